import db from '@adonisjs/lucid/services/db'

/** Whether the user bought the document through an order (type 1). */
export async function hasPurchased(userId: number, documentId: number) {
  if (userId <= 0) return false
  return Boolean(await db.from('commerce_document_purchases').where({ user_id: userId, document_id: documentId }).first())
}
