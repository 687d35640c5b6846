import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { storeUploadedImage, AttachmentType, type Attachment } from '#core/storage/contracts'
import type User from '../models/user.js'
import { recordDynamic } from './record_dynamic.js'
import { DynamicType } from '../enums/dynamic_type.js'

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
  await recordDynamic(user.id, DynamicType.Avatar, ['更换了头像'])
  return attachment
}
