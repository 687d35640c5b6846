import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { POSITION_VALUES } from '../enums/advertisement_position.js'
import { fieldsParam, keywordParam, pageOf, pagingParams, queryList, sortOf } from '#core/kernel/http/query_list'

/** Date pickers send ISO strings; people and scripts often type "2026-12-01 08:00". */
const time = () =>
  vine
    .date({ formats: ['iso8601', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'] })
    .nullable()
    .optional()

const fields = {
  title: vine.string().trim().maxLength(128).optional(),
  enable: vine.boolean().optional(),
  start_time: time(),
  end_time: time(),
  sort: vine.number().withoutDecimals().min(-1000000).max(1000000).optional(),
  remark: vine.string().trim().maxLength(255).optional(),
}

const CONTENT_MAX = 20000

export const createAdvertisementValidator = vine.create(
  vine.object({
    position: vine.enum(POSITION_VALUES),
    content: vine.string().trim().minLength(1).maxLength(CONTENT_MAX),
    ...fields,
  })
)

export const updateAdvertisementValidator = vine.create(
  vine.object({
    id: vine.number().withoutDecimals().positive(),
    position: vine.enum(POSITION_VALUES).optional(),
    content: vine.string().trim().minLength(1).maxLength(CONTENT_MAX).optional(),
    ...fields,
  })
)

export const previewAdvertisementValidator = vine.create(vine.object({ content: vine.string().maxLength(CONTENT_MAX).optional() }))

export const advertisementMessages = labelledMessages(
  {
    id: 'ID',
    position: '广告位置',
    content: '广告内容',
    title: '广告标题',
    enable: '启用',
    start_time: '开始时间',
    end_time: '结束时间',
    sort: '排序',
    remark: '备注',
  },
  {
    'position.required': '请选择广告位置',
    'position.enum': '广告位置不存在，请从列表中选择',
    'content.required': '请输入广告内容',
    'content.minLength': '请输入广告内容',
    'start_time.date': '开始时间格式不正确，例如 2026-12-01 08:00:00',
    'end_time.date': '结束时间格式不正确，例如 2026-12-31 23:59:59',
  }
)

export type CreateAdvertisementInput = Awaited<ReturnType<typeof createAdvertisementValidator.validate>>
export type UpdateAdvertisementInput = Awaited<ReturnType<typeof updateAdvertisementValidator.validate>>

const ORDER_COLUMNS = ['id', 'sort', 'start_time', 'end_time', 'created_at', 'updated_at'] as const
const SORT_COLUMNS = Object.fromEntries(ORDER_COLUMNS.map((column) => [column, column]))

const listValidator = vine.create(
  vine.object({
    ...pagingParams(100),
    wd: keywordParam(),
    field: fieldsParam(),
    order: vine
      .string()
      .trim()
      .regex(new RegExp(`^(${ORDER_COLUMNS.join('|')})([ ,](asc|desc))?$`, 'i'))
      .optional(),
    position: vine.array(vine.enum(POSITION_VALUES)).optional(),
    enable: vine.array(vine.boolean()).optional(),
  })
)

const listMessages = labelledMessages(
  { page: '页码', size: '每页数量', wd: '关键词', field: '字段', order: '排序', position: '广告位置', enable: '启用状态' },
  {
    'order.regex': `排序只能按 ${ORDER_COLUMNS.join('、')} 之一，可加 asc 或 desc`,
    'position.*.enum': '广告位置不存在',
  }
)

/** GET /api/v1/advertisement/list */
export async function validateAdvertisementList(qs: Record<string, any>) {
  const query = await listValidator.validate(
    { ...qs, position: queryList(qs.position), enable: queryList(qs.enable) },
    { messagesProvider: listMessages }
  )
  return {
    ...pageOf(query),
    wd: query.wd ?? '',
    fields: query.field ?? [],
    positions: query.position ?? [],
    enable: query.enable ?? [],
    order: sortOf(query.order?.toLowerCase(), SORT_COLUMNS, { initial: [{ column: 'sort', order: 'desc' }] }),
  }
}

export type AdvertisementListQuery = Awaited<ReturnType<typeof validateAdvertisementList>>

const positionValidator = vine.create(vine.object({ position: vine.array(vine.enum(POSITION_VALUES)).optional() }))

/** GET /api/v1/advertisement/position?position=a&position=b; none means every position. */
export async function validatePositions(qs: Record<string, any>) {
  const { position } = await positionValidator.validate({ position: queryList(qs.position) }, { messagesProvider: listMessages })
  return position?.length ? [...new Set(position)] : POSITION_VALUES
}
