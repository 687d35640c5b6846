import type Attachment from '../models/attachment.js'
import { iso } from '#core/kernel/transformers/iso'

export function attachmentJson(attachment: Attachment) {
  return {
    id: attachment.id,
    hash: attachment.hash,
    user_id: attachment.userId,
    type: attachment.type,
    type_id: attachment.typeId,
    enable: attachment.enable,
    path: attachment.path,
    name: attachment.name,
    size: attachment.size,
    width: attachment.width,
    height: attachment.height,
    ext: attachment.ext,
    description: attachment.description,
    created_at: iso(attachment.createdAt),
    updated_at: iso(attachment.updatedAt),
  }
}
