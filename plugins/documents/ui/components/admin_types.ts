export interface Option<T = number> {
  value: T
  label: string
}

export interface CategoryOption extends Option {
  children?: CategoryOption[]
}

export interface AdminDocumentRow {
  id: number
  title: string
  keywords: string
  description: string
  user_id: number
  username: string
  cover: string
  pages: number
  price: number
  size: number
  ext: string
  language: string
  status: number
  convert_error: string
  /** 复制保护: 0 follows the site, 1 on, 2 off. */
  copy_protection: number
  view_count: number
  download_count: number
  category_id: number[]
  category: { id: number; title: string; parent_id: number }[]
  is_recommend: boolean
  recommend_at: string | null
  created_at: string | null
  updated_at: string | null
  deleted_at: string | null
  deleted_user_id: number
  deleted_username?: string
}
