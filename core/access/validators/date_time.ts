import vine from '@vinejs/vine'
import { DateTime } from 'luxon'

/** RFC 3339 (what clients send, e.g. 2025-09-15T17:47:51+08:00) or `yyyy-MM-dd HH:mm:ss`. */
export function parseDateTime(value: string) {
  const iso = DateTime.fromISO(value, { setZone: false })
  if (iso.isValid) return iso.toLocal()
  const sql = DateTime.fromSQL(value)
  return sql.isValid ? sql : null
}

const dateTimeRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || !parseDateTime(value)) {
    field.report('{{ field }}不是有效的时间', 'dateTime', field)
  }
})

export const dateTime = () =>
  vine
    .string()
    .trim()
    .use(dateTimeRule())
    .transform((value) => parseDateTime(value)!)
