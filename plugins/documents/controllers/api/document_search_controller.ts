import type { HttpContext } from '@adonisjs/core/http'
import { compatHitJson, compatSearch } from '#core/search/contracts'
import { documentSearchKind } from '../../search/document_search_kind.js'

function numberOf(value: unknown) {
  return Number(value ?? 0) || 0
}

export default class DocumentSearchController {
  /** GET /api/v1/document/search (api-shapes §3): MOREDOC's document search, on the site search's path. */
  async index(ctx: HttpContext) {
    const { total, spend, hits } = await compatSearch(ctx, documentSearchKind.type)
    return {
      total,
      spend,
      document: hits.map((hit) => ({
        ...compatHitJson(hit),
        uuid: hit.identifier,
        ext: hit.tag,
        price: numberOf(hit.extra.price),
        pages: numberOf(hit.extra.pages),
        size: numberOf(hit.extra.size),
        score: numberOf(hit.extra.score),
      })),
    }
  }
}
