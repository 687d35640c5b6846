import { indexText } from '../segmenter.js'
import type { SearchItem } from '../types.js'

/** Bodies longer than this are indexed up to it: bounded index size per item. */
export const MAX_BODY_CHARS = 300_000

/** The segmented text of each weighted field, shared by every driver. */
export function tokenFields(item: SearchItem) {
  return {
    title: indexText(item.title),
    keywords: indexText(item.keywords),
    description: indexText(item.description),
    body: indexText(item.body.slice(0, MAX_BODY_CHARS)),
    extra: indexText([...item.categories.map((category) => category.title), ...(item.indexWords ?? []), item.language].join(' ')),
  }
}
