/** What an article's search result card shows besides the generic fields: stored with the index entry
 * by queries/search_source.ts (articleSearchItems), which must keep these names. */
export interface ArticleSearchExtra {
  author: string
  view_count: number
  comment_count: number
  favorite_count: number
}
