import { DateTime } from 'luxon'
import Advertisement from '../models/advertisement.js'
import type { AdvertisementPosition } from '../enums/advertisement_position.js'

const stamp = (time: DateTime) => time.toFormat('yyyy-MM-dd HH:mm:ss')

/**
 * What the site shows now at these positions: enabled, started (or no start) and not ended
 * (or no end), highest sort first; of each, what a page shows (every page reads this).
 */
export async function liveAdvertisements(positions: readonly AdvertisementPosition[], now = DateTime.now()) {
  if (!positions.length) return []
  return Advertisement.query()
    .select('id', 'position', 'title', 'content')
    .whereIn('position', [...positions])
    .where('enable', true)
    .where((query) => query.whereNull('start_time').orWhere('start_time', '<=', stamp(now)))
    .where((query) => query.whereNull('end_time').orWhere('end_time', '>=', stamp(now)))
    .orderBy('sort', 'desc')
    .orderBy('id', 'desc')
}
