import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { assertCanPublishArticle } from '#core/accounts/contracts'
import { storeUploadedImage, AttachmentType, type Attachment } from '#core/storage/contracts'

export const ARTICLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024

/** An image in an article body (attachment type 3); only people who may publish can upload. */
export async function uploadArticleImage(userId: number, file: MultipartFile | null, ip: string): Promise<Attachment> {
  await assertCanPublishArticle(userId)
  return storeUploadedImage(file, {
    userId,
    ip,
    type: AttachmentType.Article,
    maxBytes: ARTICLE_IMAGE_MAX_BYTES,
    fit: 'inside',
    side: 2000,
    maxPixels: 80_000_000,
  })
}
