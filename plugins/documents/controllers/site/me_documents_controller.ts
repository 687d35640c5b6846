import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { mePageProps } from '#core/accounts/contracts'
import { DOCUMENT_STATUS_LABELS } from '../../enums/document_status.js'
import { documentJson } from '../../transformers/document_transformer.js'
import { listMyDocuments } from '../../queries/upload_my_documents_query.js'
import { uploadFormOptions } from '../../queries/upload_page_options.js'
import { pageOfQuery } from '#core/kernel/http/query_list'

const PAGE_SIZE = 10

/** /me/document: the 我的文档 tab of the personal centre. */
export default class MeDocumentsController {
  async show(ctx: HttpContext) {
    const page = pageOfQuery(ctx.request.qs().page)
    const { total, documents } = await listMyDocuments(ctx.auth.getUserOrFail().id, page, PAGE_SIZE)
    const { categories, languages } = await uploadFormOptions()
    return renderPage(ctx, 'documents/site/me_documents', {
      ...(await mePageProps(ctx, 'document')),
      documents: documents.map(documentJson),
      total,
      page,
      size: PAGE_SIZE,
      categories,
      languages,
      status_labels: DOCUMENT_STATUS_LABELS,
    })
  }
}
