import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { openSession } from '../../actions/open_session.js'
import { closeSession } from '../../actions/close_session.js'
import { sendMessage, type ReplyEvent } from '../../actions/send_message.js'
import { storeChatFile } from '../../actions/store_chat_file.js'
import { reserveAiTurn } from '../../actions/reserve_ai_turn.js'
import { reserveQuestion } from '../../actions/reserve_question.js'
import { ownSession } from '../../queries/own_session.js'
import { fileJson } from '../../transformers/chat_transformer.js'
import {
  closeSessionValidator,
  openSessionValidator,
  sendMessageValidator,
  uploadFileFieldsValidator,
} from '../../validators/chat_validators.js'

/** The Accept the client sent: the API's force-JSON middleware rewrites the parsed header, not the raw one. */
function wantsStream(ctx: HttpContext) {
  const raw = ctx.request.request.rawHeaders
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index].toLowerCase() === 'accept' && raw[index + 1].includes('text/event-stream')) return true
  }
  return false
}

/**
 * Server-sent events: one `data:` line of JSON per event, each carrying the reply's status. A
 * failure comes after its error event: the stream then ends cleanly instead of being cut.
 */
async function* serverSentEvents(events: AsyncGenerator<ReplyEvent>) {
  try {
    for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`
  } catch (error) {
    logger.error({ err: error }, 'assistant: a streamed reply failed')
  }
}

export default class ChatController {
  async open(ctx: HttpContext) {
    const { mode, document_id: documentId } = await ctx.request.validateUsing(openSessionValidator)
    const session = await openSession(ctx.auth.user!.id, mode ?? 'keyword', documentId)
    return { session_id: session.id, mode: session.mode, document_id: session.documentId }
  }

  /** Streams the reply to a client that accepts text/event-stream; any other gets it whole as JSON. */
  async message(ctx: HttpContext) {
    const session = await ownSession(ctx.auth.user!.id, Number(ctx.params.id), { open: true })
    const { message } = await ctx.request.validateUsing(sendMessageValidator)
    const allowances = await reserveQuestion(ctx, ctx.auth.user!)
    try {
      if (session.mode === 'ai') await reserveAiTurn(ctx, ctx.auth.user!)
    } catch (error) {
      for (const allowance of allowances) await allowance.release()
      throw error
    }
    const events = sendMessage(session, message)
    // The first step validates and stores: its errors are ordinary JSON errors.
    const first = await events.next()
    if (!wantsStream(ctx)) {
      let last = first.value
      for await (const event of events) last = event
      return last
    }
    ctx.response.header('Content-Type', 'text/event-stream; charset=utf-8')
    ctx.response.header('Cache-Control', 'no-cache, no-transform')
    ctx.response.header('X-Accel-Buffering', 'no')
    async function* all() {
      if (!first.done) yield first.value
      yield* events
    }
    ctx.response.stream(Readable.from(serverSentEvents(all())))
  }

  async close(ctx: HttpContext) {
    const session = await ownSession(ctx.auth.user!.id, Number(ctx.params.id))
    const input = await ctx.request.validateUsing(closeSessionValidator)
    const closed = await closeSession(session, input)
    return { session_id: closed.id, rating: closed.rating }
  }

  async upload(ctx: HttpContext) {
    const fields = await ctx.request.validateUsing(uploadFileFieldsValidator)
    const userId = ctx.auth.user!.id
    const sessionId = fields.session_id ?? 0
    if (sessionId > 0) await ownSession(userId, sessionId)
    const file = await storeChatFile({
      userId,
      sessionId,
      file: ctx.request.file('data'),
      filename: fields.filename,
      claimedType: fields.mime_type,
    })
    return fileJson(file)
  }
}
