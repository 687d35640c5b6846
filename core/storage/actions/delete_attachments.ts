import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import Attachment from '../models/attachment.js'

/**
 * DELETE /api/v1/attachment: removes attachment records nothing was made from. A claimed one
 * (a document's file, a member's avatar) stays while what it belongs to exists, and a disabled
 * one keeps its content banned. The file itself stays: content is stored once per hash and
 * an article, banner or setting may still show it by its path.
 */
export async function deleteAttachments(ids: number[]) {
  return db.transaction(async (trx) => {
    const attachments = await Attachment.query({ client: trx }).whereIn('id', ids).forUpdate()
    if (attachments.length === 0) throw ApiError.notFound('附件不存在')
    for (const attachment of attachments) {
      const name = attachment.name || attachment.path
      if (attachment.typeId > 0) throw ApiError.badRequest(`附件「${name}」正在使用中，不能删除`)
      if (!attachment.enable) throw ApiError.badRequest(`附件「${name}」已被禁用，禁用记录阻止该文件再次上传，不能删除`)
    }
    await trx
      .from('attachments')
      .whereIn(
        'id',
        attachments.map((attachment) => attachment.id)
      )
      .delete()
    return attachments.length
  })
}
