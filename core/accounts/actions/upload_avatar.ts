import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { storeUploadedImage, AttachmentType, type Attachment } from '#core/storage/contracts'
import type User from '../models/user.js'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const AVATAR_SIZE = 256

/** A 256×256 avatar, made the user's at once. */
export async function uploadAvatar(user: User, file: MultipartFile | null, ip: string): Promise<Attachment> {
  const attachment = await storeUploadedImage(file, {
    userId: user.id,
    ip,
    type: AttachmentType.Avatar,
    typeId: user.id,
    maxBytes: AVATAR_MAX_BYTES,
    fit: 'cover',
    side: AVATAR_SIZE,
    label: '头像',
  })
  user.avatar = attachment.path
  await user.save()
  return attachment
}
