import { ApiError } from '#core/kernel/http/api_error'
import { addDays, daysBetween, today } from '../services/clock.js'

export interface RangeInput {
  days?: number
  start_date?: string
  end_date?: string
}

export interface DateRange {
  start: string
  end: string
  /** The range ends today: its distinct visitors are exact (see visitorsIn). */
  toToday: boolean
  dates: string[]
}

const MAX_DAYS = 731

/**
 * A quick range of spec §9 (`days`: 1 today, 7, 31, 92, 183, 365, ending today) or
 * start_date..end_date; 7 days when neither is given.
 */
export function resolveRange(input: RangeInput, fallbackDays = 7): DateRange {
  const now = today()
  const end = input.end_date ?? now
  const start = input.start_date ?? addDays(end, -((input.days ?? fallbackDays) - 1))
  for (const day of [start, end]) {
    if (addDays(day, 0) !== day) throw ApiError.badRequest(`日期 ${day} 不存在`)
  }
  if (start > end) throw ApiError.badRequest('开始日期不能晚于结束日期')
  if (addDays(start, MAX_DAYS - 1) < end) throw ApiError.badRequest(`时间范围不能超过${MAX_DAYS}天`)
  return { start, end, toToday: end >= now, dates: daysBetween(start, end) }
}
