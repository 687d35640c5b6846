import { whereContains } from '#core/kernel/database/where_contains'
import SpiderUrl from '../models/spider_url.js'
import SpiderDocument from '../models/spider_document.js'
import type { SpiderListQuery } from '../validators/spider_validators.js'

/** GET /api/v1/spiderurl/list: newest first. */
export async function listSpiderUrls(filters: SpiderListQuery) {
  const query = SpiderUrl.query()
  if (filters.status.length) query.whereIn('status', filters.status)
  if (filters.wd) whereContains(query, ['url', 'title'], filters.wd)
  const page = await query.orderBy('id', 'desc').paginate(filters.page, filters.size)
  return { total: page.total, rows: page.all() }
}

/** GET /api/v1/spiderdocument/list: by state, source and extension; newest first. */
export async function listSpiderDocuments(filters: SpiderListQuery) {
  const query = SpiderDocument.query()
  if (filters.status.length) query.whereIn('status', filters.status)
  if (filters.spiderUrlId) query.where('spider_url_id', filters.spiderUrlId)
  if (filters.ext) query.where('ext', filters.ext)
  if (filters.wd) whereContains(query, ['title', 'url', 'title_from_href'], filters.wd)
  const page = await query.orderBy('id', 'desc').paginate(filters.page, filters.size)
  return { total: page.total, rows: page.all() }
}
