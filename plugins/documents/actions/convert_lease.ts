import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { DocumentStatus, QUEUED_STATUSES, type DocumentStatusValue } from '../enums/document_status.js'
import { leaseSeconds } from '../services/conversion_worker.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

/** A time in the format Lucid stores DateTime columns in (local time), so SQL can compare it on SQLite and MySQL. */
export function storedTime(at: DateTime = DateTime.now()) {
  return at.toFormat('yyyy-MM-dd HH:mm:ss')
}

export interface Lease {
  documentId: number
  /** The status the document had before: 5 means "convert again", 1 a dead worker's document. */
  previousStatus: DocumentStatusValue
  /** convert_attempts after taking: also the lease's token, since every take increments it. */
  attempt: number
}

/**
 * Takes a document for conversion when it waits (0, 5) or its worker's lease ran out. One
 * UPDATE, conditioned on the status and attempt count just read, decides between racing
 * workers: only one sees a changed row.
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
  if (status === DocumentStatus.Converting) {
    query.where((expired) => expired.whereNull('lease_until').orWhere('lease_until', '<', now))
  } else if (!QUEUED_STATUSES.includes(status)) {
    return null
  }
  const changed = await query.update({
    status: DocumentStatus.Converting,
    lease_until: storedTime(DateTime.now().plus({ seconds: leaseSeconds() })),
    convert_attempts: attempts + 1,
    updated_at: now,
  })
  if (affectedRows(changed) !== 1) return null
  return { documentId, previousStatus: status, attempt: attempts + 1 }
}

/** Rows this lease still owns: the document is converting and nobody took it since. */
export function ownedRow(lease: Lease) {
  return db
    .from('documents')
    .where('id', lease.documentId)
    .where('status', DocumentStatus.Converting)
    .where('convert_attempts', lease.attempt)
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

/** Writes the end state of a conversion if the lease is still ours; returns whether it was. */
export async function finishLease(lease: Lease, values: Record<string, unknown>) {
  const changed = await ownedRow(lease).update({ lease_until: null, updated_at: storedTime(), ...values })
  return affectedRows(changed) === 1
}
