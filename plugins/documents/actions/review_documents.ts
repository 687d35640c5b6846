import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import { DocumentStatus, type DocumentStatusValue } from '../enums/document_status.js'
import { recountForDocuments } from './recount_documents.js'
import { queueConversion } from './queue_conversion.js'
import { storedNow } from './set_timestamp.js'
import { announcePublished } from './announce_published.js'
import { publishConverted } from './publish_converted.js'
import { whereAwaitingReviewConversion } from './convert_lease.js'

/** The statuses PUT /api/v1/document/check moves documents to. */
export type ReviewTarget = 0 | 2 | 4 | 6 | 7

/** Statuses a document leaves for the first time when approved: its pages were never public. */
const UNREVIEWED: number[] = [DocumentStatus.PendingReview, DocumentStatus.ReviewRejected]

type Trx = TransactionClientContract

interface Decided {
  /** Converted now, first published: its conversion's completion is announced here. */
  published: number[]
  /** Sent to the converter. */
  queue: number[]
}

/**
 * Approving (or enabling): a document that has pages (converted before, or while it awaited
 * review) is converted at once; one converting right now for its review is handed over to
 * that conversion, which then ends converted; a document being converted already is left to
 * it; any other (never converted, or failed) waits for the converter again.
 */
async function approve(trx: Trx, ids: number[], now: string): Promise<Decided> {
  const rows = await trx.from('documents').whereIn('id', ids).select('id', 'status', 'pages')
  const ready = rows.filter((row) => Number(row.pages) > 0 && Number(row.status) !== DocumentStatus.Converting)
  const unconverted = rows
    .filter((row) => Number(row.pages) <= 0 && Number(row.status) !== DocumentStatus.Converting)
    .map((row) => Number(row.id))
  const leased = await whereAwaitingReviewConversion(trx.from('documents').whereIn('id', unconverted))
    .where('lease_until', '>=', now)
    .select('id')
  const handedOver = leased.map((row) => Number(row.id))
  const waiting = unconverted.filter((id) => !handedOver.includes(id))

  if (ready.length) {
    await trx
      .from('documents')
      .whereIn(
        'id',
        ready.map((row) => Number(row.id))
      )
      .update({ status: DocumentStatus.Converted, updated_at: now })
  }
  // The worker's lease (and attempt count) stays valid: it finishes the document as an ordinary conversion.
  if (handedOver.length) {
    await trx.from('documents').whereIn('id', handedOver).update({ status: DocumentStatus.Converting, updated_at: now })
  }
  if (waiting.length) {
    await trx
      .from('documents')
      .whereIn('id', waiting)
      .update({ status: DocumentStatus.Pending, convert_error: '', convert_attempts: 0, lease_until: null, updated_at: now })
  }
  return { published: ready.filter((row) => UNREVIEWED.includes(Number(row.status))).map((row) => Number(row.id)), queue: waiting }
}

/** Rejecting, disabling or holding for review hides the documents; one held for review without pages converts for its reviewer. */
async function hide(trx: Trx, ids: number[], status: DocumentStatusValue, now: string): Promise<Decided> {
  await trx.from('documents').whereIn('id', ids).update({ status, updated_at: now })
  if (status !== DocumentStatus.PendingReview) return { published: [], queue: [] }
  const unconverted = await whereAwaitingReviewConversion(trx.from('documents').whereIn('id', ids)).select('id')
  return { published: [], queue: unconverted.map((row) => Number(row.id)) }
}

/**
 * PUT /api/v1/document/check. A document approved with the pages it was converted to while it
 * awaited review is published through the same path as the end of a conversion (counts, feed,
 * search index, assistant), once; it is not converted again.
 */
export async function reviewDocuments(input: { ids: number[]; status: ReviewTarget }) {
  const found = await db.from('documents').whereIn('id', input.ids).whereNull('deleted_at').select('id')
  if (found.length === 0) throw ApiError.notFound('文档不存在或已被删除')
  const ids = found.map((row) => Number(row.id))
  const approving = input.status === DocumentStatus.Pending || input.status === DocumentStatus.Converted

  const decided = await db.transaction(async (trx) => {
    const now = storedNow()
    // Written first so the rows are locked (MySQL's row locks, SQLite's write lock) while they are
    // read: a conversion cannot end between what is read here and what is decided from it.
    await trx.from('documents').whereIn('id', ids).update({ updated_at: now })
    const result = approving ? await approve(trx, ids, now) : await hide(trx, ids, input.status as DocumentStatusValue, now)
    await recountForDocuments(ids, trx)
    return result
  })

  await queueConversion(decided.queue)
  const others = ids.filter((id) => !decided.published.includes(id))
  await publishConverted(decided.published)
  if (approving) await announcePublished(others)
  if (others.length) await emitter.emit('documents:changed', { documentIds: others })
  return { ids, queued: decided.queue }
}
