import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'

/** A site path or an http(s) URL; never javascript: or data: links. */
const HREF = /^(\/(?!\/)|https?:\/\/)/i
const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|#[0-9a-f]{8})?$/i

const fields = {
  href: vine.string().trim().maxLength(255).regex(HREF),
  color: vine.string().trim().regex(COLOR).optional(),
  target: vine.enum(['_self', '_blank']).optional(),
  enable: vine.boolean().optional(),
  sort: vine.number().withoutDecimals().min(-1000000).max(1000000).optional(),
  parent_id: vine.number().withoutDecimals().min(0).optional(),
  description: vine.string().trim().maxLength(255).optional(),
}

export const createNavigationValidator = vine.create(vine.object({ title: vine.string().trim().minLength(1).maxLength(64), ...fields }))

export const updateNavigationValidator = vine.create(
  vine.object({
    id: vine.number().withoutDecimals().positive(),
    title: vine.string().trim().minLength(1).maxLength(64).optional(),
    ...fields,
    href: fields.href.clone().optional(),
  })
)

export const navigationMessages = labelledMessages(
  {
    id: 'ID',
    title: '名称',
    href: '链接地址',
    color: '颜色',
    target: '打开方式',
    enable: '启用',
    sort: '排序',
    parent_id: '上级导航',
    description: '描述',
  },
  {
    'href.regex': '链接地址必须以 / 开头，或者是 http:// 或 https:// 开头的网址',
    'color.regex': '颜色必须是 #RRGGBB 格式',
  }
)

export type CreateNavigationInput = Awaited<ReturnType<typeof createNavigationValidator.validate>>
export type UpdateNavigationInput = Awaited<ReturnType<typeof updateNavigationValidator.validate>>
