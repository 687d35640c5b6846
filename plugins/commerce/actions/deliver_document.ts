import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Document } from '#plugins/documents/contracts'
import { userCounter } from '#core/accounts/contracts'
import type Order from '../models/order.js'
import { CreditReason } from '../enums/credit_reason.js'
import { isDuplicateKey } from '../services/db_errors.js'
import { changeCredits } from './change_credits.js'

/**
 * A paid document order (type 1): the buyer owns the document from now on, and its price in
 * credits goes to the uploader when config/score says so, as for a paid download.
 */
export async function deliverDocument(order: Order, incomeToUploader: boolean, trx: TransactionClientContract) {
  try {
    await trx.table('commerce_document_purchases').insert({
      user_id: order.userId,
      document_id: order.productId,
      order_id: order.id,
      created_at: new Date(),
    })
  } catch (error) {
    // Bought twice through two orders: the second payment still stands, the ownership is one.
    if (!isDuplicateKey(error)) throw error
  }
  const document = await Document.query({ client: trx }).where('id', order.productId).first()
  if (!incomeToUploader || !document || document.userId <= 0 || document.userId === order.userId) return
  if ((await userCounter(document.userId, 'credit_count', { client: trx })) === null) return
  await changeCredits(
    { userId: document.userId, delta: order.amount, reason: CreditReason.DownloadIncome, referenceType: 'order', referenceId: order.id },
    trx
  )
}
