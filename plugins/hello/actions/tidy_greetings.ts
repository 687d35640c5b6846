import { DateTime } from 'luxon'
import { settings } from '#core/settings/contracts'
import Greeting from '../models/greeting.js'
import type { HelloSettings } from '../settings.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

/** Deletes greetings older than the keep_days setting; returns how many went. */
export async function tidyGreetings() {
  const { keep_days: keepDays } = await settings.group<HelloSettings>('hello')
  const before = DateTime.utc().minus({ days: keepDays }).toSQL({ includeOffset: false })
  const deleted = await Greeting.query().where('createdAt', '<', before).delete()
  return affectedRows(deleted)
}
