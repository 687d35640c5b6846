import { type DateTime } from 'luxon'
import type { SpiderSchedule } from '../enums/spider_status.js'

/** When a source runs again after a run that ended at `from`; once-only sources do not. */
export function nextRunAfter(schedule: SpiderSchedule, from: DateTime) {
  if (schedule === 'daily') return from.plus({ days: 1 })
  if (schedule === 'weekly') return from.plus({ weeks: 1 })
  return null
}
