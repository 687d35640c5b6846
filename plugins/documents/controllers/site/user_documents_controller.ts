import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { pageCache } from '#core/page_cache/contracts'
import { profilePageProps } from '#core/accounts/contracts'
import { documentJson } from '../../transformers/document_transformer.js'
import { listUserPublicDocuments } from '../../queries/listing_documents.js'
import { pageOfQuery } from '#core/kernel/http/query_list'

const PAGE_SIZE = 10

/** /user/{id}/document: the 文档 tab of someone's public page. */
export default class UserDocumentsController {
  async show(ctx: HttpContext) {
    const props = await profilePageProps(ctx, 'document')
    const page = pageOfQuery(ctx.request.qs().page)
    const { total, documents } = await listUserPublicDocuments(props.profile.id, page, PAGE_SIZE)
    pageCache.allow(ctx)
    return renderPage(ctx, 'documents/site/user_documents', {
      ...props,
      documents: documents.map(documentJson),
      total,
      page,
      size: PAGE_SIZE,
    })
  }
}
