import type Document from '../models/document.js'
import DocumentOutline from '../models/document_outline.js'
import type { OutlineEntry } from '../services/conversion/index.js'

/**
 * The outline of a document the reader shows: every entry, also those past the preview
 * (titles are not page text; the reader marks those pages 需下载后阅读).
 */
export async function readerOutline(document: Pick<Document, 'hash' | 'outlineCount'>): Promise<OutlineEntry[]> {
  if (document.outlineCount <= 0) return []
  const row = await DocumentOutline.find(document.hash)
  return row?.entries ?? []
}
