import db from '@adonisjs/lucid/services/db'
import { Document, PUBLIC_STATUSES, openPageCount } from '#plugins/documents/contracts'
import { termCounts } from './chunk_index.js'
import { questionTerms, stemOf, type QuestionTerm } from './question_terms.js'
import { articleCitationsOf, pageUrl, type RetrievalOptions, type RetrievedChunk } from './document_retrieval.js'
import { fuseRankings, nearestChunks } from './vector_retrieval.js'
import { namedTitles } from './named_titles.js'

/** BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2
const B = 0.75
/**
 * A term in more than this share of the chunks (and more than COMMON_FLOOR of them) adds little
 * to the score and most of the rows read: it is skipped unless it is the rarest term asked.
 */
const COMMON_SHARE = 0.05
const COMMON_FLOOR = 500
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

/** How many chunks hold each of these terms (terms in none are left out). */
async function documentFrequencies(terms: string[], documentId?: number) {
  const rows = await scoped(db.from('assistant_chunk_terms'), documentId)
    .whereIn('term', terms)
    .groupBy('term')
    .select('term')
    .count('* as df')
  return new Map(rows.map((row) => [String(row.term), Number(row.df)]))
}

/** Chunk ids with their BM25 score, best first, at most `count`; `total` is the number of chunks searched. */
async function bm25Ranking(question: Map<string, QuestionTerm>, count: number, documentId?: number) {
  const asked = [...question.keys()]
  const stats = await scoped(db.from('assistant_chunks'), documentId).count('* as total').avg('length as average').first()
  const total = Number(stats?.total ?? 0)
  const average = Number(stats?.average ?? 0) || 1
  if (total === 0 || asked.length === 0) return { ranked: [], rarestFirst: [], weights: new Map<string, number>(), total }
  const df = await documentFrequencies(asked, documentId)
  // A term found nowhere weighs the most: a question about something the library lacks is covered badly.
  const weights = new Map(asked.map((term) => [term, idf(total, df.get(term) ?? 0) * question.get(term)!.weight]))
  const rarestFirst = [...df.keys()].sort((a, b) => df.get(a)! - df.get(b)!)
  const common = Math.max(COMMON_FLOOR, total * COMMON_SHARE)
  const read = rarestFirst.filter((term, index) => index === 0 || df.get(term)! <= common)
  if (read.length === 0) return { ranked: [], rarestFirst, weights, total }

  const postings = await scoped(db.from('assistant_chunk_terms'), documentId, 'assistant_chunk_terms.document_id')
    .join('assistant_chunks', 'assistant_chunks.id', 'assistant_chunk_terms.chunk_id')
    .whereIn('assistant_chunk_terms.term', read)
    .select('assistant_chunk_terms.chunk_id', 'assistant_chunk_terms.term', 'assistant_chunk_terms.tf', 'assistant_chunks.length')
  const scores = new Map<number, number>()
  for (const row of postings) {
    const tf = Number(row.tf)
    const norm = tf + K1 * (1 - B + (B * Number(row.length)) / average)
    const gain = weights.get(String(row.term))! * ((tf * (K1 + 1)) / norm)
    scores.set(Number(row.chunk_id), (scores.get(Number(row.chunk_id)) ?? 0) + gain)
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, count)
  return { ranked, rarestFirst, weights, total }
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
 * Characters of a message retrieval reads. The site search's 64 cut most questions asked in
 * English, and the word cut in two weighed as a term the library lacks.
 */
const QUESTION_LENGTH = 500

/** The message without control characters, at most QUESTION_LENGTH characters, never ending in part of a word. */
function questionText(message: string) {
  const chars = [...message.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim()]
  if (chars.length <= QUESTION_LENGTH) return chars.join('')
  return chars
    .slice(0, QUESTION_LENGTH)
    .join('')
    .replace(/[\p{Script=Latin}\p{N}]+$/u, '')
}

/** Candidates BM25 hands to the second stage, per chunk asked for. */
const RERANK_PER_HIT = 12
/**
 * A question term in the document's title raises a chunk's score by as much as the term's share
 * of the question: titles are what uploaders name documents by ("GPLv3", "tar 命令手册").
 */
const TITLE_WEIGHT = 1
/**
 * Not found, when retrieval is by words alone: a fifth of what the question is about (by idf)
 * appears nowhere in the library (or in the one document asked about), and none of the best
 * five chunks holds 39 % of it. Chosen on bench/assistant/assistant_eval.ts over whole questions:
 * 52.3 % of the questions with no readable answer get the not-found reply, for 5.6 points of page
 * recall@5 (79.6 → 74.0 %); 25 % and 35 % (chosen when questions were cut at 64 characters)
 * caught 40.9 % for 4 points; weighing terms by idf² instead of idf caught no more for as many;
 * 40 % caught as many and lost one more page of assistant_recall.ts (89.1 → 87.0 %, 91.3 % before).
 */
const UNKNOWN_SHARE = 0.2
const WEAK_COVERAGE = 0.39
const JUDGED = 5

function stems(terms: Iterable<string>) {
  return new Set([...terms].map(stemOf))
}

/** Share of the idf weight of what the question is about that these terms hold. */
function coverageOf(question: Map<string, QuestionTerm>, weights: Map<string, number>, present: (term: string) => boolean) {
  let total = 0
  let held = 0
  for (const [term, { subject }] of question) {
    if (!subject) continue
    const weight = weights.get(term) ?? 0
    total += weight
    if (present(term)) held += weight
  }
  return total ? held / total : 0
}

/**
 * The chunks of public documents and articles that best answer a question, best first, at
 * most one per page: BM25 over the chunks' terms (Latin words and CJK character pairs, as the
 * site search segments them), scored here so it ranks the same on SQLite and MySQL; with an
 * embedding model set, fused with the nearest chunks by meaning (reciprocal rank fusion). The
 * candidates are then ranked again with their document's title; when the best of them hold too
 * little of what the question is about, nothing is returned, unless the question names one of their
 * documents by its title (named_titles.ts).
 * Documents hidden since they were indexed (disabled, in the recycle bin) and pages past a
 * document's preview are never returned. `documentId` limits it to one document (问这篇文档).
 */
export async function retrieveChunks(question: string, options: RetrievalOptions = {}): Promise<RetrievedChunk[]> {
  const limit = options.limit ?? 5
  const cleaned = questionText(question)
  const asked = questionTerms(cleaned)
  const candidates = limit * RERANK_PER_HIT
  const [{ ranked: lexical, rarestFirst, weights, total }, semantic] = await Promise.all([
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
  const titleTerms = new Map([...owners].map(([key, owner]) => [key, stems(termCounts(owner.title).keys())]))
  const seen = new Set<string>()

  const scored: { chunk: (typeof chunks)[number]; key: string; owner: Citable; score: number; coverage: number }[] = []
  for (const [id, score] of ranked) {
    const chunk = byId.get(id)
    const key = chunk && (Number(chunk.article_id) ? `a${chunk.article_id}` : `d${chunk.document_id}`)
    const owner = key && owners.get(key)
    if (!chunk || !key || !owner || Number(chunk.page) > owner.lastPage) continue
    const inText = stems(termCounts(String(chunk.text)).keys())
    const inTitle = titleTerms.get(key)!
    for (const term of inText) seen.add(term)
    const coverage = coverageOf(asked, weights, (term) => inText.has(stemOf(term)) || inTitle.has(stemOf(term)))
    const titled = coverageOf(asked, weights, (term) => inTitle.has(stemOf(term)))
    scored.push({ chunk, key, owner, coverage, score: score * (1 + TITLE_WEIGHT * titled) })
  }
  scored.sort((a, b) => b.score - a.score)
  const unknown = coverageOf(asked, weights, (term) => !rarestFirst.includes(term) && !seen.has(stemOf(term)))
  const judged = scored.slice(0, JUDGED)
  const bestCoverage = Math.max(0, ...judged.map((candidate) => candidate.coverage))
  // Nearness by meaning is evidence words cannot see (a paraphrase): the rule judges words alone.
  if (!semantic.length && unknown >= UNKNOWN_SHARE && bestCoverage < WEAK_COVERAGE) {
    // Naming a document by its title is evidence too, in any words: in the one document asked about, it names nothing new.
    const rarity = async (terms: string[]) => {
      const df = await documentFrequencies(terms)
      return new Map(terms.map((term) => [term, idf(total, df.get(term) ?? 0)]))
    }
    const titles = new Map(judged.map((candidate) => [candidate.key, candidate.owner.title]))
    if (options.documentId || (await namedTitles(asked, titles, rarity)).size === 0) return []
  }

  const found: RetrievedChunk[] = []
  const pages = new Set<string>()
  for (const { chunk, key, owner, score } of scored) {
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
