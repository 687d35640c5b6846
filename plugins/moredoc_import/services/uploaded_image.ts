import { stat } from 'node:fs/promises'
import path from 'node:path'
import { storeImageFile, type Attachment, type UploadedImageOptions } from '#core/storage/contracts'
import { findUploadedFile } from './uploaded_file.js'

/**
 * An image MOREDOC points to (an avatar, a banner) kept like an upload here: the path as
 * MOREDOC recorded it, or a reason it could not be (missing, not an image, too large).
 */
export async function storeUploadedImageOf(
  uploads: string,
  recorded: string,
  options: UploadedImageOptions
): Promise<{ attachment: Attachment } | { missing: string }> {
  const file = await findUploadedFile(uploads, recorded.replace(/^https?:\/\/[^/]+/, ''))
  if (!file.found) return { missing: `图片不存在：${recorded}（找过 ${file.tried.join('、')}）` }
  try {
    const info = await stat(file.found)
    return { attachment: await storeImageFile({ path: file.found, size: info.size, name: path.basename(file.found) }, options) }
  } catch (error) {
    return { missing: `图片未通过检查：${(error as Error).message}` }
  }
}
