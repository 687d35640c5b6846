import db from '@adonisjs/lucid/services/db'
import { memberRowsOnReadableDocuments } from './member_document_rows.js'
import { timestampOf } from './raw_timestamp.js'

export const PROGRESS_TABLE = 'document_reading_progress'

/** Where a member may resume: never past the pages readable online now (a preview may have shrunk since they read). */
export function resumablePage(page: number, preview: number) {
  return Math.max(0, Math.min(page, preview))
}

/** The page the member last read of the document and may resume at, 0 when never. */
export async function readingPageOf(userId: number, document: { id: number; preview: number }) {
  const row = await db.from(PROGRESS_TABLE).where('user_id', userId).where('document_id', document.id).select('page').first()
  return resumablePage(Number(row?.page ?? 0), document.preview)
}

/**
 * 我的阅读: the documents a member read, most recent first, with the page reached. Only
 * documents anyone may read today are listed (one deleted or taken down since drops out).
 */
export async function listReadingProgress(userId: number, page: number, size: number) {
  const base = () => memberRowsOnReadableDocuments(PROGRESS_TABLE, userId)
  const [count, rows] = await Promise.all([
    base().count('* as total').first(),
    base()
      .select(
        `${PROGRESS_TABLE}.document_id`,
        `${PROGRESS_TABLE}.page`,
        `${PROGRESS_TABLE}.updated_at`,
        'documents.title',
        'documents.ext',
        'documents.pages',
        'documents.preview'
      )
      .orderBy(`${PROGRESS_TABLE}.updated_at`, 'desc')
      .orderBy(`${PROGRESS_TABLE}.id`, 'desc')
      .offset((page - 1) * size)
      .limit(size),
  ])
  return {
    total: Number(count?.total ?? 0),
    reading: rows.map((row) => ({
      document_id: Number(row.document_id),
      title: String(row.title),
      ext: String(row.ext),
      pages: Number(row.pages),
      page: Math.max(1, resumablePage(Number(row.page), Number(row.preview))),
      updated_at: timestampOf(row.updated_at),
    })),
  }
}
