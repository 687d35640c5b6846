import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { ApiError } from '#core/kernel/http/api_error'
import { storage } from '#core/storage/contracts'
import ChatFile from '../models/chat_file.js'
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES } from '../enums/chat.js'

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
  const key = `assistant/${randomUUID()}.${EXTENSIONS[mimeType]}`
  await storage.put(key, bytes, mimeType)
  return ChatFile.create({
    userId: input.userId,
    sessionId: input.sessionId,
    name: (input.filename || file.clientName || 'file').slice(0, 255),
    size: bytes.byteLength,
    mimeType,
    path: key,
  })
}
