import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { searchWordKey } from '../search_word_key.js'

/** The spec's quick date ranges, in days: day, week, month, three months, half a year, a year. */
export const ANALYTICS_RANGES = [1, 7, 31, 92, 183, 365] as const

function stored(date: DateTime) {
  return date.toFormat('yyyy-MM-dd HH:mm:ss')
}

/**
 * What visitors searched over the last `days`: totals, the most searched words, the words
 * that found nothing (what the library lacks), and searches per day (per hour for one day);
 * the top words say whether staff hid them from 大家都在搜.
 */
export async function searchAnalytics(input: { days: number; type?: number }) {
  const now = DateTime.now()
  const since = input.days === 1 ? now.minus({ hours: 23 }).startOf('hour') : now.minus({ days: input.days - 1 }).startOf('day')
  const scoped = () => {
    const query = db.from('search_records').where('created_at', '>=', stored(since))
    if (input.type !== undefined) query.where('type', input.type)
    return query
  }
  const bucketLength = input.days === 1 ? 13 : 10

  const [summary, top, zero, buckets] = await Promise.all([
    scoped()
      .select(
        db.raw('COUNT(*) AS searches'),
        db.raw('COUNT(DISTINCT keywords) AS keywords'),
        db.raw('SUM(CASE WHEN total = 0 THEN 1 ELSE 0 END) AS zero'),
        db.raw('AVG(spend_time) AS spend')
      )
      .first(),
    scoped()
      .groupBy('keywords')
      .select('keywords', db.raw('COUNT(*) AS count'), db.raw('MAX(total) AS results'))
      .orderBy('count', 'desc')
      .orderBy('keywords', 'asc')
      .limit(20),
    scoped()
      .where('total', 0)
      .groupBy('keywords')
      .select('keywords', db.raw('COUNT(*) AS count'), db.raw('MAX(created_at) AS last_at'))
      .orderBy('count', 'desc')
      .orderBy('keywords', 'asc')
      .limit(20),
    scoped()
      .select(
        db.raw(`SUBSTR(created_at, 1, ${bucketLength}) AS bucket`),
        db.raw('COUNT(*) AS count'),
        db.raw('SUM(CASE WHEN total = 0 THEN 1 ELSE 0 END) AS zero')
      )
      .groupByRaw(`SUBSTR(created_at, 1, ${bucketLength})`),
  ])

  const hiddenWords = (await db.from('search_hidden_words').orderBy('id', 'desc').limit(500).select('keywords')).map((row: any) =>
    String(row.keywords)
  )
  const hidden = new Set(hiddenWords)

  const byBucket = new Map(buckets.map((row: any) => [String(row.bucket).replace('T', ' '), row]))
  const trend: { label: string; count: number; zero: number }[] = []
  const steps = input.days === 1 ? 24 : input.days
  for (let step = 0; step < steps; step++) {
    const at = input.days === 1 ? since.plus({ hours: step }) : since.plus({ days: step })
    const key = input.days === 1 ? at.toFormat('yyyy-MM-dd HH') : at.toFormat('yyyy-MM-dd')
    const row: any = byBucket.get(key)
    trend.push({
      label: input.days === 1 ? at.toFormat('HH:00') : at.toFormat('MM-dd'),
      count: Number(row?.count ?? 0),
      zero: Number(row?.zero ?? 0),
    })
  }

  return {
    days: input.days,
    searches: Number(summary?.searches ?? 0),
    keywords: Number(summary?.keywords ?? 0),
    zero: Number(summary?.zero ?? 0),
    spend: Number(Number(summary?.spend ?? 0).toFixed(3)),
    top: top.map((row: any) => ({
      keywords: String(row.keywords),
      count: Number(row.count),
      results: Number(row.results),
      hidden: hidden.has(searchWordKey(String(row.keywords))),
    })),
    zero_keywords: zero.map((row: any) => ({ keywords: String(row.keywords), count: Number(row.count), last_at: String(row.last_at) })),
    trend,
    /** Words staff keep out of 大家都在搜, newest first. */
    hidden_words: hiddenWords,
  }
}
