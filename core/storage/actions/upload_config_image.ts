import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { AttachmentType } from '../enums/attachment_type.js'
import { storeUploadedImage } from './store_uploaded_image.js'

export const CONFIG_IMAGE_MAX_BYTES = 2 * 1024 * 1024

/**
 * An image a setting points at (logo, favicon, watermark, QR code, VIP icon): one rule for
 * all of them, since the client uploads before it says which field the image is for.
 */
export function uploadConfigImage(userId: number, file: MultipartFile | null, ip: string) {
  return storeUploadedImage(file, {
    userId,
    ip,
    type: AttachmentType.Config,
    maxBytes: CONFIG_IMAGE_MAX_BYTES,
    fit: 'inside',
    side: 1200,
    label: '配置',
  })
}
