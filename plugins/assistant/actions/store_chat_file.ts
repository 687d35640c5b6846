import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import logger from '@adonisjs/core/services/logger'
import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'
import { storage, STORAGE_FULL_MESSAGE } from '#core/storage/contracts'
import ChatFile from '../models/chat_file.js'
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES } from '../enums/chat.js'
import { adjustUsage, takeUsage, usageDay, usageOn } from '../services/daily_usage.js'
import { chatFileCap, chatFileSpace, MB } from '../queries/chat_file_space.js'
import type { AssistantSettings } from '../settings.js'

export const NO_FILE = '请选择要上传的文件'

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
}

/** 文件过大 (6.20MB), 最大支持5MB: the spec's wording, with the file's size. */
export function tooLargeMessage(bytes: number) {
  return `文件过大 (${(bytes / 1024 / 1024).toFixed(2)}MB), 最大支持5MB`
}

/** Which of the member's daily allowances the upload would pass, in the words the member reads. */
async function quotaMessage(userId: number, day: string, config: AssistantSettings) {
  const used = await usageOn(userId, day)
  const count = Number(config.file_daily_count)
  if (used.files + 1 > count) return `今日上传文件数已达上限（${count} 个），请明天再试`
  return `今日上传文件总大小已达上限（${Number(config.file_daily_mb)}MB，已用 ${(used.file_bytes / MB).toFixed(2)}MB），请明天再试或上传更小的文件`
}

/**
 * Takes the upload from the member's daily allowance (files and bytes, counted at once so
 * parallel uploads cannot pass it together): 429 beyond. The chat files' total cap answers
 * 507 like a full disk. A refused upload gives its allowance back and stores nothing.
 */
async function reserveSpace(userId: number, size: number) {
  const config = await settings.group<AssistantSettings>('assistant')
  const day = usageDay()
  const limits = { files: Number(config.file_daily_count), file_bytes: Math.round(Number(config.file_daily_mb) * MB) }
  if (!(await takeUsage(userId, day, { files: 1, file_bytes: size }, limits))) {
    throw ApiError.tooManyRequests(await quotaMessage(userId, day, config))
  }
  const giveBack = () => adjustUsage(userId, day, { files: -1, file_bytes: -size })
  if ((await chatFileSpace()).bytes + size > chatFileCap(config)) {
    await giveBack()
    logger.warn({ userId, size }, 'assistant: chat files reached their storage cap, an upload was refused')
    throw new ApiError(STORAGE_FULL_MESSAGE, 507)
  }
  return giveBack
}

/** Text when the bytes decode as UTF-8 and hold no control bytes a text file would not. */
function isPlainText(bytes: Buffer) {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/** What the bytes are, whatever the name or the claimed type says. */
async function detectedType(bytes: Buffer) {
  const found = await fileTypeFromBuffer(bytes)
  if (found) return found.mime as string
  return isPlainText(bytes) ? 'text/plain' : ''
}

export async function storeChatFile(input: {
  userId: number
  sessionId: number
  file: MultipartFile | null
  filename?: string
  claimedType?: string
}) {
  const { file } = input
  if (!file?.tmpPath) throw ApiError.badRequest(NO_FILE)
  if (file.size > CHAT_FILE_MAX_BYTES) throw ApiError.badRequest(tooLargeMessage(file.size))
  const bytes = await readFile(file.tmpPath)
  const mimeType = await detectedType(bytes)
  if (!(CHAT_FILE_TYPES as readonly string[]).includes(mimeType)) {
    throw ApiError.badRequest(`不支持的文件类型: ${mimeType || input.claimedType || file.headers['content-type'] || '未知'}`)
  }
  const giveBack = await reserveSpace(input.userId, bytes.byteLength)
  const key = `assistant/${randomUUID()}.${EXTENSIONS[mimeType]}`
  try {
    await storage.put(key, bytes, mimeType)
    return await ChatFile.create({
      userId: input.userId,
      sessionId: input.sessionId,
      name: (input.filename || file.clientName || 'file').slice(0, 255),
      size: bytes.byteLength,
      mimeType,
      path: key,
    })
  } catch (error) {
    await giveBack()
    await storage
      .disk()
      .delete(key)
      .catch(() => undefined)
    throw error
  }
}
