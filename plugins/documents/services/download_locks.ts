import { createHash } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Rows 0–255 stand for users, 256–511 for IP addresses. */
export const DOWNLOAD_LOCK_ROWS = 512
const HALF = DOWNLOAD_LOCK_ROWS / 2

function ipRow(ip: string) {
  return HALF + (createHash('sha1').update(ip).digest().readUInt16BE(0) % HALF)
}

/**
 * Locks the rows standing for the user (when logged in) and the IP, in id order, for the rest
 * of the download's transaction. Downloads of one user or one IP queue here, so the daily
 * counts read after it include every download committed before (on MySQL; SQLite runs one
 * transaction at a time). These rows come after the document's row and before any user's
 * row (the charges), the same order in every download, so two downloads cannot deadlock.
 */
export async function lockDownloadCounters(trx: TransactionClientContract, userId: number, ip: string) {
  const rows = [...(userId > 0 ? [userId % HALF] : []), ipRow(ip)]
  for (const id of rows) await trx.from('document_download_locks').where('id', id).forUpdate().first()
}
