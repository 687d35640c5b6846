import { extractKeywords, keywordsColumn } from '#core/search/contracts'

/**
 * Keywords for a document whose uploader gave none: the telling words of its title and
 * description (TF-IDF over a Chinese dictionary, stop words left out), within the column's
 * 255 characters.
 */
export function defaultKeywords(title: string, description = '') {
  return keywordsColumn(extractKeywords([title, description].join('\n')))
}
