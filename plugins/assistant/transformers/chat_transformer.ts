import type ChatMessage from '../models/chat_message.js'
import type ChatSession from '../models/chat_session.js'
import type ChatFile from '../models/chat_file.js'

/** The assistant reply of spec §3: role, message_id, content, type, created_at, references. */
export function replyJson(message: ChatMessage) {
  return {
    role: message.sender === 'user' ? ('user' as const) : ('assistant' as const),
    message_id: message.id,
    content: message.content,
    type: message.type,
    created_at: message.createdAt.toISO()!,
    references: message.references ?? [],
  }
}
export type ReplyJson = ReturnType<typeof replyJson>

/** A message of a conversation as the admin history shows it (spec §3 chat message). */
export function messageJson(message: ChatMessage) {
  return {
    id: message.id,
    session_id: message.sessionId,
    sender: message.sender,
    content: message.content,
    type: message.type,
    status: message.status,
    timestamp: message.createdAt.toISO()!,
    references: message.references ?? [],
    file_ids: message.fileIds ?? [],
    answered: message.answered,
  }
}

export function sessionJson(session: ChatSession, user?: { id: number; username: string } | null) {
  return {
    id: session.id,
    session_id: session.id,
    user_id: session.userId,
    username: user?.username ?? '',
    mode: session.mode,
    rating: session.rating,
    feedback: session.feedback,
    message_count: session.messageCount,
    created_at: session.createdAt.toISO()!,
    closed_at: session.closedAt?.toISO() ?? null,
  }
}

export function fileJson(file: ChatFile) {
  return { file_id: file.id, name: file.name, size: file.size, type: file.mimeType }
}
