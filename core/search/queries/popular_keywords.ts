import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'

/** The most searched words of the last 30 days that found something: suggestions for an empty result. */
export async function popularKeywords(type: number, limit = 8) {
  const since = DateTime.now().minus({ days: 30 }).toFormat('yyyy-MM-dd HH:mm:ss')
  const rows = await db
    .from('search_records')
    .where('type', type)
    .where('total', '>', 0)
    .where('created_at', '>=', since)
    .groupBy('keywords')
    .orderByRaw('COUNT(*) DESC')
    .limit(limit)
    .select('keywords')
  return rows.map((row) => String(row.keywords)).filter(Boolean)
}
