import { extractKeywords, keywordsColumn } from '#core/search/contracts'

/** Text read for keywords: enough for TF-IDF to see what an article is about, bounded for long ones. */
const READ_CHARS = 20_000

/**
 * Keywords for an article whose author gave none: the telling words of its title and text.
 * The title is read twice: its words say what the article is about more than one passage does.
 */
export function defaultArticleKeywords(title: string, text: string) {
  return keywordsColumn(extractKeywords([title, title, text.slice(0, READ_CHARS)].join('\n')))
}
