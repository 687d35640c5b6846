import { ApiError } from '#core/kernel/http/api_error'
import ChatSession from '../models/chat_session.js'
import type { ChatMode } from '../enums/chat.js'
import { documentCitable } from '../services/document_retrieval.js'

export const DOCUMENT_NOT_CITABLE = '该文档不存在或暂不可阅读，无法针对它提问'

/** A conversation; with a document id, one about that document (问这篇文档), which must be public. */
export async function openSession(userId: number, mode: ChatMode, documentId = 0) {
  if (documentId && !(await documentCitable(documentId))) throw ApiError.badRequest(DOCUMENT_NOT_CITABLE)
  return ChatSession.create({ userId, mode, documentId, rating: 0, feedback: '', messageCount: 0, closedAt: null })
}
