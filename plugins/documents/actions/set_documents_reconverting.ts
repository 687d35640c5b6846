import db from '@adonisjs/lucid/services/db'
import { DocumentStatus } from '../enums/document_status.js'
import { recountForDocuments } from './recount_documents.js'
import { queueConversion } from './queue_conversion.js'
import { storedNow } from './set_timestamp.js'

/**
 * Sends documents back to the converter (status 5): without ids every failed one, with ids
 * those of them that are visible and not being converted right now. Hidden documents
 * (disabled, under review, rejected) stay hidden: converting them would publish them.
 */
export async function setDocumentsReconverting(ids?: number[]) {
  const query = db.from('documents').whereNull('deleted_at')
  if (ids?.length) {
    query
      .whereIn('id', ids)
      .whereIn('status', [DocumentStatus.Pending, DocumentStatus.Converted, DocumentStatus.Failed, DocumentStatus.Reconvert])
  } else {
    query.where('status', DocumentStatus.Failed)
  }
  const chosen = (await query.select('id')).map((row) => Number(row.id))
  if (chosen.length === 0) return []

  await db.transaction(async (trx) => {
    for (let start = 0; start < chosen.length; start += 500) {
      await trx
        .from('documents')
        .whereIn('id', chosen.slice(start, start + 500))
        .update({ status: DocumentStatus.Reconvert, convert_error: '', convert_attempts: 0, lease_until: null, updated_at: storedNow() })
    }
    await recountForDocuments(chosen, trx)
  })
  await queueConversion(chosen)
  return chosen
}
