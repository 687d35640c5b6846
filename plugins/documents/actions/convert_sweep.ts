import db from '@adonisjs/lucid/services/db'
import { DocumentStatus, QUEUED_STATUSES } from '../enums/document_status.js'
import { queueConversion } from './queue_conversion.js'
import { storedTime, whereAwaitingReviewConversion } from './convert_lease.js'

/** At most this many documents per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 1000

/**
 * Queues every document waiting for conversion (0, 5, and those awaiting review that have no
 * pages yet, uploaded before they were converted on upload too) and every one left converting
 * by a worker whose lease ran out (it crashed or was killed). The job ids make documents that
 * are already queued a no-op; the job's lease decides who converts.
 */
export async function sweepConversions() {
  const now = storedTime()
  const rows = await db
    .from('documents')
    .whereNull('deleted_at')
    .where((due) =>
      due
        .whereIn('status', QUEUED_STATUSES)
        .orWhere((stale) =>
          stale.where('status', DocumentStatus.Converting).where((lease) => lease.whereNull('lease_until').orWhere('lease_until', '<', now))
        )
        .orWhere((review) =>
          whereAwaitingReviewConversion(review).where((lease) => lease.whereNull('lease_until').orWhere('lease_until', '<', now))
        )
    )
    .orderBy('id', 'asc')
    .limit(SWEEP_LIMIT)
    .select('id')
  const ids = rows.map((row) => Number(row.id))
  await queueConversion(ids)
  return ids
}
