import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'
import { User } from '#core/accounts/contracts'
import ChatMessage from '../models/chat_message.js'
import ChatFile from '../models/chat_file.js'
import type ChatSession from '../models/chat_session.js'
import type { ChatStatus, ChatUsage } from '../enums/chat.js'
import { keywordReply, siteSources, type KeywordReply } from '../services/keyword_answer.js'
import { matchKnowledge } from '../services/help_desk_match.js'
import { aiConfigured, aiMessages, citedReferences, streamAiAnswer } from '../services/ai_reply.js'
import { filesForModel, NO_VISION } from '../services/ai_files.js'
import { reserveTokens } from '../services/token_budget.js'
import { historyBefore } from '../services/chat_history.js'
import { documentContext } from '../services/document_context.js'
import type { AssistantSettings } from '../settings.js'
import { dailyBudget } from './reserve_ai_turn.js'
import { replyJson, type ReplyJson } from '../transformers/chat_transformer.js'

export const EMPTY_MESSAGE = '请输入消息内容或选择文件'
export const UNKNOWN_FILE = '文件不存在或已失效，请重新上传'
/** AI mode with no endpoint behind it: the reply says so, and keyword mode answers. */
export const AI_UNAVAILABLE = 'AI 服务暂未配置，以下由关键词模式为您解答：\n'
/** AI mode whose endpoint failed or did not answer in time. */
export const AI_FAILED = 'AI 服务暂时不可用，以下由关键词模式为您解答：\n'
/** AI mode when what is left of the member's daily tokens cannot cover this reply. */
export const AI_BUDGET_SHORT = '今日 AI 对话额度不足，以下由关键词模式为您解答：\n'

/** Characters per streamed chunk of a keyword answer. */
const CHUNK = 24
/** Pages of documents the model reads for one question. */
const AI_PAGES = 5

type Answer = KeywordReply & { usage?: ChatUsage | null }

/** Keyword mode's answer, cut into chunks as if it streamed. */
async function* keywordAnswer(session: ChatSession, question: string, prefix = '', alreadySent = ''): AsyncGenerator<string, Answer> {
  const answer = await keywordReply(question, session.documentId || undefined)
  const rest = prefix + answer.content
  for (let start = 0; start < rest.length; start += CHUNK) yield rest.slice(start, start + CHUNK)
  return { ...answer, content: alreadySent + rest }
}

/**
 * The model's answer over the knowledge base and the site search, streamed as it comes. No
 * endpoint, or one that fails before its first word: keyword mode answers and says why.
 */
async function* aiAnswer(session: ChatSession, question: ChatMessage, fileIds: number[]): AsyncGenerator<string, Answer> {
  const config = await settings.group<AssistantSettings>('assistant')
  if (!aiConfigured(config)) return yield* keywordAnswer(session, question.content, AI_UNAVAILABLE)
  const entry = await matchKnowledge(question.content)
  const sources = await siteSources(question.content, { documentId: session.documentId || undefined, pages: AI_PAGES })
  const pageReferences = sources.references.slice(0, sources.chunks.length)
  const references = sources.references.slice(sources.chunks.length)
  const files = await filesForModel(fileIds, session.userId, Boolean(config.ai_vision))
  const messages = aiMessages(config, question.content, {
    history: await historyBefore(session.id, question.id),
    document: session.documentId ? await documentContext(session.documentId) : null,
    knowledge: entry && { question: entry.question, answer: entry.answer },
    pages: sources.chunks,
    references,
    files: files.texts,
    images: files.images,
  })
  const member = await User.find(session.userId)
  const budget = member ? await dailyBudget(member, config) : 0
  const reservation = await reserveTokens(session.userId, budget, messages, Number(config.ai_max_reply_tokens) || 0)
  if (!reservation) return yield* keywordAnswer(session, question.content, AI_BUDGET_SHORT)
  let content = ''
  if (files.imagesWithheld) {
    content = NO_VISION
    yield NO_VISION
  }
  let usage: ChatUsage | null = null
  try {
    for await (const chunk of streamAiAnswer(config, messages)) {
      if ('usage' in chunk) usage = chunk.usage
      else {
        content += chunk.delta
        yield chunk.delta
      }
    }
  } catch (error) {
    if (content && content !== NO_VISION) {
      await reservation.settle(null)
      throw error
    }
    await reservation.release()
    logger.warn({ err: error }, 'assistant: the AI endpoint failed, keyword mode answers')
    return yield* keywordAnswer(session, question.content, AI_FAILED, content)
  }
  await reservation.settle(usage?.total_tokens ?? null)
  return { content, references: citedReferences(content, pageReferences, references), answered: content.length > 0, usage }
}

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
    // Files uploaded before the session existed belong to it from now: they go when it is deleted.
    if (fileIds.length) {
      await ChatFile.query({ client: trx }).whereIn('id', fileIds).where('session_id', 0).update({ session_id: session.id })
    }
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
    const answering = session.mode === 'ai' ? aiAnswer(session, question, fileIds) : keywordAnswer(session, content)
    reply.merge({ status: 'streaming' })
    await reply.save()
    let step = await answering.next()
    for (; !step.done; step = await answering.next()) yield { status: 'streaming', message_id: reply.id, delta: step.value }
    const answer = step.value
    reply.merge({
      status: 'success',
      content: answer.content,
      references: answer.references,
      answered: answer.answered,
      usage: answer.usage ?? null,
      totalTokens: answer.usage?.total_tokens ?? 0,
    })
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
