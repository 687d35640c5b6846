export interface CommentRow {
  id: number
  parent_id: number
  content: string
  document_id: number
  type: number
  status: number
  comment_count: number
  user_id: number
  user: { id: number; username: string; avatar: string } | null
  document_title: string
  link: string
  created_at: string | null
}

export interface FavoriteRow {
  id: number
  document_id: number
  type: number
  title: string
  link: string
  exists: boolean
  created_at: string | null
}

export interface ReportRow {
  id: number
  document_id: number
  type: number
  user_id: number
  username: string
  reason: number
  reason_name: string
  status: boolean
  remark: string
  document_title: string
  link: string
  created_at: string | null
}

export interface Option {
  value: number
  label: string
}

export const KIND_LABELS: Record<number, string> = { 0: '文档', 1: '文章' }
export const STATUS_COLORS: Record<number, 'amber' | 'green' | 'red'> = { 0: 'amber', 1: 'green', 2: 'red' }
