import db from '@adonisjs/lucid/services/db'
import { searchIndex, weightedKeywords } from '#core/search/contracts'
import { pageCache } from '#core/page_cache/contracts'
import Document from '../models/document.js'
import { readableText } from '../queries/reader_document_text.js'
import { publicBodies } from '../queries/document_text_pages.js'
import { SIMILAR_TABLE, sameCategoryQuery } from '../queries/similar_lists.js'
import { DOCUMENT_KIND } from '../search/document_search_kind.js'
import { similarityScore, type Telltale } from '../services/similarity_score.js'

/** Words of the more-like-this query. */
const QUERY_WORDS = 30
/** Matches asked of the index and scored again here. */
const CANDIDATES = 40
/** Ids kept: the ten shown and spares for documents hidden later. */
export const KEPT_SIMILAR = 20
/** Of the score the document gives itself, what a neighbour must reach: a word or two of thirty shared is not similarity. */
const MIN_SHARE = 0.08
/** Characters of each text scored. */
const SCORED_CHARS = 20_000
/** Lists change in the background, one document at a time: cached reader pages take them up within this, together. */
const SHOWN_WITHIN_MS = 5 * 60_000

/**
 * What the document is most about: TF-IDF words (jieba's) of its title and keywords, counted
 * twice, its description and the text anyone may read (the public preview pages, through the
 * text gate).
 */
async function telltaleWords(document: Document) {
  const text = await readableText(document, 'public')
  const head = [document.title, document.keywords]
  return {
    words: weightedKeywords([...head, ...head, document.description, text].join('\n'), QUERY_WORDS),
    self: { title: document.title, text: [document.keywords, document.description, text].join('\n') },
  }
}

/** The index's matches, scored by the telltale words they hold; copies of the document's file left out. */
async function rankedCandidates(document: Document, words: Telltale[], ids: number[]) {
  if (ids.length === 0) return []
  const rows = await db
    .from('documents')
    .whereIn('id', ids)
    .whereNot('hash', document.hash)
    .select('id', 'title', 'keywords', 'description')
  const bodies = await publicBodies(rows.map((row) => Number(row.id)))
  const position = new Map(ids.map((id, index) => [id, index]))
  return rows
    .map((row) => {
      const id = Number(row.id)
      const text = [row.keywords, row.description, (bodies.get(id) ?? '').slice(0, SCORED_CHARS)].join('\n')
      return { id, score: similarityScore(words, { title: String(row.title), text }) }
    })
    .sort((a, b) => b.score - a.score || position.get(a.id)! - position.get(b.id)!)
}

/** The category's most viewed, one per file, other than those taken: what fills up a short list. */
async function sameCategory(document: Document, taken: number[], limit: number) {
  const rows = await sameCategoryQuery(document)
    .whereNotIn('id', taken)
    .limit(limit * 2)
    .select('id', 'hash')
    .pojo<{ id: number; hash: string }>()
  const files = new Set<string>()
  const ids: number[] = []
  for (const row of rows) {
    if (files.has(row.hash)) continue
    files.add(row.hash)
    ids.push(Number(row.id))
  }
  return ids.slice(0, limit)
}

/**
 * Computes and keeps a document's 相似文档: the search index's matches for its telltale words
 * (any of them), scored again by how many of them, how telling, each holds; without the
 * document itself, copies of its file, or matches too slight to call similar; filled up from
 * its categories. Visibility is applied when the list is read, so the list may hold documents
 * that are hidden by then.
 */
export async function computeSimilarDocuments(documentId: number) {
  const document = await Document.find(documentId)
  if (!document) return
  const { words, self } = await telltaleWords(document)
  const found = (
    await searchIndex.similar(
      DOCUMENT_KIND,
      words.map(({ word }) => word),
      CANDIDATES
    )
  ).filter((id) => id !== document.id)
  const least = MIN_SHARE * similarityScore(words, self)
  const ranked = await rankedCandidates(document, words, found)
  const similar = ranked
    .filter((candidate) => candidate.score >= least)
    .slice(0, KEPT_SIMILAR)
    .map((candidate) => candidate.id)
  const ids = [...similar, ...(await sameCategory(document, similar, KEPT_SIMILAR - similar.length))].slice(0, KEPT_SIMILAR)
  await pageCache.withoutInvalidation(() =>
    db
      .knexQuery()
      .table(SIMILAR_TABLE)
      .insert({ document_id: document.id, similar_ids: ids.join(','), computed_at: Date.now() })
      .onConflict('document_id')
      .merge(['similar_ids', 'computed_at'])
  )
  pageCache.invalidateWithin([SIMILAR_TABLE], SHOWN_WITHIN_MS)
  return ids
}

/** Changed documents (text, title, keywords) get their lists recomputed when next shown; the old ones show meanwhile. */
export async function expireSimilarLists(documentIds: number[]) {
  if (documentIds.length === 0) return
  await pageCache.withoutInvalidation(() => db.from(SIMILAR_TABLE).whereIn('document_id', documentIds).update({ computed_at: 0 }))
}
