import { DateTime } from 'luxon'

/** Now, in the format Lucid stores DateTime columns in (local time) on SQLite and MySQL alike. */
export function storedNow() {
  return DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
}
