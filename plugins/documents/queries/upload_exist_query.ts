import Document from '../models/document.js'
import { DocumentStatus } from '../enums/document_status.js'

/** A failed conversion does not hold the file: uploading it again is how it gets a second chance. */
const HOLDING_STATUSES = [DocumentStatus.Pending, DocumentStatus.Converting, DocumentStatus.Converted, DocumentStatus.Reconvert]

/** The oldest document, converted or on its way, that has exactly this file, if any. */
export function findPublicDocumentByHash(hash: string) {
  return Document.query()
    .where('hash', hash)
    .whereNull('deletedAt')
    .whereIn('status', HOLDING_STATUSES)
    .orderBy('id', 'asc')
    .select('id', 'title')
    .first()
}
