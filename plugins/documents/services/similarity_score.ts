/** A word a document is about, with its TF-IDF weight. */
export interface Telltale {
  word: string
  weight: number
}

export interface ScoredText {
  title: string
  /** Keywords, description and the readable text. */
  text: string
}

const folded = (text: string) => text.normalize('NFKC').toLowerCase()

/**
 * How much a text is about what a document is about: the weights of the document's telltale
 * words it holds, a word in its title counting twice. Unlike the search index's relevance,
 * one shared word in a title does not outweigh many shared in the text.
 */
export function similarityScore(words: Telltale[], candidate: ScoredText) {
  const title = folded(candidate.title)
  const text = folded(candidate.text)
  let score = 0
  for (const { word, weight } of words) {
    const needle = folded(word)
    if (title.includes(needle)) score += 2 * weight
    else if (text.includes(needle)) score += weight
  }
  return score
}
