import { stemmer } from 'stemmer'
import { fold } from '#core/search/contracts'
import { STOP_WORDS } from '#core/search/stop_words'
import { termCounts } from './chunk_index.js'

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu
/** How people ask rather than what they ask about: left out of a question's terms, its site search and its help-desk match. */
const FILLERS = new Set(
  `怎么办 怎么样 怎么 怎样 咋 咋办 如何 为什么 为啥 什么 啥 哪些 哪个 哪里 请问 我想 我要 想要 想 能不能 可不可以 有没有 是不是 可以 能否
  一下 几 几个 几天 几年 几次 多少 多久 多大 吗 呢 啊 吧 呀 嘛 了 的 得 地 着 过 老是 总是 一直 还 就 才 再 又 把 被 让 给 用 在 里 里面 上面 下面 这个 那个 它 他 她 我 你 时候`.split(
    /\s+/
  )
)
/**
 * A character pair across two words of the question (解|压到 → 解压) counts this much: the
 * segmenter may have cut a term, or it is noise (京到 of 北京到上海). 0.3 ranked best of 0, 0.3 and 1.
 */
const ACROSS_WORDS = 0.3

export interface QuestionTerm {
  /** How much the term counts in the score, against a word of the question (1). */
  weight: number
  /** Whether the question is about it: a word, not a pair across words; coverage counts these. */
  subject: boolean
}

function addTerm(terms: Map<string, QuestionTerm>, term: string, weight: number, subject: boolean) {
  const known = terms.get(term)
  if (!known || known.weight < weight) terms.set(term, { weight, subject: subject || Boolean(known?.subject) })
}

/**
 * A question's terms as the chunks are indexed (Latin words, CJK character pairs), weighted by
 * what the question is about. A run of Chinese is cut into words first: the pairs inside a
 * word are its subject; pairs across two words are kept, lighter, in case the segmenter cut
 * a term (解|压到); question words and particles (怎么, 吗, 的) are dropped before pairing.
 */
export function questionTerms(question: string): Map<string, QuestionTerm> {
  const terms = new Map<string, QuestionTerm>()
  const folded = fold(question)
  let at = 0
  const latin = (text: string) => {
    for (const term of termCounts(text).keys()) addTerm(terms, term.slice(0, 64), 1, true)
  }
  for (const match of folded.matchAll(CJK_RUN)) {
    latin(folded.slice(at, match.index))
    at = match.index + match[0].length
    let previous = ''
    for (const { segment: word } of segmenter.segment(match[0])) {
      if (FILLERS.has(word)) {
        previous = ''
        continue
      }
      const chars = [...word]
      if (previous) {
        const pair = previous + chars[0]
        if (!STOP_WORDS.has(pair)) addTerm(terms, pair, ACROSS_WORDS, false)
      }
      for (let char = 0; char < chars.length - 1; char++) {
        const pair = chars[char] + chars[char + 1]
        if (!STOP_WORDS.has(pair)) addTerm(terms, pair, 1, !STOP_WORDS.has(word))
      }
      previous = chars.at(-1)!
    }
  }
  latin(folded.slice(at))
  return terms
}

const ENGLISH_WORD = /^[a-z]{4,}$/

/**
 * Whether a text holds a question's term is judged on stems: "clean" is in a page that says
 * "Cleaning". (The index keeps whole words: stemming it ranked worse on the evaluation set.)
 */
export function stemOf(term: string) {
  return ENGLISH_WORD.test(term) ? stemmer(term) : term
}

/**
 * The words of a text that say what it asks about: cut into words (so a filler inside a word
 * stays: 在线 keeps its 在), without question words, particles, spaces and punctuation.
 */
export function subjectWords(text: string) {
  const words: string[] = []
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (isWordLike && !FILLERS.has(segment)) words.push(segment)
  }
  return words
}

/**
 * A question as a query of the site search, which takes each CJK run as one phrase: its words
 * apart (小蓝的问候是什么 → 小 蓝 问候), question words and particles left out.
 */
export function searchWords(question: string) {
  return subjectWords(fold(question))
    .filter((word) => !STOP_WORDS.has(word))
    .join(' ')
}
