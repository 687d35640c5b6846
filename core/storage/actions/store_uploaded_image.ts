import { readFile } from 'node:fs/promises'
import sharp, { type OutputInfo } from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { ApiError } from '#core/kernel/http/api_error'
import storage from '../storage_service.js'
import type { AttachmentTypeValue } from '../enums/attachment_type.js'
import type Attachment from '../models/attachment.js'

const ACCEPTED = new Set(['jpg', 'png', 'gif', 'webp'])

export interface UploadedImageOptions {
  userId: number
  ip: string
  type: AttachmentTypeValue
  typeId?: number
  maxBytes: number
  /** 'inside': within side × side, never enlarged; 'cover': cropped to exactly side × side. */
  fit: 'inside' | 'cover'
  side: number
  /** Refuses decompression bombs: pixels of the decoded input. */
  maxPixels?: number
  /** What the messages call the image, e.g. 头像 → 请选择要上传的头像图片. */
  label?: string
}

/**
 * An uploaded image, identified by its bytes (never its name) and re-encoded as WebP, so
 * nothing but its pixels survives (metadata, trailing payloads); then stored as an attachment.
 */
export async function storeUploadedImage(file: MultipartFile | null, options: UploadedImageOptions): Promise<Attachment> {
  if (!file || !file.tmpPath) throw ApiError.badRequest(`请选择要上传的${options.label ?? ''}图片`)
  return storeImageFile({ path: file.tmpPath, size: file.size, name: file.clientName }, options)
}

/** The same for an image already on this machine (an importer's file): checked, re-encoded and stored alike. */
export async function storeImageFile(
  file: { path: string; size: number; name: string },
  options: UploadedImageOptions
): Promise<Attachment> {
  const label = options.label ?? ''
  if (file.size > options.maxBytes) {
    throw ApiError.badRequest(`${label}图片不能超过${Math.round(options.maxBytes / 1024 / 1024)}MB`)
  }
  const bytes = await readFile(file.path)
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !ACCEPTED.has(type.ext)) throw ApiError.badRequest(`${label}只支持 JPG、PNG、GIF、WebP 格式的图片`)

  let image: { data: Buffer; info: OutputInfo }
  try {
    image = await sharp(bytes, { limitInputPixels: options.maxPixels ?? 50_000_000 })
      .rotate()
      .resize(options.side, options.side, options.fit === 'cover' ? { fit: 'cover' } : { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw ApiError.badRequest('图片已损坏，无法识别')
  }
  return storage.storeUpload({
    bytes: image.data,
    ext: 'webp',
    userId: options.userId,
    type: options.type,
    ...(options.typeId !== undefined && { typeId: options.typeId }),
    name: file.name,
    ip: options.ip,
    width: image.info.width,
    height: image.info.height,
  })
}
