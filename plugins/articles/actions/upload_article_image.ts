import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { assertCanPublishArticle } from '../capabilities.js'
import { storeUploadedImage, AttachmentType, type Attachment } from '#core/storage/contracts'
import { settings } from '#core/settings/contracts'
import type { ArticleSettings } from '../settings.js'

/** An image in an article body (attachment type 3); only people who may publish can upload. */
export async function uploadArticleImage(userId: number, file: MultipartFile | null, ip: string): Promise<Attachment> {
  await assertCanPublishArticle(userId)
  const megabytes = Number((await settings.group<ArticleSettings>('article')).image_max_size) || 10
  return storeUploadedImage(file, {
    userId,
    ip,
    type: AttachmentType.Article,
    maxBytes: megabytes * 1024 * 1024,
    fit: 'inside',
    side: 2000,
    maxPixels: 80_000_000,
  })
}
