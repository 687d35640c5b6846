import { cleanQuery, fold, snippet } from '#core/search/contracts'
import type Document from '../models/document.js'
import { openPageCount, type GatedDocument, type TextAudience } from '../services/document_text_gate.js'
import { gatedPageTexts } from './document_text_pages.js'

/** Pages listed for one phrase: enough to jump around a long document. */
const MAX_PAGES = 200

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}'
/** A space between a Chinese character and a letter or digit: extractors add it (星辰大海 7), visitors do not type it (星辰大海7). */
const OTHER_WORD_CHAR = `(?![${CJK}])[\\p{L}\\p{N}]`
const SPACE_AT_SCRIPT_CHANGE = new RegExp(`(?<=[${CJK}])\\s+(?=${OTHER_WORD_CHAR})|(?<=${OTHER_WORD_CHAR})\\s+(?=[${CJK}])`, 'gu')

function flat(text: string) {
  return text.replace(/\s+/g, ' ').trim().replace(SPACE_AT_SCRIPT_CHANGE, '')
}

/**
 * The pages of a document whose text contains a phrase (case- and accent-insensitive, a space
 * between Chinese and a letter or digit optional), with the passage around it, among the pages
 * the gate lets this audience read: visitors the preview pages, as for the text itself; the
 * uploader and staff every page. `readable` is what a visitor may read, whoever searched.
 */
export async function searchDocumentPages(document: GatedDocument & Pick<Document, 'hash'>, wd: unknown, audience: TextAudience) {
  const phrase = flat(cleanQuery(wd))
  const empty = { wd: phrase, total: 0, searched: 0, readable: 0, pages: [] as { page: number; snippet: string }[] }
  if (!phrase) return empty
  const pages = await gatedPageTexts(document, audience)
  if (!pages) return empty
  const searched = pages.length
  const readable = Math.min(searched, openPageCount(document, 'preview'))
  const needle = fold(phrase)
  const term = [{ tokens: [], prefix: false, text: needle }]
  const found: { page: number; snippet: string }[] = []
  let total = 0
  for (let index = 0; index < searched; index++) {
    const text = flat(pages[index])
    if (!fold(text).includes(needle)) continue
    total += 1
    if (found.length < MAX_PAGES) found.push({ page: index + 1, snippet: snippet(text, term, 120) })
  }
  return { wd: phrase, total, searched, readable, pages: found }
}
