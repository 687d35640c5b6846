import vine from '@vinejs/vine'
import { idList, pageParam, sizeParam } from '#core/kernel/http/query_list'

export const listSearchRecordsValidator = vine.create({
  page: pageParam(),
  size: sizeParam(),
  keywords: vine.string().trim().maxLength(64).optional(),
  ip: vine.string().trim().maxLength(64).optional(),
  user_id: idList().optional(),
  type: vine.number().withoutDecimals().min(0).max(255).optional(),
  order: vine.string().trim().maxLength(100).optional(),
})

export const deleteSearchRecordsValidator = vine.create({
  id: idList().minLength(1).maxLength(1000),
})

export const searchAnalyticsValidator = vine.create({
  days: vine.number().withoutDecimals().in([1, 7, 31, 92, 183, 365]).optional(),
  type: vine.number().withoutDecimals().min(0).max(255).optional(),
})

export const hideSearchWordValidator = vine.create({
  keywords: vine.string().trim().minLength(1).maxLength(64),
  hidden: vine.boolean(),
})
