/** The fields of documentJson (api-shapes §4) the site's list components read. */
export interface ListedDocument {
  id: number
  title: string
  keywords: string
  description: string
  user_id: number
  username?: string
  user?: { id: number; username: string; avatar?: string } | null
  cover: string
  pages: number
  price: number
  ext: string
  view_count: number
  download_count: number
  favorite_count: number
  score: number
  /** How many members rated it: the score means nothing (a stored default) while this is 0. */
  score_count: number
  created_at: string | null
}

/** The date part as the server wrote it, so SSR and the browser agree. */
export function dateOf(value: string | null) {
  return value ? value.slice(0, 10) : ''
}

/** 12345 → 1.2万, as Chinese sites count. */
export function shortCount(value: number) {
  return value >= 10_000 ? `${(value / 10_000).toFixed(1).replace(/\.0$/, '')}万` : String(value ?? 0)
}
