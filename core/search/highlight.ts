import { fold, type QueryTerm } from './segmenter.js'

const WORD_CHAR = /[\p{L}\p{N}]/u
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** fold() of one character, without normalising the ASCII and common CJK that most bodies are made of. */
function foldChar(char: string) {
  const code = char.charCodeAt(0)
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char
  if (code >= 0x4e00 && code <= 0x9fff) return char
  return fold(char)
}

/** The folded text with, for each of its characters, the index of the original character. */
function foldedWithMap(text: string) {
  let folded = ''
  const map: number[] = []
  let index = 0
  for (const char of text) {
    const piece = foldChar(char)
    folded += piece
    for (let k = 0; k < piece.length; k++) map.push(index)
    index += char.length
  }
  map.push(index)
  return { folded, map }
}

/** Ranges [start, end) of the original text where a term occurs. */
function matches(text: string, terms: QueryTerm[]) {
  const { folded, map } = foldedWithMap(text)
  const ranges: [number, number][] = []
  for (const term of terms) {
    const needle = term.text
    if (!needle) continue
    const latin = !CJK.test(needle)
    let from = 0
    for (;;) {
      const at = folded.indexOf(needle, from)
      if (at < 0) break
      from = at + needle.length
      if (latin && (WORD_CHAR.test(folded[at - 1] ?? '') || WORD_CHAR.test(folded[from] ?? ''))) continue
      ranges.push([map[at], map[from]])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** HTML-escaped text with every occurrence of a term wrapped in <em>. */
export function highlight(text: string, terms: QueryTerm[]) {
  const ranges = matches(text, terms)
  let html = ''
  let at = 0
  for (const [start, end] of ranges) {
    html += escapeHtml(text.slice(at, start)) + '<em>' + escapeHtml(text.slice(start, end)) + '</em>'
    at = end
  }
  return html + escapeHtml(text.slice(at))
}

/**
 * The first occurrence of any term, folding the text a chunk at a time: a common word is
 * found in the first chunk, instead of folding and matching the whole scanned body.
 * Chunks overlap by the longest term on both sides, so a match across a boundary is found and
 * an English word cut by the boundary is not taken for a whole word.
 */
function firstMatch(text: string, terms: QueryTerm[]) {
  const overlap = Math.max(0, ...terms.map((term) => term.text.length)) + 1
  for (let start = 0; start < text.length; start += SNIPPET_CHUNK) {
    const from = Math.max(0, start - overlap)
    const found = matches(text.slice(from, start + SNIPPET_CHUNK + overlap), terms)[0]
    if (found) return [found[0] + from, found[1] + from] as const
  }
  return undefined
}

const SNIPPET_CHUNK = 4000

/** Characters of body searched for the first match (bodies can be megabytes). */
const SCAN_CHARS = 200_000

/**
 * A window of the body around the first match, highlighted; the body's start when no term
 * occurs in it (the match was in the title or keywords).
 */
export function snippet(body: string, terms: QueryTerm[], length = 160) {
  const text = body.slice(0, SCAN_CHARS).replace(/\s+/g, ' ').trim()
  if (!text) return ''
  const first = firstMatch(text, terms)
  const start = first ? Math.max(0, first[0] - Math.floor(length / 4)) : 0
  const window = [...text.slice(start, start + length * 2)].slice(0, length).join('')
  const prefix = start > 0 ? '…' : ''
  const suffix = start + window.length < text.length ? '…' : ''
  return escapeHtml(prefix) + highlight(window, terms) + escapeHtml(suffix)
}
