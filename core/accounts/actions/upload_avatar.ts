import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { ApiError } from '#core/kernel/http/api_error'
import { storage, AttachmentType, type Attachment } from '#core/storage/contracts'
import type User from '../models/user.js'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const AVATAR_SIZE = 256
const ACCEPTED = new Set(['jpg', 'png', 'gif', 'webp'])

/**
 * Identifies the image by its bytes, never by its name, and re-encodes it as a 256×256
 * WebP: whatever else the file carried (metadata, trailing payloads) does not survive.
 */
export async function uploadAvatar(user: User, file: MultipartFile | null, ip: string): Promise<Attachment> {
  if (!file || !file.tmpPath) throw ApiError.badRequest('请选择要上传的头像图片')
  if (file.size > AVATAR_MAX_BYTES) throw ApiError.badRequest('头像图片不能超过5MB')
  const bytes = await readFile(file.tmpPath)
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !ACCEPTED.has(type.ext)) {
    throw ApiError.badRequest('头像只支持 JPG、PNG、GIF、WebP 格式的图片')
  }

  let avatar: Buffer
  try {
    avatar = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 86 })
      .toBuffer()
  } catch {
    throw ApiError.badRequest('图片已损坏，无法识别')
  }

  const attachment = await storage.storeUpload({
    bytes: avatar,
    ext: 'webp',
    userId: user.id,
    type: AttachmentType.Avatar,
    typeId: user.id,
    name: file.clientName,
    ip,
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
  })
  user.avatar = attachment.path
  await user.save()
  return attachment
}
