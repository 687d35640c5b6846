import db from '@adonisjs/lucid/services/db'
import type { DateRange } from './date_range.js'
import { dailyRows, figures, visitorsIn } from './site_totals.js'

/** GET /api/v1/statistics/page-views: page views and visitors per day. */
export async function pageViewTrend(range: DateRange) {
  const rows = await dailyRows(range)
  const totals = figures(rows)
  return {
    start_date: range.start,
    end_date: range.end,
    page_views: totals.page_views,
    visitors: await visitorsIn(range, rows),
    bot_views: totals.bot_views,
    trend: rows.map((row) => ({
      date: row.day,
      page_views: row.page_views,
      visitors: row.visitors,
      new_visitors: row.new_visitors,
      bot_views: row.bot_views,
    })),
  }
}

/** GET /api/v1/statistics/visitor-trend: visitors per day, new and returning. */
export async function visitorTrend(range: DateRange) {
  const rows = await dailyRows(range)
  return {
    start_date: range.start,
    end_date: range.end,
    trend: rows.map((row) => ({
      date: row.day,
      visitors: row.visitors,
      new_visitors: row.new_visitors,
      returning_visitors: Math.max(0, row.visitors - row.new_visitors),
      user_visitors: row.user_visitors,
      page_views: row.page_views,
    })),
  }
}

/** GET /api/v1/statistics/document-access: document views and downloads per day, of one document or all. */
export async function documentAccessTrend(range: DateRange, documentId?: number) {
  let perDay: Map<string, { views: number; downloads: number }>
  if (documentId) {
    const rows = await db
      .from('statistics_daily_documents')
      .where('document_id', documentId)
      .whereBetween('day', [range.start, range.end])
      .select('day', 'views', 'downloads')
    perDay = new Map(rows.map((row) => [row.day, { views: Number(row.views), downloads: Number(row.downloads) }]))
  } else {
    const rows = await dailyRows(range)
    perDay = new Map(rows.map((row) => [row.day, { views: row.document_views, downloads: row.document_downloads }]))
  }
  const trend = range.dates.map((date) => ({ date, views: perDay.get(date)?.views ?? 0, downloads: perDay.get(date)?.downloads ?? 0 }))
  return {
    start_date: range.start,
    end_date: range.end,
    document_id: documentId ?? 0,
    views: trend.reduce((total, day) => total + day.views, 0),
    downloads: trend.reduce((total, day) => total + day.downloads, 0),
    trend,
  }
}
