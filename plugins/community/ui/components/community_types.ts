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

/** The label of a kind the server listed; a kind whose plugin is off reads 类型 N. */
export function kindLabel(kinds: Option[], type: number) {
  return kinds.find((kind) => kind.value === type)?.label ?? `类型 ${type}`
}

const KIND_COLORS = ['blue', 'violet', 'green', 'orange', 'cyan', 'pink'] as const
/** A tag colour per registered kind, in the server's order, so each kind keeps its own. */
export function kindColor(kinds: Option[], type: number) {
  const index = kinds.findIndex((kind) => kind.value === type)
  return index < 0 ? 'grey' : KIND_COLORS[index % KIND_COLORS.length]
}
export const STATUS_COLORS: Record<number, 'amber' | 'green' | 'red'> = { 0: 'amber', 1: 'green', 2: 'red' }
