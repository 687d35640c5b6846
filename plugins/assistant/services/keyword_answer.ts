import { searchIndex, searchKind } from '#core/search/contracts'
import KnowledgeEntry from '../models/knowledge_entry.js'
import type { ChatReference } from '../enums/chat.js'
import { fillSettings } from './settings_answers.js'

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

/** Documents and articles of the site's own search that match the message. */
export async function siteReferences(message: string): Promise<ChatReference[]> {
  const references: ChatReference[] = []
  for (const kind of CITED_KINDS) {
    if (!searchKind(kind)) continue
    const outcome = await searchIndex.search({ kind, wd: message, size: HITS_PER_KIND })
    for (const hit of outcome.hits) {
      references.push({
        title: hit.title,
        snippet: plain(hit.snippetHtml),
        url: hit.url,
        ...(kind === 'document' && { document_id: hit.id }),
      })
    }
  }
  return references
}

/**
 * Keyword mode (no AI endpoint needed): the knowledge base answer staff wrote for the
 * question, with the site's documents and articles on the subject as references.
 */
export async function keywordReply(message: string): Promise<KeywordReply> {
  const entry = await matchKnowledge(message)
  const references = await siteReferences(message)
  if (entry) return { content: await fillSettings(entry.answer), references, answered: true }
  if (references.length) return { content: FOUND_CONTENT, references, answered: true }
  return { content: NO_ANSWER, references, answered: false }
}
