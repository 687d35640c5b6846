import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows } from '#core/kernel/database/affected_rows'

/**
 * Ties an unclaimed upload to what it became (a document, ...), inside the caller's
 * transaction: false when another request claimed it first, so one upload is used once.
 */
export async function claimAttachment(attachmentId: number, ownerId: number, trx: TransactionClientContract) {
  const claimed = await trx.from('attachments').where('id', attachmentId).where('type_id', 0).update({ type_id: ownerId })
  return affectedRows(claimed) === 1
}
