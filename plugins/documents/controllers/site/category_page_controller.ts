import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { pageCache } from '#core/page_cache/contracts'
import { documentJson } from '../../transformers/document_transformer.js'
import { categoryPageData } from '../../queries/listing_category_page.js'
import { listingFiltersFrom } from '../../queries/listing_filters.js'
import { ApiError } from '#core/kernel/http/api_error'

export default class CategoryPageController {
  /** /category/:id? — SSR, so crawlers get the list and the filter and page links. */
  async show(ctx: HttpContext) {
    const raw = ctx.params.id
    const id = raw === undefined ? null : Number(raw)
    if (id !== null && !(Number.isInteger(id) && id > 0)) throw ApiError.notFound('分类不存在或已被禁用')
    const data = await categoryPageData(id, listingFiltersFrom(ctx.request.qs()))
    pageCache.allow(ctx)
    return renderPage(ctx, 'documents/site/category', { ...data, documents: data.documents.map(documentJson) })
  }
}
