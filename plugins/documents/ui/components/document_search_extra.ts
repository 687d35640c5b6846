/** What a document's search result card shows besides the generic fields: stored with the index entry
 * by queries/search_source.ts (documentSearchItems), which must keep these names. */
export interface DocumentSearchExtra {
  ext: string
  uploader: string
  cover: string
  pages: number
  score: number
  price: number
  size: number
  view_count: number
  download_count: number
}
