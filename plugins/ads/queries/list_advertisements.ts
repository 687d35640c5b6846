import { whereContains } from '#core/kernel/database/where_contains'
import Advertisement from '../models/advertisement.js'
import type { AdvertisementListQuery } from '../validators/advertisement_validators.js'

/** GET /api/v1/advertisement/list: every advertisement, by the chosen order, then newest first. */
export async function listAdvertisements(filters: AdvertisementListQuery) {
  const query = Advertisement.query()
  if (filters.positions.length) query.whereIn('position', filters.positions)
  const enable = [...new Set(filters.enable)]
  if (enable.length === 1) query.where('enable', enable[0])
  if (filters.wd) whereContains(query, ['title', 'remark', 'content'], filters.wd)
  for (const { column, order } of filters.order) query.orderBy(column, order)
  const page = await query.paginate(filters.page, filters.size)
  return { total: page.total, rows: page.all() }
}
