import vine from '@vinejs/vine'

function toList(value: unknown) {
  if (value === undefined || value === null || value === '') return undefined
  return Array.isArray(value) ? value : [value]
}

const ids = () => vine.array(vine.number().withoutDecimals().positive()).parse(toList)


export const listSearchRecordsValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).optional(),
  size: vine.number().withoutDecimals().min(1).optional(),
  keywords: vine.string().trim().maxLength(64).optional(),
  ip: vine.string().trim().maxLength(64).optional(),
  user_id: ids().optional(),
  type: vine.number().withoutDecimals().in([0, 1]).optional(),
  order: vine.string().trim().maxLength(100).optional(),
})

export const deleteSearchRecordsValidator = vine.create({
  id: ids().minLength(1).maxLength(1000),
})

export const searchAnalyticsValidator = vine.create({
  days: vine.number().withoutDecimals().in([1, 7, 31, 92, 183, 365]).optional(),
  type: vine.number().withoutDecimals().in([0, 1]).optional(),
})
