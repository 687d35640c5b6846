import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { DocumentStatus, type DocumentStatusValue } from '../enums/document_status.js'
import { recountForDocuments } from './recount_documents.js'
import { queueConversion } from './queue_conversion.js'
import { storedNow } from './set_timestamp.js'
import { announcePublished } from './announce_published.js'

/** The statuses PUT /api/v1/document/check moves documents to. */
export type ReviewTarget = 0 | 2 | 4 | 6 | 7

/**
 * Approving (or enabling) makes a document readable: one that already has pages is
 * converted again at once; one that never got pages (held for review before converting)
 * goes to the converter. Rejecting, disabling and holding for review hide it.
 */
export async function reviewDocuments(input: { ids: number[]; status: ReviewTarget }) {
  const rows = await db.from('documents').whereIn('id', input.ids).whereNull('deleted_at').select('id', 'pages')
  if (rows.length === 0) throw ApiError.notFound('文档不存在或已被删除')
  const ids = rows.map((row) => Number(row.id))
  const toQueue: number[] = []

  await db.transaction(async (trx) => {
    const now = storedNow()
    if (input.status === DocumentStatus.Pending || input.status === DocumentStatus.Converted) {
      const ready = rows.filter((row) => Number(row.pages) > 0).map((row) => Number(row.id))
      const unconverted = ids.filter((id) => !ready.includes(id))
      if (ready.length) await trx.from('documents').whereIn('id', ready).update({ status: DocumentStatus.Converted, updated_at: now })
      if (unconverted.length) {
        await trx
          .from('documents')
          .whereIn('id', unconverted)
          .update({ status: DocumentStatus.Pending, convert_error: '', convert_attempts: 0, lease_until: null, updated_at: now })
        toQueue.push(...unconverted)
      }
    } else {
      await trx
        .from('documents')
        .whereIn('id', ids)
        .update({ status: input.status as DocumentStatusValue, updated_at: now })
    }
    await recountForDocuments(ids, trx)
  })

  await queueConversion(toQueue)
  if (input.status === DocumentStatus.Pending || input.status === DocumentStatus.Converted) await announcePublished(ids)
  await emitter.emit('documents:changed', { documentIds: ids })
  return { ids, queued: toQueue }
}
