import { AttachmentType, type UploadedImageOptions } from '#core/storage/contracts'
import { storeUploadedImageOf } from './uploaded_image.js'

const IMAGE_SOURCE = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])([^"']*\/uploads\/[^"']+)\2/gi

/**
 * MOREDOC serves the images in an article body from its own /uploads/: each one is read
 * from --uploads and stored here like an image uploaded in the editor, and the body points
 * at the copy. An image not found keeps its old address and is reported.
 */
export async function copyArticleImages(uploads: string, html: string, userId: number) {
  const options: UploadedImageOptions = {
    userId,
    ip: '',
    type: AttachmentType.Article,
    maxBytes: 20 * 1024 * 1024,
    fit: 'inside',
    side: 2000,
    maxPixels: 80_000_000,
  }
  const copies = new Map<string, string>()
  const missing: string[] = []
  for (const match of html.matchAll(IMAGE_SOURCE)) {
    const source = match[3]
    if (copies.has(source) || missing.includes(source)) continue
    const image = await storeUploadedImageOf(uploads, source, options)
    if ('missing' in image) missing.push(source)
    else copies.set(source, image.attachment.path)
  }
  const rewritten = html.replace(IMAGE_SOURCE, (whole, start, quote, source) =>
    copies.has(source) ? `${start}${quote}${copies.get(source)}${quote}` : whole
  )
  return { html: rewritten, missing }
}
