import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'

const link = vine
  .string()
  .trim()
  .maxLength(255)
  .url({ protocols: ['http', 'https'], require_protocol: true, require_tld: false })

const fields = {
  description: vine.string().trim().maxLength(255).optional(),
  sort: vine.number().withoutDecimals().min(-1000000).max(1000000).optional(),
  enable: vine.boolean().optional(),
}

export const createFriendlinkValidator = vine.create(
  vine.object({ title: vine.string().trim().minLength(1).maxLength(64), link, ...fields })
)

export const updateFriendlinkValidator = vine.create(
  vine.object({
    id: vine.number().withoutDecimals().positive(),
    title: vine.string().trim().minLength(1).maxLength(64).optional(),
    link: link.clone().optional(),
    ...fields,
  })
)

export const friendlinkMessages = labelledMessages(
  { id: 'ID', title: '名称', link: '链接地址', description: '描述', sort: '排序', enable: '启用' },
  { 'link.url': '链接地址必须是 http:// 或 https:// 开头的网址' }
)

export type CreateFriendlinkInput = Awaited<ReturnType<typeof createFriendlinkValidator.validate>>
export type UpdateFriendlinkInput = Awaited<ReturnType<typeof updateFriendlinkValidator.validate>>
