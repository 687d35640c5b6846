import { DateTime } from 'luxon'
import { iso } from '#core/kernel/transformers/iso'

/** A raw timestamp column (a Date from MySQL; text or epoch milliseconds from SQLite) as the API's ISO text. */
export function timestampOf(value: unknown) {
  if (value instanceof Date) return iso(DateTime.fromJSDate(value))
  if (typeof value === 'number') return iso(DateTime.fromMillis(value))
  const text = String(value)
  const parsed = DateTime.fromSQL(text)
  return iso(parsed.isValid ? parsed : DateTime.fromISO(text))
}
