import type { HttpContext } from '@adonisjs/core/http'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Attachment from '../../models/attachment.js'
import { ATTACHMENT_TYPE_LABELS, type AttachmentTypeValue } from '../../enums/attachment_type.js'
import { attachmentJson } from '../../transformers/attachment_transformer.js'
import { listAttachments } from '../../queries/list_attachments.js'
import { updateAttachment } from '../../actions/update_attachment.js'
import { deleteAttachments } from '../../actions/delete_attachments.js'
import {
  attachmentIdsValidator,
  attachmentIdValidator,
  attachmentListValidator,
  updateAttachmentValidator,
} from '../../validators/attachment_validators.js'
import { pageOf } from '#core/kernel/http/query_list'

function adminAttachmentJson(attachment: Attachment, username: string) {
  return {
    ...attachmentJson(attachment),
    ip: attachment.ip,
    username,
    type_name: ATTACHMENT_TYPE_LABELS[attachment.type as AttachmentTypeValue] ?? '',
  }
}

/** Attachments administration (api-shapes §11). */
export default class AttachmentAdminController {
  async list({ request }: HttpContext) {
    const input = await request.validateUsing(attachmentListValidator, { data: request.qs() })
    const { total, attachments, usernames } = await listAttachments({
      ...pageOf(input, { max: 100 }),
      wd: input.wd,
      enable: input.enable,
      userIds: input.user_id,
      username: input.username,
      types: input.type,
      ext: input.ext,
    })
    return {
      total,
      attachment: attachments.map((attachment) => adminAttachmentJson(attachment, usernames.get(attachment.userId) ?? '')),
    }
  }

  async show({ request }: HttpContext) {
    const { id } = await request.validateUsing(attachmentIdValidator, { data: request.qs() })
    const attachment = await findOrNotFound(Attachment, id, '附件不存在')
    return adminAttachmentJson(attachment, '')
  }

  async update({ request }: HttpContext) {
    await updateAttachment(await request.validateUsing(updateAttachmentValidator))
    return {}
  }

  async destroy({ request }: HttpContext) {
    const { id } = await request.validateUsing(attachmentIdsValidator, { data: request.qs() })
    await deleteAttachments(id)
    return {}
  }
}
