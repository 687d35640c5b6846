import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Attachment from '../models/attachment.js'
import type { UpdateAttachmentInput } from '../validators/attachment_validators.js'

/**
 * Renames or annotates one attachment. Enabling or disabling applies to every row with the
 * same content (hash): a ban (enable=false) refuses that file everywhere, so lifting it must
 * clear every row, or storage.isBanned would still see one.
 */
export async function updateAttachment(input: UpdateAttachmentInput) {
  const attachment = await findOrNotFound(Attachment, input.id, '附件不存在')
  attachment.merge({
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
  })
  await attachment.save()
  if (input.enable !== undefined) {
    await Attachment.query().where('hash', attachment.hash).update({ enable: input.enable })
  }
  return attachment
}
