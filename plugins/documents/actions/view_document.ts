import db from '@adonisjs/lucid/services/db'

/** One more reading of a document (the page, or the API asked with_author). */
export async function countView(documentId: number) {
  await db.from('documents').where('id', documentId).increment('view_count', 1)
}
