export interface SessionRow {
  id: number
  session_id: number
  user_id: number
  username: string
  mode: 'ai' | 'keyword'
  rating: number
  feedback: string
  message_count: number
  created_at: string
  closed_at: string | null
  /** In lists: the tokens the session's AI replies used. */
  total_tokens?: number
}

/** A member who chatted, as the users list shows them. */
export interface ChatUserRow {
  id: number
  user_id: number
  username: string
  session_count: number
  message_count: number
  last_chat_at: string
  average_rating: number
  rated_count: number
  total_tokens: number
}

export interface HistoryMessage {
  id: number
  sender: 'user' | 'bot' | 'system'
  content: string
  type: 'text' | 'image' | 'error'
  status: string
  timestamp: string
  references: { title: string; snippet: string; url?: string; document_id?: number }[]
  file_ids: number[]
  answered: boolean
}

export const MODE_LABELS: Record<SessionRow['mode'], string> = { keyword: '关键词模式', ai: 'AI 模式' }
