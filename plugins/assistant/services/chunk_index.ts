import db from '@adonisjs/lucid/services/db'
import { tokens } from '#core/search/segmenter'
import { STOP_WORDS } from '#core/search/stop_words'
import { documentPageTexts } from '#plugins/documents/contracts'
import { chunkPage } from './chunk_text.js'

/** Rows per multi-row insert of terms: knex writes one compound SELECT on SQLite, which allows 500 terms at most. */
const TERM_BATCH = 200

/** A text's searchable terms (words, CJK character pairs) with their counts; function words are left out. */
export function termCounts(text: string) {
  const counts = new Map<string, number>()
  for (const token of tokens(text)) {
    if (STOP_WORDS.has(token)) continue
    counts.set(token, (counts.get(token) ?? 0) + 1)
  }
  return counts
}

/** Every page of a document's text as chunks, in reading order. */
export function documentChunks(pages: string[]) {
  return pages.flatMap((text, index) => chunkPage(text).map((chunk, seq) => ({ page: index + 1, seq, text: chunk })))
}

export async function removeDocumentChunks(documentIds: number[]) {
  if (documentIds.length === 0) return
  await db.transaction(async (trx) => {
    await trx.from('assistant_chunk_terms').whereIn('document_id', documentIds).delete()
    await trx.from('assistant_chunks').whereIn('document_id', documentIds).delete()
  })
}

/**
 * (Re)builds one document's chunks from its extracted text, replacing the old ones in one
 * transaction: retrieval sees the old chunks or the new, never a mix. A document with no text
 * yet has none. Returns how many chunks it now has.
 */
export async function indexDocumentChunks(documentId: number) {
  const pages = await documentPageTexts(documentId)
  const chunks = pages ? documentChunks(pages) : []
  await db.transaction(async (trx) => {
    await trx.from('assistant_chunk_terms').where('document_id', documentId).delete()
    await trx.from('assistant_chunks').where('document_id', documentId).delete()
    const terms: { term: string; chunk_id: number; document_id: number; tf: number }[] = []
    for (const chunk of chunks) {
      const counts = termCounts(chunk.text)
      const length = [...counts.values()].reduce((sum, count) => sum + count, 0)
      const [inserted] = await trx.table('assistant_chunks').insert({ document_id: documentId, ...chunk, length })
      const chunkId = Number(typeof inserted === 'object' ? inserted.id : inserted)
      for (const [term, tf] of counts) terms.push({ term, chunk_id: chunkId, document_id: documentId, tf })
      while (terms.length >= TERM_BATCH) await trx.table('assistant_chunk_terms').multiInsert(terms.splice(0, TERM_BATCH))
    }
    if (terms.length) await trx.table('assistant_chunk_terms').multiInsert(terms)
  })
  return chunks.length
}

export async function hasChunks(documentId: number) {
  return Boolean(await db.from('assistant_chunks').where('document_id', documentId).select('id').first())
}
