import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import ChatFile from '../models/chat_file.js'
import ChatMessage from '../models/chat_message.js'
import ChatSession from '../models/chat_session.js'
import { removeChatFiles } from '../services/chat_file_cleanup.js'

/**
 * Deletes sessions with their messages, then the files uploaded to them or sent in them (bytes
 * and rows). Files the storage would not delete are left to the cleanup job. Answers how many
 * sessions went.
 */
export async function deleteSessions(ids: number[]) {
  const sessions = await ChatSession.query().whereIn('id', ids).select('id')
  if (sessions.length === 0) throw ApiError.notFound('会话不存在')
  const found = sessions.map((session) => session.id)
  const messages = await ChatMessage.query().whereIn('session_id', found).select('file_ids')
  const sentFileIds = [...new Set(messages.flatMap((message) => message.fileIds ?? []))]
  await db.transaction(async (trx) => {
    await trx.from('assistant_messages').whereIn('session_id', found).delete()
    await trx.from('assistant_sessions').whereIn('id', found).delete()
  })
  // A message names only files of its session's member (send_message checks).
  const files = await ChatFile.query().where((where) => {
    where.whereIn('session_id', found)
    if (sentFileIds.length) where.orWhereIn('id', sentFileIds)
  })
  await removeChatFiles(files)
  return found.length
}
