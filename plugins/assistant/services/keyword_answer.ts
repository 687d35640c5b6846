import { searchIndex, searchKind } from '#core/search/contracts'
import KnowledgeEntry from '../models/knowledge_entry.js'
import type { ChatReference } from '../enums/chat.js'
import { fillSettings } from './settings_answers.js'
import { chunkReference, retrieveDocumentChunks, type RetrievedChunk } from './document_retrieval.js'

/** Kinds of the site's own search an answer cites, and how many hits of each. */
const CITED_KINDS = ['document', 'article']
const HITS_PER_KIND = 3

export const NO_ANSWER = '抱歉，暂时没有找到与您的问题相关的答案。您可以换个说法，或在站内搜索中查找。'
export const FOUND_CONTENT = '为您找到以下相关内容：'

export interface KeywordReply {
  content: string
  references: ChatReference[]
  answered: boolean
}

function normalized(text: string) {
  return text.toLowerCase().replace(/\s+/g, '')
}

export function keywordsOf(entry: Pick<KnowledgeEntry, 'keywords'>) {
  return entry.keywords
    .split(/[,，、;；\s]+/)
    .map((word) => normalized(word))
    .filter(Boolean)
}

/** The enabled entry whose question the message is, or that shares the most keywords with it. */
export async function matchKnowledge(message: string) {
  const text = normalized(message)
  if (!text) return null
  const entries = await KnowledgeEntry.query().where('enable', true).orderBy('sort', 'asc').orderBy('id', 'asc')
  let best: { entry: KnowledgeEntry; score: number } | null = null
  for (const entry of entries) {
    const exact = normalized(entry.question) === text ? 100 : 0
    const score = exact + keywordsOf(entry).filter((word) => text.includes(word)).length
    if (score > 0 && (!best || score > best.score)) best = { entry, score }
  }
  return best?.entry ?? null
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

/** Hits of the site's own search of one kind, as references. */
async function searchReferences(kind: string, message: string): Promise<ChatReference[]> {
  if (!searchKind(kind)) return []
  const outcome = await searchIndex.search({ kind, wd: message, size: HITS_PER_KIND })
  return outcome.hits.map((hit) => ({
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
 * What an answer may cite: the pages of documents that hold the answer, then articles of the
 * site search. Documents come from the site search only when no page matched (a document whose
 * text is not chunked yet). A session about one document cites that document's pages alone.
 */
export async function siteSources(message: string, options: { documentId?: number; pages?: number } = {}): Promise<Sources> {
  const chunks = await retrieveDocumentChunks(message, { limit: options.pages ?? HITS_PER_KIND, documentId: options.documentId })
  const references = chunks.map(chunkReference)
  if (options.documentId) return { chunks, references }
  const cited = new Set(references.map((reference) => reference.url))
  for (const kind of CITED_KINDS) {
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
  const { references } = await siteSources(message, { documentId })
  if (entry) return { content: await fillSettings(entry.answer), references, answered: true }
  if (references.length) return { content: FOUND_CONTENT, references, answered: true }
  return { content: NO_ANSWER, references, answered: false }
}
