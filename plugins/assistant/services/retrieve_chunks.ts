import db from '@adonisjs/lucid/services/db'
import { cleanQuery } from '#core/search/contracts'
import { Document, PUBLIC_STATUSES, openPageCount } from '#plugins/documents/contracts'
import { termCounts } from './chunk_index.js'
import { articleCitationsOf, pageUrl, type RetrievalOptions, type RetrievedChunk } from './document_retrieval.js'
import { fuseRankings, nearestChunks } from './vector_retrieval.js'

/** BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2
const B = 0.75
/**
 * A term in more than this share of the chunks (and more than COMMON_FLOOR of them) adds little
 * to the score and most of the rows read: it is skipped unless it is the rarest term asked.
 */
const COMMON_SHARE = 0.05
const COMMON_FLOOR = 500
/** Scored candidates checked for visibility, per chunk asked for. */
const CANDIDATES_PER_HIT = 6
const SNIPPET_LENGTH = 160
const SNIPPET_LEAD = 40

function idf(total: number, df: number) {
  return Math.log(1 + (total - df + 0.5) / (df + 0.5))
}

/** The chunk's text around the first occurrence of the rarest query term it holds: a substring of the page's text. */
function snippetOf(text: string, terms: string[]) {
  const lower = text.toLowerCase()
  const at = terms.map((term) => lower.indexOf(term)).find((index) => index >= 0) ?? 0
  const start = Math.max(0, Math.min(at - SNIPPET_LEAD, text.length - SNIPPET_LENGTH))
  return text.slice(start, start + SNIPPET_LENGTH)
}

function scoped<Query extends { where: (column: string, value: number) => Query }>(
  query: Query,
  documentId?: number,
  column = 'document_id'
) {
  return documentId ? query.where(column, documentId) : query
}

/** Chunk ids with their BM25 score, best first, at most `count`. */
async function bm25Ranking(asked: string[], count: number, documentId?: number) {
  const stats = await scoped(db.from('assistant_chunks'), documentId).count('* as total').avg('length as average').first()
  const total = Number(stats?.total ?? 0)
  const average = Number(stats?.average ?? 0) || 1
  if (total === 0 || asked.length === 0) return { ranked: [], rarestFirst: [] }
  const dfRows = await scoped(db.from('assistant_chunk_terms'), documentId)
    .whereIn('term', asked)
    .groupBy('term')
    .select('term')
    .count('* as df')
  const df = new Map(dfRows.map((row) => [String(row.term), Number(row.df)]))
  const rarestFirst = [...df.keys()].sort((a, b) => df.get(a)! - df.get(b)!)
  const common = Math.max(COMMON_FLOOR, total * COMMON_SHARE)
  const read = rarestFirst.filter((term, index) => index === 0 || df.get(term)! <= common)
  if (read.length === 0) return { ranked: [], rarestFirst }

  const postings = await scoped(db.from('assistant_chunk_terms'), documentId, 'assistant_chunk_terms.document_id')
    .join('assistant_chunks', 'assistant_chunks.id', 'assistant_chunk_terms.chunk_id')
    .whereIn('assistant_chunk_terms.term', read)
    .select('assistant_chunk_terms.chunk_id', 'assistant_chunk_terms.term', 'assistant_chunk_terms.tf', 'assistant_chunks.length')
  const scores = new Map<number, number>()
  for (const row of postings) {
    const tf = Number(row.tf)
    const norm = tf + K1 * (1 - B + (B * Number(row.length)) / average)
    const gain = idf(total, df.get(String(row.term))!) * ((tf * (K1 + 1)) / norm)
    scores.set(Number(row.chunk_id), (scores.get(Number(row.chunk_id)) ?? 0) + gain)
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, count)
  return { ranked, rarestFirst }
}

interface Citable {
  title: string
  url: (page: number) => string
  /** Pages past this one are not citable (past a document's preview). */
  lastPage: number
}

/** The documents and articles of these chunks that the public may read now. */
async function citableOwners(chunks: { document_id: unknown; article_id: unknown }[]) {
  const documentIds = [...new Set(chunks.map((chunk) => Number(chunk.document_id)).filter(Boolean))]
  const articleIds = [...new Set(chunks.map((chunk) => Number(chunk.article_id)).filter(Boolean))]
  const owners = new Map<string, Citable>()
  const documents = documentIds.length
    ? await Document.query()
        .whereIn('id', documentIds)
        .whereIn('status', PUBLIC_STATUSES)
        .whereNull('deletedAt')
        .select('id', 'title', 'status', 'deleted_at', 'preview')
    : []
  for (const document of documents) {
    // Chunks are made of the public pages only; this holds for chunks made before the preview shrank.
    const lastPage = openPageCount(document, 'public')
    owners.set(`d${document.id}`, { title: document.title, url: (page) => pageUrl(document.id, page), lastPage })
  }
  for (const [id, article] of await articleCitationsOf(articleIds)) {
    owners.set(`a${id}`, { ...article, url: () => article.url, lastPage: 0 })
  }
  return owners
}

/**
 * The chunks of public documents and articles that best answer a question, best first, at
 * most one per page: BM25 over the chunks' terms (Latin words and CJK character pairs, as the
 * site search segments them), scored here so it ranks the same on SQLite and MySQL; with an
 * embedding model set, fused with the nearest chunks by meaning (reciprocal rank fusion).
 * Documents hidden since they were indexed (disabled, in the recycle bin) and pages past a
 * document's preview are never returned. `documentId` limits it to one document (问这篇文档).
 */
export async function retrieveChunks(question: string, options: RetrievalOptions = {}): Promise<RetrievedChunk[]> {
  const limit = options.limit ?? 5
  const cleaned = cleanQuery(question)
  const asked = [...termCounts(cleaned).keys()].map((term) => term.slice(0, 64))
  const candidates = limit * CANDIDATES_PER_HIT
  const [{ ranked: lexical, rarestFirst }, semantic] = await Promise.all([
    bm25Ranking(asked, candidates, options.documentId),
    nearestChunks(cleaned, candidates, options.documentId),
  ])
  const ranked = semantic.length ? fuseRankings([lexical, semantic], candidates) : lexical
  if (ranked.length === 0) return []

  const chunks = await db
    .from('assistant_chunks')
    .whereIn(
      'id',
      ranked.map(([id]) => id)
    )
    .select('id', 'document_id', 'article_id', 'page', 'text')
  const byId = new Map(chunks.map((chunk) => [Number(chunk.id), chunk]))
  const owners = await citableOwners(chunks)

  const found: RetrievedChunk[] = []
  const pages = new Set<string>()
  for (const [id, score] of ranked) {
    const chunk = byId.get(id)
    const key = chunk && (Number(chunk.article_id) ? `a${chunk.article_id}` : `d${chunk.document_id}`)
    const owner = key && owners.get(key)
    if (!chunk || !owner || Number(chunk.page) > owner.lastPage) continue
    if (pages.has(`${key}:${chunk.page}`)) continue
    pages.add(`${key}:${chunk.page}`)
    const text = String(chunk.text)
    found.push({
      documentId: Number(chunk.document_id),
      articleId: Number(chunk.article_id),
      title: owner.title,
      page: Number(chunk.page),
      url: owner.url(Number(chunk.page)),
      text,
      snippet: snippetOf(text, rarestFirst),
      score,
    })
    if (found.length === limit) break
  }
  return found
}
