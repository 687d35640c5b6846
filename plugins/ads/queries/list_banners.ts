import { whereContains } from '#core/kernel/database/where_contains'
import Banner from '../models/banner.js'
import { BannerType } from '../enums/banner_type.js'
import type { BannerListQuery } from '../validators/banner_validators.js'

/** GET /api/v1/banner/list: enabled first, then by sort (high first), then oldest first (api-shapes §12). */
export async function listBanners(filters: BannerListQuery) {
  const query = Banner.query()
  if (filters.types.length) query.whereIn('type', filters.types)
  const enable = [...new Set(filters.enable)]
  if (enable.length === 1) query.where('enable', enable[0])
  if (filters.wd) whereContains(query, ['title', 'description', 'url'], filters.wd)
  query.orderBy('enable', 'desc').orderBy('sort', 'desc').orderBy('id', 'asc')
  const page = await query.paginate(filters.page, filters.size)
  return { total: page.total, rows: page.all() }
}

/** The home page's carousel: enabled website banners in display order. */
export function carouselBanners(limit = 10) {
  return Banner.query().where('type', BannerType.Website).where('enable', true).orderBy('sort', 'desc').orderBy('id', 'asc').limit(limit)
}
