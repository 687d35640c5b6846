import { createRequire } from 'node:module'
import type { Jieba, TfIdf } from '@node-rs/jieba'
import { STOP_WORDS } from './stop_words.js'

const require = createRequire(import.meta.url)

let extractor: { jieba: Jieba; tfidf: TfIdf } | null = null

/** The dictionaries take seconds and tens of megabytes to load: only when a keyword is first wanted, once per process. */
function loaded() {
  if (!extractor) {
    const { Jieba, TfIdf } = require('@node-rs/jieba') as typeof import('@node-rs/jieba')
    const { dict, idf } = require('@node-rs/jieba/dict') as { dict: Uint8Array; idf: Uint8Array }
    extractor = { jieba: Jieba.withDict(dict), tfidf: TfIdf.withDict(idf) }
  }
  return extractor
}

/** A keyword is a word: two characters or more, not only digits or symbols, not a stop word. */
function isKeyword(word: string) {
  return [...word].length >= 2 && /\p{L}/u.test(word) && !STOP_WORDS.has(word.toLowerCase())
}

/**
 * The `limit` most telling words of a text by TF-IDF over jieba's segmentation (Chinese
 * dictionary words, English words), most telling first, without stop words or repeats, with
 * their TF-IDF weights.
 */
export function weightedKeywords(text: string, limit = 8): { word: string; weight: number }[] {
  const cleaned = text.normalize('NFKC').replace(/\s+/g, ' ').trim()
  if (!cleaned || limit < 1) return []
  const { jieba, tfidf } = loaded()
  // Stop words take places in the ranking; asking for more leaves `limit` real ones.
  const ranked = tfidf.extractKeywords(jieba, cleaned, limit * 3 + 10)
  const found: { word: string; weight: number }[] = []
  const seen = new Set<string>()
  for (const { keyword, weight } of ranked) {
    const word = keyword.trim()
    if (!isKeyword(word) || seen.has(word.toLowerCase())) continue
    seen.add(word.toLowerCase())
    found.push({ word, weight })
    if (found.length === limit) break
  }
  return found
}

/** The `limit` most telling words of a text (weightedKeywords without the weights). */
export function extractKeywords(text: string, limit = 8): string[] {
  return weightedKeywords(text, limit).map(({ word }) => word)
}

/** Keywords as the documents and articles columns store them: comma-separated, within `maxLength` characters. */
export function keywordsColumn(words: string[], maxLength = 255) {
  const kept: string[] = []
  for (const word of words) {
    if ([...kept, word].join(',').length > maxLength) break
    kept.push(word)
  }
  return kept.join(',')
}
