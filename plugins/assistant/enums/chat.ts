export const CHAT_MODES = ['ai', 'keyword'] as const
export type ChatMode = (typeof CHAT_MODES)[number]

export type ChatSender = 'user' | 'bot' | 'system'
export type ChatMessageType = 'text' | 'image' | 'error'
export type ChatStatus = 'pending' | 'streaming' | 'success' | 'error'

/** A source an answer cites (spec §3): a page of the site, or a document by id. */
export interface ChatReference {
  title: string
  snippet: string
  url?: string
  document_id?: number
  /** The document's page the snippet is on (the url opens the reader there). */
  page?: number
}

export interface ChatUsage {
  prompt_tokens: number
  completion_tokens: number
  total_tokens: number
}

/** Spec §9 and §5: what a member may attach. */
export const CHAT_FILE_MAX_BYTES = 5_242_880
export const CHAT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf', 'text/plain'] as const

/** The spec's four quick questions, in the panel's order. */
export const QUICK_QUESTIONS = ['VIP会员有什么特权？', '如何下载文档？', '如何注册账号？', '忘记密码怎么办？'] as const

export const CHAT_LOGIN_MESSAGE = '您尚未登录或登录已过期，请先登录'
