export interface ArticleItem {
  id: number
  identifier: string
  title: string
  description: string
  author: string
  content?: string
  view_count: number
  favorite_count: number
  comment_count: number
  status: number
  is_recommend?: boolean
  user: { id: number; username: string; avatar: string } | null
  category: { id: number; title: string; parent_id: number }[]
  created_at: string | null
  updated_at: string | null
}

export interface CategoryNode {
  id: number
  title: string
  children: CategoryNode[]
}

export interface Crumb {
  id: number
  title: string
}
