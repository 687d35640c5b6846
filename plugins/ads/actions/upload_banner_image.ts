import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { storeUploadedImage, AttachmentType, type Attachment } from '#core/storage/contracts'

export const BANNER_IMAGE_MAX_BYTES = 10 * 1024 * 1024

/** A carousel image (attachment type 5): wide, so up to 2400 px a side for sharp high-DPI screens. */
export function uploadBannerImage(userId: number, file: MultipartFile | null, ip: string): Promise<Attachment> {
  return storeUploadedImage(file, {
    userId,
    ip,
    type: AttachmentType.Banner,
    maxBytes: BANNER_IMAGE_MAX_BYTES,
    fit: 'inside',
    side: 2400,
    maxPixels: 80_000_000,
    label: '横幅',
  })
}
