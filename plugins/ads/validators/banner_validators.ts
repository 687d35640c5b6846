import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { BannerType } from '../enums/banner_type.js'
import { fieldsParam, keywordParam, pageOf, pagingParams, queryList } from '#core/kernel/http/query_list'

/** A site path or an http(s) URL; never javascript: or data: links. */
const HREF = /^(\/(?!\/)|https?:\/\/)/i
const TYPES = Object.values(BannerType)

const fields = {
  url: vine
    .string()
    .trim()
    .maxLength(255)
    .regex(/^$|^(\/(?!\/)|https?:\/\/)/i)
    .optional(),
  description: vine.string().trim().maxLength(255).optional(),
  type: vine.number().in(TYPES).optional(),
  sort: vine.number().withoutDecimals().min(-1000000).max(1000000).optional(),
  enable: vine.boolean().optional(),
}

export const createBannerValidator = vine.create(
  vine.object({
    title: vine.string().trim().minLength(1).maxLength(128),
    path: vine.string().trim().maxLength(255).regex(HREF),
    ...fields,
  })
)

export const updateBannerValidator = vine.create(
  vine.object({
    id: vine.number().withoutDecimals().positive(),
    title: vine.string().trim().minLength(1).maxLength(128).optional(),
    path: vine.string().trim().maxLength(255).regex(HREF).optional(),
    ...fields,
  })
)

export const bannerMessages = labelledMessages(
  { id: 'ID', title: '横幅标题', path: '横幅图片', url: '链接地址', description: '描述', type: '横幅类型', sort: '排序', enable: '启用' },
  {
    'title.required': '请输入横幅标题',
    'title.minLength': '请输入横幅标题',
    'path.required': '请上传横幅图片',
    'path.regex': '横幅图片必须是上传后的图片地址（/uploads/...）或 http(s) 网址',
    'url.regex': '链接地址必须以 / 开头，或者是 http:// 或 https:// 开头的网址',
    'type.in': '横幅类型只能是 网站、小程序 或 App',
  }
)

export type CreateBannerInput = Awaited<ReturnType<typeof createBannerValidator.validate>>
export type UpdateBannerInput = Awaited<ReturnType<typeof updateBannerValidator.validate>>

const listValidator = vine.create(
  vine.object({
    ...pagingParams(100),
    wd: keywordParam(),
    field: fieldsParam(),
    type: vine.array(vine.number().in(TYPES)).optional(),
    enable: vine.array(vine.boolean()).optional(),
  })
)

const listMessages = labelledMessages(
  { page: '页码', size: '每页数量', wd: '关键词', field: '字段', type: '横幅类型', enable: '启用状态' },
  { 'type.*.in': '横幅类型只能是 0（网站）、1（小程序）或 2（App）' }
)

/** GET /api/v1/banner/list */
export async function validateBannerList(qs: Record<string, any>) {
  const query = await listValidator.validate(
    { ...qs, type: queryList(qs.type), enable: queryList(qs.enable) },
    { messagesProvider: listMessages }
  )
  return {
    ...pageOf(query),
    wd: query.wd ?? '',
    fields: query.field ?? [],
    types: query.type ?? [],
    enable: query.enable ?? [],
  }
}

export type BannerListQuery = Awaited<ReturnType<typeof validateBannerList>>
