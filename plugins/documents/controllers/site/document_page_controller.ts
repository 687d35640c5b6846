import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { renderPage } from '#core/kernel/http/render_page'
import { pageCache } from '#core/page_cache/contracts'
import { documentPageExtras } from '../../extension_points.js'
import { documentJson } from '../../transformers/document_transformer.js'
import { countView } from '../../actions/view_document.js'
import { findScore } from '../../actions/score_document.js'
import { deepestCategoryPath } from '../../queries/reader_breadcrumbs.js'
import { readableText } from '../../queries/reader_document_text.js'
import { readingPageOf } from '../../queries/reader_progress.js'
import { relatedForReader } from '../../queries/reader_related.js'
import { offersTextLayer } from '../../queries/reader_text_layer.js'
import { findVisibleDocument, isPublic, viewerOf } from '../../queries/reader_visibility.js'

const META_DESCRIPTION_LENGTH = 160

function metaDescription(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > META_DESCRIPTION_LENGTH ? `${flat.slice(0, META_DESCRIPTION_LENGTH - 1)}…` : flat
}

export default class DocumentPageController {
  /** GET /document/:id: the reader, server-rendered for search engines. */
  async show(ctx: HttpContext) {
    const viewer = await viewerOf(ctx)
    const document = await findVisibleDocument({ id: Number(ctx.params.id) }, viewer)
    if (!document) throw ApiError.notFound('文档不存在')

    // Its uploader's and reviewers' readings of a document nobody else may see are not views.
    if (isPublic(document)) {
      await countView(document.id)
      document.viewCount += 1
    }
    await document.load('categories')
    await document.load('user')

    const [breadcrumbs, related, extras, myScore, readingPage, textLayer] = await Promise.all([
      deepestCategoryPath(document.categories),
      relatedForReader(document),
      documentPageExtras.collect({ document, viewerId: viewer.id }),
      viewer.id ? findScore(viewer.id, document.id) : null,
      viewer.id ? readingPageOf(viewer.id, document) : 0,
      offersTextLayer(document),
    ])
    const canManage = viewer.staff || (viewer.id > 0 && viewer.id === document.userId)
    const description = document.description || (await readableText(document, 'preview')).slice(0, META_DESCRIPTION_LENGTH * 2)

    pageCache.allow(ctx, { name: 'documents.view', argument: document.id })
    const json = documentJson(document)
    return renderPage(ctx, 'documents/site/document', {
      document: { ...json, convert_error: canManage ? json.convert_error : '' },
      breadcrumbs: breadcrumbs.map(({ id, title }) => ({ id, title })),
      similar: related.similar,
      uploader_documents: related.uploader,
      extras: Object.assign({}, ...extras),
      can_manage: canManage,
      my_score: myScore?.score ?? 0,
      /** A member's page to resume at, from the server; a guest's is kept in the browser. */
      reading_page: readingPage,
      /** The outline itself is fetched when the reader opens it (GET /api/v1/document/outline). */
      has_outline: document.outlineCount > 0,
      /** Each preview page's selectable text is fetched as it comes into view (GET /view/layer/{id}/{page}). */
      text_layer: textLayer,
      meta: { description: metaDescription(description || document.title) },
    })
  }
}
