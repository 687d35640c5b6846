import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { tokens } from '#core/search/segmenter'
import { STOP_WORDS } from '#core/search/stop_words'
import { publicPageTexts } from '#plugins/documents/contracts'
import { chunkPage } from './chunk_text.js'

/** Rows per insert of terms: 4 bindings a row, far below SQLite's (32,766) and MySQL's (65,535) limits. */
const TERM_BATCH = 1000

type TermRow = { term: string; chunk_id: number; document_id: number; tf: number }

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

/** Whose chunks: a document's (pages from 1) or an article's (page 0). */
export type ChunkOwner = { document_id: number; article_id: number }
type Trx = TransactionClientContract

/**
 * One plain multi-row INSERT … VALUES, which both databases take. knex's multiInsert writes a
 * compound SELECT (UNION ALL) on SQLite instead, slow to compile and capped at 500 rows: the
 * terms of a 56-page document (35,000 rows) took twice the CPU through it.
 */
function insertTerms(trx: Trx, rows: TermRow[]) {
  const values = rows.map(() => '(?, ?, ?, ?)').join(', ')
  const bindings = rows.flatMap((row) => [row.term, row.chunk_id, row.document_id, row.tf])
  return trx.rawQuery(`INSERT INTO assistant_chunk_terms (term, chunk_id, document_id, tf) VALUES ${values}`, bindings)
}

function ownedBy(trx: Trx, table: string, column: keyof ChunkOwner, ids: number[]) {
  return trx.from(table).whereIn('chunk_id', trx.from('assistant_chunks').whereIn(column, ids).select('id'))
}

async function deleteChunks(trx: Trx, column: keyof ChunkOwner, ids: number[]) {
  await ownedBy(trx, 'assistant_chunk_vectors', column, ids).delete()
  await ownedBy(trx, 'assistant_chunk_terms', column, ids).delete()
  await trx.from('assistant_chunks').whereIn(column, ids).delete()
}

async function removeChunks(column: keyof ChunkOwner, ids: number[]) {
  if (ids.length === 0) return
  await db.transaction((trx) => deleteChunks(trx, column, ids))
}

export const removeDocumentChunks = (documentIds: number[]) => removeChunks('document_id', documentIds)
export const removeArticleChunks = (articleIds: number[]) => removeChunks('article_id', articleIds)

/**
 * Replaces an owner's chunks in one transaction: retrieval sees the old chunks or the new,
 * never a mix. Their vectors are made afterwards (embedChunks), never in the way of BM25.
 */
async function replaceChunks(owner: ChunkOwner, chunks: { page: number; seq: number; text: string }[]) {
  const [column, id] = owner.article_id ? (['article_id', owner.article_id] as const) : (['document_id', owner.document_id] as const)
  await db.transaction(async (trx) => {
    await deleteChunks(trx, column, [id])
    const terms: TermRow[] = []
    for (const chunk of chunks) {
      const counts = termCounts(chunk.text)
      const length = [...counts.values()].reduce((sum, count) => sum + count, 0)
      const [inserted] = await trx.table('assistant_chunks').insert({ ...owner, ...chunk, length })
      const chunkId = Number(typeof inserted === 'object' ? inserted.id : inserted)
      for (const [term, tf] of counts) terms.push({ term, chunk_id: chunkId, document_id: owner.document_id, tf })
      while (terms.length >= TERM_BATCH) await insertTerms(trx, terms.splice(0, TERM_BATCH))
    }
    if (terms.length) await insertTerms(trx, terms)
  })
  return chunks.length
}

/**
 * (Re)builds one document's chunks from the text the public may have of it (its preview pages
 * while it is published): nothing past the preview is chunked, embedded or cited. A document
 * with no such text has none. Returns how many it has.
 */
export async function indexDocumentChunks(documentId: number) {
  const pages = await publicPageTexts(documentId)
  return replaceChunks({ document_id: documentId, article_id: 0 }, pages ? documentChunks(pages) : [])
}

/** (Re)builds one article's chunks from its plain body (an article has no pages: page 0). */
export async function indexArticleChunks(articleId: number, body: string) {
  return replaceChunks(
    { document_id: 0, article_id: articleId },
    chunkPage(body).map((text, seq) => ({ page: 0, seq, text }))
  )
}

export async function hasChunks(documentId: number) {
  return Boolean(await db.from('assistant_chunks').where('document_id', documentId).select('id').first())
}
