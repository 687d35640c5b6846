import { settings } from '#core/settings/contracts'
import ChatFile from '../models/chat_file.js'
import type { AssistantSettings } from '../settings.js'

export const MB = 1024 * 1024

/** The bytes all chat files may take, from 聊天文件总容量（MB）. */
export function chatFileCap(config: AssistantSettings) {
  return Math.round(Number(config.file_storage_mb) * MB)
}

/** How many chat files are stored, their bytes, and what they may take. */
export async function chatFileSpace() {
  const config = await settings.group<AssistantSettings>('assistant')
  const row = await ChatFile.query().count('* as count').sum('size as bytes').first()
  return {
    count: Number(row?.$extras.count ?? 0),
    bytes: Number(row?.$extras.bytes ?? 0),
    cap_bytes: chatFileCap(config),
    keep_days: Number(config.file_keep_days),
  }
}
