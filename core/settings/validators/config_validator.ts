import vine from '@vinejs/vine'
import { labelledMessages } from './labelled_messages.js'

/** A repeated query parameter (`?category=a&category=b`) or a single one, as a list. */
export function queryList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return []
  return (Array.isArray(value) ? value : [value]).map(String).filter(Boolean)
}

/**
 * PUT /api/v1/config: the api-shapes form `{ config: [{ id, value }] }`, or the admin page's
 * `{ category, values: { name: value } }`.
 */
export const updateConfigValidator = vine.create(
  vine.object({
    config: vine
      .array(
        vine.object({
          id: vine.number().withoutDecimals().positive(),
          value: vine.any().nullable().optional(),
        })
      )
      .optional(),
    category: vine.string().trim().maxLength(64).optional(),
    values: vine.record(vine.any().nullable()).optional(),
  })
)

export const updateConfigMessages = labelledMessages({
  'config': '配置',
  'config.*.id': '配置ID',
  'category': '配置分组',
  'values': '配置值',
})
