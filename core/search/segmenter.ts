/**
 * One segmentation for the index and for queries. Intl.Segmenter (word granularity) finds
 * the words; Latin words are folded (lower case, no accents). A run of CJK characters is indexed
 * as overlapping character pairs, because the segmenter may cut "数据库" as one word while a
 * visitor types "数据": pairs make any two characters of a title or body findable, and a
 * longer query becomes a phrase of consecutive pairs, so it still means "this substring".
 * Pairs were measured against @node-rs/jieba words (issue 14, item 20): jieba finds 94% of the
 * titles holding a phrase that crosses its word boundaries (人民共和国 misses 中华人民共和国宪法),
 * tokenizes half as fast, and indexes no faster (`node bench/search/segmenter_compare.ts`;
 * `node bench/search/search_bench.ts --docs=20000`: README, Search).
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })

/** Longest query kept, in characters: longer input is cut, never refused. */
export const MAX_QUERY_LENGTH = 64
/** Separate words (or CJK runs) a query may hold; the rest are ignored. */
export const MAX_QUERY_TERMS = 8

export function fold(text: string) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu

type Piece = { word: string; cjk: boolean }

/** The segmenter's words of a stretch without CJK (Latin, Cyrillic, Thai...). */
function words(chunk: string, found: Piece[]) {
  if (!/[\p{L}\p{N}]/u.test(chunk)) return
  for (const segment of segmenter.segment(chunk)) {
    if (!segment.isWordLike) continue
    const word = segment.segment.replace(/[^\p{L}\p{N}]+/gu, '')
    if (word) found.push({ word: word.slice(0, 64), cjk: false })
  }
}

/**
 * Word-like pieces in order: each a word, or a whole run of CJK characters. CJK runs skip
 * the segmenter: they are paired whatever its word boundaries are, and its dictionary
 * lookup is most of the indexing time of a Chinese body.
 */
function pieces(text: string): Piece[] {
  const folded = fold(text)
  const found: Piece[] = []
  let at = 0
  for (const match of folded.matchAll(CJK_RUN)) {
    words(folded.slice(at, match.index), found)
    found.push({ word: match[0], cjk: true })
    at = match.index + match[0].length
  }
  words(folded.slice(at), found)
  return found
}

function pairs(run: string) {
  const chars = [...run]
  if (chars.length < 2) return chars
  const out: string[] = []
  for (let index = 0; index < chars.length - 1; index++) out.push(chars[index] + chars[index + 1])
  return out
}

/** The tokens of a text, in order: what the index stores. */
export function tokens(text: string): string[] {
  return pieces(text).flatMap((piece) => (piece.cjk ? pairs(piece.word) : [piece.word]))
}

/** The text as the index stores it: tokens separated by spaces. */
export function indexText(text: string) {
  return tokens(text).join(' ')
}

/**
 * A query term: a phrase of tokens that must appear in this order. A lone CJK character is
 * a prefix (it matches the pairs that start with it).
 */
export interface QueryTerm {
  tokens: string[]
  prefix: boolean
  /** The words as typed (folded), for highlighting. */
  text: string
}

/** Cleans a visitor's query: trimmed, capped, control characters dropped. */
export function cleanQuery(raw: unknown) {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) ? String(raw[0] ?? '') : ''
  return [...text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim()].slice(0, MAX_QUERY_LENGTH).join('').trim()
}

/** The terms of a query; punctuation-only input has none. Terms repeat at most once. */
export function queryTerms(query: string): QueryTerm[] {
  const seen = new Set<string>()
  const terms: QueryTerm[] = []
  for (const piece of pieces(cleanQuery(query))) {
    if (seen.has(piece.word)) continue
    seen.add(piece.word)
    const phrase = piece.cjk ? pairs(piece.word) : [piece.word]
    terms.push({ tokens: phrase, prefix: piece.cjk && phrase[0].length === 1, text: piece.word })
    if (terms.length === MAX_QUERY_TERMS) break
  }
  return terms
}
