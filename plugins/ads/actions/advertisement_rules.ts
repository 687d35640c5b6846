import { DateTime } from 'luxon'
import { ApiError } from '#core/kernel/http/api_error'
import { cleanAdHtml } from '../services/ad_html.js'

/** undefined (not sent) stays undefined; null clears the time. */
export function toDateTime(value: Date | null | undefined, label: string) {
  if (value === undefined || value === null) return value
  const time = DateTime.fromJSDate(value)
  if (time.year < 2000 || time.year > 9999) throw ApiError.badRequest(`${label}应在 2000 年到 9999 年之间`)
  return time
}

export function assertWindow(start: DateTime | null, end: DateTime | null) {
  if (start && end && end <= start) throw ApiError.badRequest('结束时间必须晚于开始时间')
}

/** Stored content is sanitised; content with nothing left to show is refused, not saved empty. */
export async function cleanContent(content: string) {
  const clean = await cleanAdHtml(content)
  if (!clean) throw ApiError.badRequest('广告内容只包含不允许的标签或属性（如 script、事件属性），请修改后再保存')
  return clean
}
