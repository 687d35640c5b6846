import db from '@adonisjs/lucid/services/db'
import { PUBLIC_STATUSES } from '../enums/document_status.js'

/**
 * A member's rows of a per-document table (reading progress, bookmarks) joined to their
 * documents, only where anyone may read the document today: one deleted or taken down since
 * drops out of the member's lists.
 */
export function memberRowsOnReadableDocuments(table: string, userId: number) {
  return db
    .from(table)
    .join('documents', 'documents.id', `${table}.document_id`)
    .where(`${table}.user_id`, userId)
    .whereNull('documents.deleted_at')
    .whereIn('documents.status', PUBLIC_STATUSES)
}
