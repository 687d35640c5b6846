import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import ChatMessage from '../models/chat_message.js'
import ChatFile from '../models/chat_file.js'
import type ChatSession from '../models/chat_session.js'
import type { ChatStatus } from '../enums/chat.js'
import { keywordReply } from '../services/keyword_answer.js'
import { replyJson, type ReplyJson } from '../transformers/chat_transformer.js'

export const EMPTY_MESSAGE = '请输入消息内容或选择文件'
export const UNKNOWN_FILE = '文件不存在或已失效，请重新上传'
/** AI mode with no endpoint behind it: the reply says so, and keyword mode answers. */
export const AI_UNAVAILABLE = 'AI 服务暂未配置，以下由关键词模式为您解答：\n'

/** Characters per streamed chunk of a keyword answer. */
const CHUNK = 24

export type ReplyEvent = { status: ChatStatus; message_id: number; delta?: string } | (ReplyJson & { status: 'success' | 'error' })

/**
 * Stores the member's message and the bot's pending reply, then yields the reply as it is
 * produced: pending, streaming chunks, then success (or error) with the whole reply.
 * The stored reply moves through the same statuses.
 */
export async function* sendMessage(
  session: ChatSession,
  input: { content?: string; type?: 'text' | 'image'; file_ids?: number[] }
): AsyncGenerator<ReplyEvent> {
  const content = input.content ?? ''
  const fileIds = [...new Set(input.file_ids ?? [])]
  if (!content && fileIds.length === 0) throw ApiError.badRequest(EMPTY_MESSAGE)
  if (fileIds.length) {
    const owned = await ChatFile.query().whereIn('id', fileIds).where('userId', session.userId)
    if (owned.length !== fileIds.length) throw ApiError.badRequest(UNKNOWN_FILE)
  }

  const { question, reply } = await db.transaction(async (trx) => {
    const asked = await ChatMessage.create(
      {
        sessionId: session.id,
        userId: session.userId,
        sender: 'user',
        type: input.type ?? 'text',
        status: 'success',
        content,
        fileIds,
        answered: true,
      },
      { client: trx }
    )
    session.useTransaction(trx)
    session.messageCount += 2
    await session.save()
    const pending = await ChatMessage.create(
      {
        sessionId: session.id,
        userId: session.userId,
        sender: 'bot',
        type: 'text',
        status: 'pending',
        content: '',
        references: [],
        answered: true,
      },
      { client: trx }
    )
    return { question: asked, reply: pending }
  })
  yield { status: 'pending', message_id: reply.id }

  try {
    const answer = await keywordReply(content)
    if (session.mode === 'ai') answer.content = AI_UNAVAILABLE + answer.content
    reply.merge({ status: 'streaming' })
    await reply.save()
    for (let start = 0; start < answer.content.length; start += CHUNK) {
      yield { status: 'streaming', message_id: reply.id, delta: answer.content.slice(start, start + CHUNK) }
    }
    reply.merge({ status: 'success', content: answer.content, references: answer.references, answered: answer.answered })
    await reply.save()
    // The admin's unanswered questions are the members' messages that found nothing.
    if (!answer.answered) await question.merge({ answered: false }).save()
    yield { ...replyJson(reply), status: 'success' }
  } catch (error) {
    reply.merge({ status: 'error', type: 'error', content: '发送消息时出错，请重试', answered: false })
    await reply.save()
    await question.merge({ answered: false }).save()
    yield { ...replyJson(reply), status: 'error' }
    throw error
  }
}
