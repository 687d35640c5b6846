import { termCounts } from './chunk_index.js'
import { stemOf, type QuestionTerm } from './question_terms.js'

/**
 * A question names a document when it holds this share of the document's title, each title term
 * weighed by how rare it is in the library (Debian, License or 手册 alone name no document)...
 */
const NAMED_SHARE = 0.5
/**
 * ...and at least this many of the title's terms: fstab alone is what a question is about, not a
 * title. With one, a question with no answer in the library (an SMB share in /etc/fstab) got
 * fstab(5) on the evaluation set, two at a share of 0.3; with two, 0.3 and 0.5 find the same.
 */
const NAMED_TERMS = 2

/**
 * Of these documents and articles (key → title), the ones the question names by their title
 * ("春江花月夜里写月亮的句子有哪些" names 春江花月夜 though the poem never says 月亮).
 * `rarity` gives the idf of title terms in the library.
 */
export async function namedTitles(
  question: Map<string, QuestionTerm>,
  titles: Map<string, string>,
  rarity: (terms: string[]) => Promise<Map<string, number>>
) {
  const asked = new Set([...question.keys()].map(stemOf))
  const candidates = [...titles].flatMap(([key, title]) => {
    const terms = [...termCounts(title).keys()]
    return terms.filter((term) => asked.has(stemOf(term))).length >= NAMED_TERMS ? [{ key, terms }] : []
  })
  if (candidates.length === 0) return new Set<string>()
  const idf = await rarity([...new Set(candidates.flatMap(({ terms }) => terms))])
  const weight = (terms: string[]) => terms.reduce((sum, term) => sum + (idf.get(term) ?? 0), 0)
  return new Set(
    candidates
      .filter(({ terms }) => weight(terms.filter((term) => asked.has(stemOf(term)))) >= NAMED_SHARE * weight(terms))
      .map(({ key }) => key)
  )
}
