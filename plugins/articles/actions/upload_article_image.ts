import { readFile } from 'node:fs/promises'
import sharp, { type OutputInfo } from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { ApiError } from '#core/kernel/http/api_error'
import { assertCanPublishArticle } from '#core/accounts/contracts'
import { storage, AttachmentType, type Attachment } from '#core/storage/contracts'

export const ARTICLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024
const MAX_SIDE = 2000
const ACCEPTED = new Set(['jpg', 'png', 'gif', 'webp'])

/**
 * An image in an article body (attachment type 3). Identified by its bytes and re-encoded
 * as WebP, so nothing but pixels survives; only people who may publish can upload.
 */
export async function uploadArticleImage(userId: number, file: MultipartFile | null, ip: string): Promise<Attachment> {
  await assertCanPublishArticle(userId)
  if (!file || !file.tmpPath) throw ApiError.badRequest('请选择要上传的图片')
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) throw ApiError.badRequest('图片不能超过10MB')
  const bytes = await readFile(file.tmpPath)
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !ACCEPTED.has(type.ext)) throw ApiError.badRequest('只支持 JPG、PNG、GIF、WebP 格式的图片')

  let image: { data: Buffer; info: OutputInfo }
  try {
    image = await sharp(bytes, { limitInputPixels: 80_000_000 })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw ApiError.badRequest('图片已损坏，无法识别')
  }
  return storage.storeUpload({
    bytes: image.data,
    ext: 'webp',
    userId,
    type: AttachmentType.Article,
    name: file.clientName,
    ip,
    width: image.info.width,
    height: image.info.height,
  })
}
