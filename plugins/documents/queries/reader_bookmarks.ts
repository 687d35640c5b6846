import db from '@adonisjs/lucid/services/db'
import { memberRowsOnReadableDocuments } from './member_document_rows.js'
import { timestampOf } from './raw_timestamp.js'

export const BOOKMARKS_TABLE = 'document_bookmarks'
/** Enough for any reading; a bound so one member cannot grow the table without end. */
export const BOOKMARKS_PER_DOCUMENT = 200

export interface Bookmark {
  id: number
  page: number
  note: string
  updated_at: string | null
}

function toBookmark(row: any): Bookmark {
  return { id: Number(row.id), page: Number(row.page), note: String(row.note ?? ''), updated_at: timestampOf(row.updated_at) }
}

/** The member's bookmarks of one document, by page. */
export async function bookmarksOf(userId: number, documentId: number) {
  const rows = await db
    .from(BOOKMARKS_TABLE)
    .where('user_id', userId)
    .where('document_id', documentId)
    .select('id', 'page', 'note', 'updated_at')
    .orderBy('page', 'asc')
  return rows.map(toBookmark)
}

export async function countBookmarksOf(userId: number, documentId: number) {
  const row = await db.from(BOOKMARKS_TABLE).where('user_id', userId).where('document_id', documentId).count('* as total').first()
  return Number(row?.total ?? 0)
}

/**
 * 我的书签: a member's bookmarks across documents, the latest added or edited first. Only
 * documents anyone may read today are listed (one deleted or taken down since drops out).
 */
export async function listBookmarks(userId: number, page: number, size: number) {
  const base = () => memberRowsOnReadableDocuments(BOOKMARKS_TABLE, userId)
  const [count, rows] = await Promise.all([
    base().count('* as total').first(),
    base()
      .select(
        `${BOOKMARKS_TABLE}.id`,
        `${BOOKMARKS_TABLE}.document_id`,
        `${BOOKMARKS_TABLE}.page`,
        `${BOOKMARKS_TABLE}.note`,
        `${BOOKMARKS_TABLE}.updated_at`,
        'documents.title',
        'documents.ext',
        'documents.pages'
      )
      .orderBy(`${BOOKMARKS_TABLE}.updated_at`, 'desc')
      .orderBy(`${BOOKMARKS_TABLE}.id`, 'desc')
      .offset((page - 1) * size)
      .limit(size),
  ])
  return {
    total: Number(count?.total ?? 0),
    bookmarks: rows.map((row) => ({
      ...toBookmark(row),
      document_id: Number(row.document_id),
      title: String(row.title),
      ext: String(row.ext),
      pages: Number(row.pages),
    })),
  }
}
