import { readFile } from 'node:fs/promises'
import sharp, { type OutputInfo } from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { ApiError } from '#core/kernel/http/api_error'
import { storage, AttachmentType, type Attachment } from '#core/storage/contracts'

export const CATEGORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024
/** Covers and icons are shown small; a larger picture only costs bandwidth. */
const MAX_SIDE = 1200
const ACCEPTED = new Set(['jpg', 'png', 'gif', 'webp'])

/**
 * Identifies the image by its bytes, never by its name, and re-encodes it as WebP no
 * larger than 1200 px a side: whatever else the file carried does not survive.
 */
export async function uploadCategoryImage(userId: number, file: MultipartFile | null, ip: string): Promise<Attachment> {
  if (!file || !file.tmpPath) throw ApiError.badRequest('请选择要上传的图片')
  if (file.size > CATEGORY_IMAGE_MAX_BYTES) throw ApiError.badRequest('图片不能超过5MB')
  const bytes = await readFile(file.tmpPath)
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !ACCEPTED.has(type.ext)) throw ApiError.badRequest('只支持 JPG、PNG、GIF、WebP 格式的图片')

  let image: { data: Buffer; info: OutputInfo }
  try {
    image = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw ApiError.badRequest('图片已损坏，无法识别')
  }

  return storage.storeUpload({
    bytes: image.data,
    ext: 'webp',
    userId,
    type: AttachmentType.CategoryCover,
    name: file.clientName,
    ip,
    width: image.info.width,
    height: image.info.height,
  })
}
