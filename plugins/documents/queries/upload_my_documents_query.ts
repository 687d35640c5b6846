import Document from '../models/document.js'

/** The uploader's own documents out of the recycle bin, every status: what /me/document lists. */
function myDocuments(userId: number) {
  return Document.query().where('userId', userId).whereNull('deletedAt')
}

/** The uploader's own documents out of the recycle bin, every status, newest first. */
export async function listMyDocuments(userId: number, page: number, size: number) {
  const result = await myDocuments(userId).preload('categories').orderBy('id', 'desc').paginate(page, size)
  return { total: result.total, documents: result.all() }
}

/**
 * How many documents /me/document lists. users.doc_count counts only the public ones (the
 * public profile's number): uploads under review, converting or failed are the member's too.
 */
export async function countMyDocuments(userId: number) {
  const row = await myDocuments(userId).count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}
