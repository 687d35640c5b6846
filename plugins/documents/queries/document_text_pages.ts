import db from '@adonisjs/lucid/services/db'
import type Document from '../models/document.js'
import { gatePages, type GatedDocument, type TextAudience } from '../services/document_text_gate.js'

/** A file's extracted text as pages (index 0 is page 1); null before it converts. */
async function storedPages(hash: string): Promise<string[] | null> {
  if (!hash) return null
  const row = await db.from('document_texts').where('hash', hash).select('content').first()
  return row ? String(row.content ?? '').split('\f') : null
}

/** The pages of a document's text this audience may have (the gate decides); null before it converts. */
export async function gatedPageTexts(document: GatedDocument & Pick<Document, 'hash'>, audience: TextAudience) {
  const pages = await storedPages(document.hash)
  return pages && gatePages(pages, document, audience)
}

const GATE_COLUMNS = ['documents.id', 'documents.status', 'documents.deleted_at', 'documents.preview', 'document_texts.content']

/** The gate's view of a joined documents/document_texts row. */
function gateOf(row: Record<string, any>): GatedDocument {
  return { status: Number(row.status) as GatedDocument['status'], deletedAt: row.deleted_at ?? null, preview: Number(row.preview) }
}

/**
 * What the public may have of a document's text, page by page (index 0 is page 1): its preview
 * pages while it is published, none otherwise; null before it converts. The assistant's
 * chunks, embeddings and summaries are made of this.
 */
export async function publicPageTexts(documentId: number): Promise<string[] | null> {
  const row = await db
    .from('documents')
    .join('document_texts', 'document_texts.hash', 'documents.hash')
    .where('documents.id', documentId)
    .select(GATE_COLUMNS)
    .first()
  return row ? gatePages(String(row.content ?? '').split('\f'), gateOf(row), 'public') : null
}

/** The public's text of each of these documents, pages joined by line breaks: what search indexes and quotes in snippets. */
export async function publicBodies(ids: number[]) {
  const bodies = new Map<number, string>()
  if (ids.length === 0) return bodies
  const rows = await db
    .from('documents')
    .join('document_texts', 'document_texts.hash', 'documents.hash')
    .whereIn('documents.id', ids)
    .select(GATE_COLUMNS)
  for (const row of rows) {
    const pages = gatePages(String(row.content ?? '').split('\f'), gateOf(row), 'public')
    if (pages.length) bodies.set(Number(row.id), pages.join('\n'))
  }
  return bodies
}
