import emitter from '@adonisjs/core/services/emitter'
import { announcePublished } from './announce_published.js'

/**
 * What a document's first becoming readable sets off, once: the uploader's public feed line and
 * 'documents:converted' (search index, assistant chunks and summary). The end of a conversion
 * and the approval of a document converted while it awaited review both come here; the caller
 * has recounted.
 */
export async function publishConverted(documentIds: number[]) {
  await announcePublished(documentIds)
  for (const documentId of documentIds) await emitter.emit('documents:converted', { documentId })
}
