import { Document, openPageCount } from '#plugins/documents/contracts'
import { storedSummary } from './document_summary.js'

/** 问这篇文档: the document's title, its readable pages and, when one was made, its summary and outline. */
export async function documentContext(documentId: number) {
  const document = await Document.query().where('id', documentId).select('id', 'title', 'status', 'deleted_at', 'preview', 'pages').first()
  if (!document) return null
  const summary = await storedSummary(documentId)
  return {
    title: document.title,
    pages: openPageCount(document, 'public'),
    summary: summary?.summary ?? '',
    outline: summary?.outline ?? [],
  }
}
