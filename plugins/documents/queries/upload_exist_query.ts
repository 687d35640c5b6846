import Document from '../models/document.js'
import { PUBLIC_STATUSES } from '../enums/document_status.js'

/** The oldest document visitors can see that has exactly this file, if any. */
export function findPublicDocumentByHash(hash: string) {
  return Document.query()
    .where('hash', hash)
    .whereNull('deletedAt')
    .whereIn('status', PUBLIC_STATUSES)
    .orderBy('id', 'asc')
    .select('id', 'title')
    .first()
}
