import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { DocumentStatus, QUEUED_STATUSES, type DocumentStatusValue } from '../enums/document_status.js'
import { leaseSeconds } from '../services/conversion_worker.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

/** A time in the format Lucid stores DateTime columns in (local time), so SQL can compare it on SQLite and MySQL. */
export function storedTime(at: DateTime = DateTime.now()) {
  return at.toFormat('yyyy-MM-dd HH:mm:ss')
}

export interface Lease {
  documentId: number
  /** The status the document had before: 5 means "convert again", 1 a dead worker's document, 6 one awaiting review. */
  previousStatus: DocumentStatusValue
  /** convert_attempts after taking: also the lease's token, since every take increments it. */
  attempt: number
  /** Taken over from a worker whose lease ran out (it died or was killed). */
  resumed: boolean
}

/** Statuses a worker holds a document in: converting, or still awaiting review (which conversion never changes). */
const HELD_STATUSES: DocumentStatusValue[] = [DocumentStatus.Converting, DocumentStatus.PendingReview]

/**
 * Documents awaiting review that still need their pages: never converted and not failed. Their
 * lease is kept in lease_until while the status stays 待审核, so nothing public changes.
 */
export function whereAwaitingReviewConversion(query: DatabaseQueryBuilderContract) {
  return query.where('status', DocumentStatus.PendingReview).where('pages', 0).where('convert_error', '')
}

/**
 * Takes a document for conversion when it waits (0, 5, or 6 without pages) or its worker's lease
 * ran out. One UPDATE, conditioned on the status and attempt count just read, decides between
 * racing workers: only one sees a changed row.
 */
export async function takeConversionLease(documentId: number): Promise<Lease | null> {
  const row = await db
    .from('documents')
    .where('id', documentId)
    .whereNull('deleted_at')
    .select('status', 'convert_attempts', 'lease_until')
    .first()
  if (!row) return null
  const status = Number(row.status) as DocumentStatusValue
  const attempts = Number(row.convert_attempts)
  const now = storedTime()
  const query = db
    .from('documents')
    .where('id', documentId)
    .whereNull('deleted_at')
    .where('status', status)
    .where('convert_attempts', attempts)
  const free = (expired: DatabaseQueryBuilderContract) => expired.whereNull('lease_until').orWhere('lease_until', '<', now)
  if (status === DocumentStatus.Converting) query.where(free)
  else if (status === DocumentStatus.PendingReview) whereAwaitingReviewConversion(query).where(free)
  else if (!QUEUED_STATUSES.includes(status)) return null
  const changed = await query.update({
    status: status === DocumentStatus.PendingReview ? status : DocumentStatus.Converting,
    lease_until: storedTime(DateTime.now().plus({ seconds: leaseSeconds() })),
    convert_attempts: attempts + 1,
    updated_at: now,
  })
  if (affectedRows(changed) !== 1) return null
  const resumed = status === DocumentStatus.Converting || (status === DocumentStatus.PendingReview && row.lease_until !== null)
  return { documentId, previousStatus: status, attempt: attempts + 1, resumed }
}

/** Rows this lease still owns: the document is held (converting, or awaiting review) and nobody took it since. */
export function ownedRow(lease: Lease) {
  return db.from('documents').where('id', lease.documentId).whereIn('status', HELD_STATUSES).where('convert_attempts', lease.attempt)
}

/** Pushes the lease forward; false when another worker took the document meanwhile. */
export async function renewConversionLease(lease: Lease) {
  const changed = await ownedRow(lease).update({
    lease_until: storedTime(DateTime.now().plus({ seconds: leaseSeconds() })),
  })
  return affectedRows(changed) === 1
}

/** Renews the lease every third of its length until stopped. */
export function keepLease(lease: Lease) {
  const timer = setInterval(
    () => {
      renewConversionLease(lease).catch(() => {})
    },
    Math.max(500, (leaseSeconds() * 1000) / 3)
  )
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Writes the end state of a conversion if the lease is still ours, and returns the status
 * written (null when it was not ours). A document awaiting review keeps 待审核 whatever the
 * outcome: its pages, or the reason it failed, wait for the reviewer. One approved while it
 * converted was handed back as converting (review_documents.ts) and ends like any other.
 */
export async function finishLease(lease: Lease, values: Record<string, unknown> & { status: DocumentStatusValue }) {
  const ending = { lease_until: null, updated_at: storedTime(), ...values }
  const held = { ...ending, status: DocumentStatus.PendingReview }
  // The likelier holding status first: the other UPDATE then only runs when the review decided meanwhile.
  const attempts = lease.previousStatus === DocumentStatus.PendingReview ? [held, ending] : [ending, held]
  for (const update of attempts) {
    const holding = update.status === DocumentStatus.PendingReview ? DocumentStatus.PendingReview : DocumentStatus.Converting
    const changed = await ownedRow(lease).where('status', holding).update(update)
    if (affectedRows(changed) === 1) return update.status
  }
  return null
}
