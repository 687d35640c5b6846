import db from '@adonisjs/lucid/services/db'
import { searchIndex, searchKind, searchKinds } from '#core/search/contracts'
import type { ChatReference } from '../enums/chat.js'
import { fillSettings } from './settings_answers.js'
import { matchKnowledge } from './help_desk_match.js'
import { termCounts } from './chunk_index.js'
import { questionTerms, searchWords, stemOf } from './question_terms.js'
import { chunkReference, retrieveDocumentChunks, type RetrievedChunk } from './document_retrieval.js'

/** Kinds of the site's own search whose items retrieval chunks and weighs page by page. */
const CHUNKED_KINDS = ['document', 'article']
/** Hits of each kind an answer cites at most. */
const HITS_PER_KIND = 3
/** A hit of a plugin's citable kind must hold this share of what the question is about. */
const PLUGIN_EVIDENCE = 0.5
/** Pages keyword mode shows: the answering page is among the first five far more often than the first three. */
const KEYWORD_PAGES = 5

export const NO_ANSWER = '抱歉，暂时没有找到与您的问题相关的答案。您可以换个说法，或在站内搜索中查找。'
export const FOUND_CONTENT = '为您找到以下相关内容：'
/** 问这篇文档, when the document does not cover the question. */
export const DOCUMENT_NO_ANSWER = '这篇文档中没有找到与您的问题相关的内容。您可以换个说法，或向助手提问整个站点的内容。'

export interface KeywordReply {
  content: string
  references: ChatReference[]
  answered: boolean
}

/** Search highlights come as HTML with <em>; a reference carries plain text. */
function plain(html: string) {
  return html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
}

/**
 * Of these search hits, the ones retrieval cannot judge: their text is not chunked (yet). The
 * others were weighed page by page and found wanting; the site search, which matches any word,
 * must not bring them back.
 */
async function unchunked(kind: string, ids: number[]) {
  const column = kind === 'document' ? 'document_id' : kind === 'article' ? 'article_id' : null
  if (!column || ids.length === 0) return new Set(ids)
  const chunked = await db.from('assistant_chunks').whereIn(column, ids).distinct(column)
  const known = new Set(chunked.map((row) => Number(row[column])))
  return new Set(ids.filter((id) => !known.has(id)))
}

/** What a question is about, as stems: the terms a plugin's hit must hold. */
function subjectStems(message: string) {
  return [...questionTerms(message)].filter(([, term]) => term.subject).map(([word]) => stemOf(word))
}

/** Whether a plugin's hit holds enough of what the question is about (subjectStems) to be cited. */
function holdsQuestion(subject: string[], text: string) {
  if (subject.length === 0) return false
  const held = new Set([...termCounts(text).keys()].map(stemOf))
  return subject.filter((word) => held.has(word)).length >= subject.length * PLUGIN_EVIDENCE
}

/** Hits of the site's own search of one kind whose text retrieval could not weigh, as references. */
async function searchReferences(kind: string, message: string): Promise<ChatReference[]> {
  if (!searchKind(kind)) return []
  if (!CHUNKED_KINDS.includes(kind)) {
    const outcome = await searchIndex.search({ kind, wd: searchWords(message), size: HITS_PER_KIND })
    const subject = subjectStems(message)
    return outcome.hits
      .filter((hit) => holdsQuestion(subject, `${hit.title} ${plain(hit.snippetHtml)}`))
      .map((hit) => ({ title: hit.title, snippet: plain(hit.snippetHtml), url: hit.url }))
  }
  const outcome = await searchIndex.search({ kind, wd: message, size: HITS_PER_KIND })
  const open = await unchunked(
    kind,
    outcome.hits.map((hit) => Number(hit.id))
  )
  return outcome.hits
    .filter((hit) => open.has(Number(hit.id)))
    .map((hit) => ({
      title: hit.title,
      snippet: plain(hit.snippetHtml),
      url: hit.url,
      ...(kind === 'document' && { document_id: hit.id }),
    }))
}

export interface Sources {
  /** Pages of documents that answer the question, cited with their page. */
  chunks: RetrievedChunk[]
  references: ChatReference[]
}

/**
 * What an answer may cite: the pages of documents and articles that hold the answer; then hits of
 * the site search for documents and articles whose text is not chunked yet, and for the kinds
 * plugins declare citable when a hit holds most of the question. A session about one document
 * cites that document's pages alone.
 */
export async function siteSources(message: string, options: { documentId?: number; pages?: number } = {}): Promise<Sources> {
  const chunks = await retrieveDocumentChunks(message, { limit: options.pages ?? HITS_PER_KIND, documentId: options.documentId })
  const references = chunks.map(chunkReference)
  if (options.documentId) return { chunks, references }
  const cited = new Set(references.map((reference) => reference.url))
  const kinds = [
    ...CHUNKED_KINDS,
    ...searchKinds().flatMap((kind) => (kind.citable && !CHUNKED_KINDS.includes(kind.kind) ? [kind.kind] : [])),
  ]
  for (const kind of kinds) {
    if (kind === 'document' && chunks.some((chunk) => chunk.documentId)) continue
    references.push(...(await searchReferences(kind, message)).filter((reference) => !cited.has(reference.url)))
  }
  return { chunks, references }
}

/**
 * Keyword mode (no AI endpoint needed): the knowledge base answer staff wrote for the
 * question, with the site's documents and articles on the subject as references.
 */
export async function keywordReply(message: string, documentId?: number): Promise<KeywordReply> {
  const entry = await matchKnowledge(message)
  const { references } = await siteSources(message, { documentId, pages: KEYWORD_PAGES })
  if (entry) return { content: await fillSettings(entry.answer), references, answered: true }
  if (references.length) return { content: FOUND_CONTENT, references, answered: true }
  return { content: documentId ? DOCUMENT_NO_ANSWER : NO_ANSWER, references, answered: false }
}
