import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { User } from '#core/accounts/contracts'
import { settings } from '#core/settings/contracts'
import { storage } from '#core/storage/contracts'
import ChatFile from '../models/chat_file.js'
import type { AssistantSettings } from '../settings.js'

const BATCH = 200

/**
 * Deletes the files' bytes, then their rows. A file the storage would not delete keeps its row,
 * so the cleanup job tries it again. Answers how many went.
 */
export async function removeChatFiles(files: ChatFile[]) {
  let removed = 0
  for (const file of files) {
    try {
      await storage.disk().delete(file.path)
    } catch (error) {
      logger.warn({ err: error, fileId: file.id }, 'assistant: a chat file could not be deleted from storage, kept for the next cleanup')
      continue
    }
    await file.delete()
    removed += 1
  }
  return removed
}

/**
 * The cleanup job's work: chat files older than 聊天文件保留天数, and those whose session or
 * member is gone, a batch at a time.
 */
export async function cleanChatFiles(now = DateTime.now()) {
  const config = await settings.group<AssistantSettings>('assistant')
  const expired = now.minus({ days: Math.max(1, Number(config.file_keep_days) || 1) })
  let removed = 0
  let after = 0
  for (;;) {
    const files = await ChatFile.query()
      .where('id', '>', after)
      .where((where) =>
        where
          .where('created_at', '<', expired.toSQL({ includeOffset: false })!)
          .orWhere((orphan) =>
            orphan
              .where('session_id', '>', 0)
              .whereNotExists(db.from('assistant_sessions').whereColumn('assistant_sessions.id', 'assistant_files.session_id'))
          )
          .orWhereNotExists(User.query().whereColumn('users.id', 'assistant_files.user_id'))
      )
      .orderBy('id')
      .limit(BATCH)
    if (files.length === 0) return removed
    removed += await removeChatFiles(files)
    after = files.at(-1)!.id
  }
}
