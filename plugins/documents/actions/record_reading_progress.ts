import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { pageCache } from '#core/page_cache/contracts'
import { PROGRESS_TABLE } from '../queries/reader_progress.js'
import { findVisibleDocument, type Viewer } from '../queries/reader_visibility.js'

/** A page read online: past the preview it is refused, with the pages one may read. */
export function readablePageOf(document: { preview: number }, page: number) {
  if (page > Math.max(1, document.preview)) throw ApiError.badRequest(`页码超出可在线阅读的范围（前 ${document.preview} 页）`)
  return page
}

/**
 * Keeps the page a member reached in a document they may see. Only pages read online count:
 * a page past the preview is refused, so the offer to resume never points where the reader
 * cannot go.
 */
export async function recordReadingProgress(viewer: Viewer, documentId: number, page: number) {
  const document = await findVisibleDocument({ id: documentId }, viewer)
  if (!document) throw ApiError.notFound('文档不存在')
  readablePageOf(document, page)
  // No page shows one member's progress to anybody else: nothing kept needs to go.
  await pageCache.withoutInvalidation(() =>
    db
      .knexQuery()
      .table(PROGRESS_TABLE)
      .insert({ user_id: viewer.id, document_id: document.id, page, updated_at: new Date() })
      .onConflict(['user_id', 'document_id'])
      .merge(['page', 'updated_at'])
  )
}
