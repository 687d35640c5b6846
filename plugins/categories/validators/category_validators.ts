import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'

/** Empty (none), a stored image path (/uploads/...) or an http(s) URL; never javascript: or data: links. */
const IMAGE = /^($|\/(?!\/)|https?:\/\/)/i

const fields = {
  parent_id: vine.number().withoutDecimals().min(0).optional(),
  type: vine.number().in([0, 1]).optional(),
  enable: vine.boolean().optional(),
  sort: vine.number().withoutDecimals().min(-1000000).max(1000000).optional(),
  icon: vine.string().trim().maxLength(255).regex(IMAGE).optional(),
  cover: vine.string().trim().maxLength(255).regex(IMAGE).optional(),
  description: vine.string().trim().maxLength(512).optional(),
  show_description: vine.boolean().optional(),
}

/** `title` may hold several names, one a line: each becomes a sibling. */
export const createCategoryValidator = vine.create(
  vine.object({
    title: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(64 * 100),
    ...fields,
  })
)

export const updateCategoryValidator = vine.create(
  vine.object({
    id: vine.number().withoutDecimals().positive(),
    title: vine.string().trim().minLength(1).maxLength(64).optional(),
    ...fields,
  })
)

export const categoryMessages = labelledMessages(
  {
    id: 'ID',
    title: '分类名称',
    parent_id: '上级分类',
    type: '分类类型',
    enable: '启用',
    sort: '排序',
    icon: '图标',
    cover: '封面',
    description: '描述',
    show_description: '显示描述',
  },
  {
    'icon.regex': '图标必须是上传的图片地址或 http(s) 网址',
    'cover.regex': '封面必须是上传的图片地址或 http(s) 网址',
  }
)

export type CreateCategoryInput = Awaited<ReturnType<typeof createCategoryValidator.validate>>
export type UpdateCategoryInput = Awaited<ReturnType<typeof updateCategoryValidator.validate>>
