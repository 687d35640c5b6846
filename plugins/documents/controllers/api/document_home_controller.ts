import type { HttpContext } from '@adonisjs/core/http'
import { documentHomeBlocks } from '../../queries/listing_home.js'
import { firstOf, queryList } from '#core/kernel/http/query_list'

function intOr(value: unknown, fallback: number) {
  const number = Number(firstOf(value))
  return Number.isInteger(number) ? number : fallback
}

export default class DocumentHomeController {
  /** GET /api/v1/document/home: the newest documents of each top-level document category. */
  async index({ request }: HttpContext) {
    const qs = request.qs()
    const limit = Math.min(100, Math.max(1, intOr(qs.limit, 5)))
    const fields = (queryList(qs.field) ?? []).map(String)
    return { document: await documentHomeBlocks(limit, fields) }
  }
}
