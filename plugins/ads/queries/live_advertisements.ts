import { DateTime } from 'luxon'
import { pageCache } from '#core/page_cache/contracts'
import Advertisement from '../models/advertisement.js'
import type { AdvertisementPosition } from '../enums/advertisement_position.js'

const stamp = (time: DateTime) => time.toFormat('yyyy-MM-dd HH:mm:ss')

/**
 * What the site shows now at these positions: enabled, started (or no start) and not ended
 * (or no end), highest sort first; of each, what a page shows (every page reads this). The ones
 * still to start are read too: the next start or end is when a page kept in the page cache
 * must change.
 */
export async function liveAdvertisements(positions: readonly AdvertisementPosition[], now = DateTime.now()) {
  if (!positions.length) return []
  const current = await Advertisement.query()
    .select('id', 'position', 'title', 'content', 'start_time', 'end_time')
    .whereIn('position', [...positions])
    .where('enable', true)
    .where((query) => query.whereNull('end_time').orWhere('end_time', '>=', stamp(now)))
    .orderBy('sort', 'desc')
    .orderBy('id', 'desc')
  const live = current.filter((advertisement) => !advertisement.startTime || advertisement.startTime <= now)
  const changes = current
    .flatMap((advertisement) => [advertisement.startTime, advertisement.endTime?.plus({ seconds: 1 })])
    .filter((time): time is DateTime => Boolean(time && time > now))
  if (changes.length) pageCache.changesAt(DateTime.min(...changes)!.toJSDate())
  return live
}
