import Document from '../models/document.js'

/** The uploader's own documents out of the recycle bin, every status, newest first. */
export async function listMyDocuments(userId: number, page: number, size: number) {
  const result = await Document.query()
    .where('userId', userId)
    .whereNull('deletedAt')
    .preload('categories')
    .orderBy('id', 'desc')
    .paginate(page, size)
  return { total: result.total, documents: result.all() }
}
