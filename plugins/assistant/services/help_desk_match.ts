import { creditName } from '#core/settings/contracts'
import KnowledgeEntry from '../models/knowledge_entry.js'
import { subjectWords } from './question_terms.js'

/** A close paraphrase: this share of character pairs in common (Dice), fillers left out. */
const CLOSE = 0.6
/** One keyword is enough when it is this much of the question, fillers left out ("我想开票", "VIP 有什么用"). */
const MOSTLY = 0.6

function normalized(text: string) {
  return text.toLowerCase().replace(/\s+/g, '')
}

function keywordsOf(entry: Pick<KnowledgeEntry, 'keywords'>) {
  return entry.keywords
    .split(/[,，、;；\s]+/)
    .map((word) => normalized(word))
    .filter(Boolean)
}

/**
 * What a question is about, lower case, fillers left out (question_terms' list), so that
 * "文档怎么下载啊" is close to "如何下载文档？".
 */
function subject(text: string) {
  return subjectWords(text.toLowerCase()).join('')
}

function pairs(text: string) {
  const chars = [...subject(text)]
  const out = new Set<string>()
  for (let index = 0; index < chars.length - 1; index++) out.add(chars[index] + chars[index + 1])
  return out
}

/** Dice coefficient of the two questions' character pairs, fillers left out. */
export function closeness(a: string, b: string) {
  const left = pairs(a)
  const right = pairs(b)
  if (!left.size || !right.size) return 0
  let shared = 0
  for (const pair of left) if (right.has(pair)) shared += 1
  return (2 * shared) / (left.size + right.size)
}

/** The entry's keywords the message holds, each once: "怎么下载" and the "下载" inside it are one piece of evidence. */
function sharedKeywords(text: string, entry: Pick<KnowledgeEntry, 'keywords'>) {
  const found = [...new Set(keywordsOf(entry).filter((word) => text.includes(word)))]
  return found.filter((word) => !found.some((other) => other !== word && other.includes(word)))
}

/**
 * How strongly a message asks an entry's question, or 0 when the evidence is too thin: the same
 * question, a close paraphrase of it, two of its keywords, or one that is most of the message.
 * One shared word in a longer question never suffices: a question about wget that says 下载 is
 * not the site's download rules.
 */
export function helpDeskScore(message: string, entry: Pick<KnowledgeEntry, 'question' | 'keywords'>) {
  const text = normalized(message)
  if (!text) return 0
  if (normalized(entry.question) === text) return 100
  const close = closeness(message, entry.question)
  const shared = sharedKeywords(text, entry)
  const asked = [...subject(message)].length
  const mostly = shared.some((word) => [...subject(word)].length >= asked * MOSTLY)
  if (close < CLOSE && shared.length < 2 && !mostly) return 0
  return shared.length + (close >= CLOSE ? 10 * close : 0)
}

/** The enabled entry the message asks best, when the evidence is enough (see helpDeskScore). */
export async function matchKnowledge(message: string) {
  if (!normalized(message)) return null
  const entries = await KnowledgeEntry.query().where('enable', true).orderBy('sort', 'asc').orderBy('id', 'asc')
  const credit = entries.some((entry) => `${entry.question}${entry.keywords}`.includes('{credit}')) ? await creditName() : ''
  let best: { entry: KnowledgeEntry; score: number } | null = null
  for (const entry of entries) {
    const named = { question: entry.question.replaceAll('{credit}', credit), keywords: entry.keywords.replaceAll('{credit}', credit) }
    const score = helpDeskScore(message, named)
    if (score > 0 && (!best || score > best.score)) best = { entry, score }
  }
  return best?.entry ?? null
}
