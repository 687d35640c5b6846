import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { iso } from '#core/kernel/transformers/iso'

/** A raw timestamp column: a Date (MySQL), or text/epoch milliseconds (SQLite). */
function timestamp(value: unknown) {
  if (value instanceof Date) return DateTime.fromJSDate(value)
  if (typeof value === 'number') return DateTime.fromMillis(value)
  const text = String(value)
  const parsed = DateTime.fromSQL(text)
  return parsed.isValid ? parsed : DateTime.fromISO(text)
}

/**
 * One user's downloads, newest first, with what the list shows of each document (api-shapes
 * §1 Download). A document deleted for good since then drops out of the list with its rows.
 */
export async function listUserDownloads(userId: number, page: number, size: number) {
  const base = () => db.from('document_downloads').where('document_downloads.user_id', userId)
  const [count, rows] = await Promise.all([
    base().count('* as total').first(),
    base()
      .join('documents', 'documents.id', 'document_downloads.document_id')
      .select(
        'document_downloads.id',
        'document_downloads.document_id',
        'document_downloads.ip',
        'document_downloads.created_at',
        'documents.title',
        'documents.ext',
        'documents.score',
        'documents.size',
        'documents.pages',
        'documents.uuid'
      )
      .orderBy('document_downloads.created_at', 'desc')
      .orderBy('document_downloads.id', 'desc')
      .offset((page - 1) * size)
      .limit(size),
  ])
  return {
    total: Number(count?.total ?? 0),
    download: rows.map((row) => ({
      id: Number(row.id),
      user_id: userId,
      document_id: Number(row.document_id),
      ip: String(row.ip),
      title: String(row.title),
      ext: String(row.ext),
      score: Number(row.score),
      size: Number(row.size),
      pages: Number(row.pages),
      document_uuid: String(row.uuid),
      created_at: iso(timestamp(row.created_at)),
    })),
  }
}

export type UserDownloadJson = Awaited<ReturnType<typeof listUserDownloads>>['download'][number]
