export type ChatMode = 'keyword' | 'ai'
export type ChatStatus = 'pending' | 'streaming' | 'success' | 'error'

export interface ChatReference {
  title: string
  snippet: string
  url?: string
  document_id?: number
  /** The page of the document the snippet is on. */
  page?: number
}

/** A message of the panel (spec §3): sender, content, type, timestamp, status, references. */
export interface ChatMessage {
  id: string
  sender: 'user' | 'bot' | 'system'
  content: string
  type: 'text' | 'image' | 'error'
  timestamp: string
  status: ChatStatus
  references: ChatReference[]
  files?: { name: string }[]
}

export interface ChatFile {
  file_id: number
  name: string
  size: number
  type: string
}

/** Spec §9 and §5. */
export const CHAT_FILE_MAX_BYTES = 5_242_880
export const CHAT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf', 'text/plain']
export const QUICK_QUESTIONS = ['VIP会员有什么特权？', '如何下载文档？', '如何注册账号？', '忘记密码怎么办？']
export const QUICK_QUESTIONS_UNTIL = 2
export const PENDING_TEXT = '正在处理您的请求...'

/** Spec §8, verbatim. */
export const CHAT_ERRORS = {
  login: '您尚未登录或登录已过期，请先登录',
  sessionRefresh: '创建会话失败，请刷新页面重试',
  sessionLater: '创建会话失败，请稍后重试',
  sendFailed: '消息发送失败，请重试',
  sendError: '发送消息时出错，请重试',
  noResponse: '无法获取服务器响应，请重试',
  stillWorking: '服务器正在处理您的请求，请稍后再试...',
  emptyReply: '收到您的消息，但无法生成回复，请重试',
  uploadFailed: '文件上传失败，请重试',
  fileFailed: (name: string) => `文件 "${name}" 上传失败`,
  tooLarge: (bytes: number) => `文件过大 (${(bytes / 1024 / 1024).toFixed(2)}MB), 最大支持5MB`,
  wrongType: (type: string) => `不支持的文件类型: ${type}`,
}
