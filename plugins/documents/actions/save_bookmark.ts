import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { pageCache } from '#core/page_cache/contracts'
import { BOOKMARKS_PER_DOCUMENT, BOOKMARKS_TABLE, countBookmarksOf } from '../queries/reader_bookmarks.js'
import { findVisibleDocument, type Viewer } from '../queries/reader_visibility.js'
import { readablePageOf } from './record_reading_progress.js'

/**
 * Bookmarks a page of a document the member may see, or changes the note of a page already
 * bookmarked: saving the same page twice leaves one bookmark. Only pages read online may be
 * bookmarked, so a bookmark never points where the reader cannot go.
 */
export async function saveBookmark(viewer: Viewer, documentId: number, page: number, note: string) {
  const document = await findVisibleDocument({ id: documentId }, viewer)
  if (!document) throw ApiError.notFound('文档不存在')
  readablePageOf(document, page)
  const existing = await db
    .from(BOOKMARKS_TABLE)
    .where('user_id', viewer.id)
    .where('document_id', document.id)
    .where('page', page)
    .select('id')
    .first()
  const now = new Date()
  // No page shows one member's bookmarks to anybody else: nothing kept needs to go.
  await pageCache.withoutInvalidation(async () => {
    if (existing) {
      await db.from(BOOKMARKS_TABLE).where('id', existing.id).update({ note, updated_at: now })
      return
    }
    if ((await countBookmarksOf(viewer.id, document.id)) >= BOOKMARKS_PER_DOCUMENT) {
      throw ApiError.badRequest('书签数量已达上限')
    }
    await db
      .knexQuery()
      .table(BOOKMARKS_TABLE)
      .insert({ user_id: viewer.id, document_id: document.id, page, note, created_at: now, updated_at: now })
      .onConflict(['user_id', 'document_id', 'page'])
      .merge(['note', 'updated_at'])
  })
}
