import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { idList, keywordParam, pagingParams, queryList } from '#core/kernel/http/query_list'

const messages = labelledMessages(
  {
    id: 'ID',
    name: '文件名',
    enable: '启用',
    description: '备注',
    wd: '关键词',
    page: '页码',
    size: '每页数量',
    type: '类型',
    user_id: '用户',
    username: '上传者',
    ext: '扩展名',
  },
  { 'id.required': '请选择附件' }
)

export const attachmentListValidator = vine.create({
  ...pagingParams(),
  wd: keywordParam(),
  enable: vine.array(vine.boolean()).parse(queryList).optional(),
  user_id: idList().optional(),
  username: vine.string().trim().maxLength(64).optional(),
  type: vine.array(vine.number().withoutDecimals().min(0).max(8)).parse(queryList).optional(),
  ext: vine.string().trim().toLowerCase().maxLength(16).optional(),
})
attachmentListValidator.messagesProvider = messages

/** DELETE /api/v1/attachment: id[] as the list sends it. */
export const attachmentIdsValidator = vine.create({ id: idList() })
attachmentIdsValidator.messagesProvider = messages

export const attachmentIdValidator = vine.create({ id: vine.number().withoutDecimals().positive() })
attachmentIdValidator.messagesProvider = messages

/** PUT /api/v1/attachment (api-shapes §11): name, enable and description. */
export const updateAttachmentValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  name: vine.string().trim().maxLength(255).optional(),
  enable: vine.boolean().optional(),
  description: vine.string().trim().maxLength(255).optional(),
})
updateAttachmentValidator.messagesProvider = messages

export type AttachmentListInput = Awaited<ReturnType<typeof attachmentListValidator.validate>>
export type UpdateAttachmentInput = Awaited<ReturnType<typeof updateAttachmentValidator.validate>>
