import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { storeUploadedImage, AttachmentType, type Attachment } from '#core/storage/contracts'

export const CATEGORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** A category cover or icon: shown small, so no larger than 1200 px a side. */
export function uploadCategoryImage(userId: number, file: MultipartFile | null, ip: string): Promise<Attachment> {
  return storeUploadedImage(file, {
    userId,
    ip,
    type: AttachmentType.CategoryCover,
    maxBytes: CATEGORY_IMAGE_MAX_BYTES,
    fit: 'inside',
    side: 1200,
  })
}
