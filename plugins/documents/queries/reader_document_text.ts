import type Document from '../models/document.js'
import type { GatedDocument, TextAudience } from '../services/document_text_gate.js'
import { gatedPageTexts } from './document_text_pages.js'

export const TEXT_LIMIT = 8192

/**
 * What a reader may read of a document's extracted text, as the gate allows this audience:
 * the preview pages (those it can see as images), at most 8192 characters; the whole text for
 * the uploader and staff when they ask.
 */
export async function readableText(document: GatedDocument & Pick<Document, 'hash'>, audience: TextAudience) {
  const pages = await gatedPageTexts(document, audience)
  if (!pages) return ''
  const text = pages.join('\f')
  return audience === 'whole' ? text : text.slice(0, TEXT_LIMIT)
}
