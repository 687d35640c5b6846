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
