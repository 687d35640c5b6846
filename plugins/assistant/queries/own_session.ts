import { ApiError } from '#core/kernel/http/api_error'
import ChatSession from '../models/chat_session.js'

export const SESSION_NOT_FOUND = '会话不存在或已结束，请重新开始对话'

/** The caller's own session; someone else's reads as missing. */
export async function ownSession(userId: number, sessionId: number, { open = false } = {}) {
  const session = Number.isInteger(sessionId) && sessionId > 0 ? await ChatSession.find(sessionId) : null
  if (!session || session.userId !== userId || (open && session.closedAt)) throw ApiError.notFound(SESSION_NOT_FOUND)
  return session
}
