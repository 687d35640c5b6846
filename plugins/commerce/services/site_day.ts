import { DateTime } from 'luxon'

/**
 * The site's calendar day. Luxon's default zone is the process zone (TZ), which is the
 * site's time zone; the daily limits of documents count from the same local midnight.
 */
export function siteToday(now = DateTime.now()) {
  return Number(now.toFormat('yyyyMMdd'))
}

/** Local midnight in the format Lucid writes timestamps in (SQLite and MySQL alike). */
export function startOfSiteDay(now = DateTime.now()) {
  return now.startOf('day').toFormat('yyyy-MM-dd HH:mm:ss')
}
