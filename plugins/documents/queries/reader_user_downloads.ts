import db from '@adonisjs/lucid/services/db'
import { timestampOf } from './raw_timestamp.js'

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
      created_at: timestampOf(row.created_at),
    })),
  }
}

export type UserDownloadJson = Awaited<ReturnType<typeof listUserDownloads>>['download'][number]
