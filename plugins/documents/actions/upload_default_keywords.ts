const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })

/**
 * Keywords for a document whose uploader gave none: the words of its title (Chinese is
 * segmented), one-character words and repeats left out, within the column's 255 characters.
 */
export function defaultKeywords(title: string) {
  const words: string[] = []
  for (const { segment, isWordLike } of segmenter.segment(title)) {
    const word = segment.trim()
    if (!isWordLike || [...word].length < 2 || /^\d+$/.test(word) || words.includes(word)) continue
    if ([...words, word].join(',').length > 255) break
    words.push(word)
  }
  return words.join(',')
}
