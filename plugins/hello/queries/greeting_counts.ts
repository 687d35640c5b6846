import { DateTime } from 'luxon'
import Greeting from '../models/greeting.js'

async function count(since?: string) {
  const query = Greeting.query()
  if (since) query.where('createdAt', '>=', since)
  const [row] = await query.count('* as total')
  return Number(row.$extras.total ?? 0)
}

/** Every stored greeting, and those of the last 24 hours. */
export async function greetingCounts() {
  const since = DateTime.utc().minus({ days: 1 }).toSQL({ includeOffset: false })
  const [total, lastDay] = await Promise.all([count(), count(since)])
  return { total, lastDay }
}

/** The greetings one member stored, newest first. */
export async function greetingsBy(userId: number, input: { page: number; size: number }) {
  const result = await Greeting.query()
    .where('userId', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .paginate(input.page, input.size)
  return { total: result.total, greetings: result.all() }
}
