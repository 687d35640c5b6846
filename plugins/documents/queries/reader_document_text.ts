import db from '@adonisjs/lucid/services/db'
import type Document from '../models/document.js'

export const TEXT_LIMIT = 8192

/**
 * What a reader may read of a document's extracted text: the pages it can see as images
 * (1..preview), at most 8192 characters. The uploader and staff may ask for all of it.
 */
export async function readableText(document: Pick<Document, 'hash' | 'preview'>, options: { whole: boolean }) {
  if (!document.hash) return ''
  const row = await db.from('document_texts').where('hash', document.hash).select('content').first()
  if (!row) return ''
  const content = String(row.content)
  if (options.whole) return content
  if (document.preview <= 0) return ''
  return content.split('\f').slice(0, document.preview).join('\f').slice(0, TEXT_LIMIT)
}
