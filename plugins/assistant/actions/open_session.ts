import ChatSession from '../models/chat_session.js'
import type { ChatMode } from '../enums/chat.js'

export async function openSession(userId: number, mode: ChatMode) {
  return ChatSession.create({ userId, mode, rating: 0, feedback: '', messageCount: 0, closedAt: null })
}
