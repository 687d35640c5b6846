import db from '@adonisjs/lucid/services/db'
import { Document } from '#plugins/documents/contracts'
import { PAGE_TYPES, PAGE_TYPE_LABELS, type PageType } from '../enums/page_types.js'
import { WINDOWS, windowsEnd } from '../services/document_windows.js'
import type { DateRange } from './date_range.js'

/** The most viewed (or downloaded) documents of a range, by document: id, views, downloads. */
async function leaders(range: DateRange, by: 'views' | 'downloads', size: number) {
  // A quick range ending today is kept up to date by the rollup (services/document_windows.ts).
  if (range.toToday && WINDOWS.includes(range.dates.length) && (await windowsEnd()) === range.end) {
    return db
      .from('statistics_document_windows')
      .where('window_days', range.dates.length)
      .where(by, '>', 0)
      .orderBy(by, 'desc')
      .orderBy('document_id', 'asc')
      .limit(size)
      .select('document_id', 'views', 'downloads')
  }
  return db
    .from('statistics_daily_documents')
    .whereBetween('day', [range.start, range.end])
    .groupBy('document_id')
    .select('document_id')
    .sum('views as views')
    .sum('downloads as downloads')
    .havingRaw(`sum(${by}) > 0`)
    .orderByRaw(`sum(${by}) desc`)
    .orderBy('document_id', 'asc')
    .limit(size)
}

/**
 * GET /api/v1/statistics/top-viewed-documents and top-downloaded-documents: the documents
 * most viewed (or downloaded) in the range, ties by id; titles as they are now.
 */
export async function topDocuments(range: DateRange, by: 'views' | 'downloads', size = 10) {
  const rows = await leaders(range, by, size)
  const ids = rows.map((row) => Number(row.document_id))
  const documents = ids.length ? await Document.query().whereIn('id', ids).select('id', 'title') : []
  const titles = new Map(documents.map((document) => [document.id, document.title]))
  return {
    start_date: range.start,
    end_date: range.end,
    document: rows.map((row) => ({
      id: Number(row.document_id),
      title: titles.get(Number(row.document_id)) ?? '',
      exists: titles.has(Number(row.document_id)),
      views: Number(row.views),
      downloads: Number(row.downloads),
    })),
  }
}

/** GET /api/v1/statistics/page-types: page views per page type, every type listed. */
export async function pageTypeShares(range: DateRange) {
  const rows = await db
    .from('statistics_daily_page_types')
    .whereBetween('day', [range.start, range.end])
    .groupBy('page_type')
    .select('page_type')
    .sum('views as views')
  const views = new Map(rows.map((row) => [row.page_type as string, Number(row.views)]))
  const total = [...views.values()].reduce((sum, count) => sum + count, 0)
  const known = new Set<string>(PAGE_TYPES)
  const types = [...PAGE_TYPES, ...[...views.keys()].filter((type) => !known.has(type))]
  return {
    start_date: range.start,
    end_date: range.end,
    page_views: total,
    page_type: types
      .map((type) => {
        const count = views.get(type) ?? 0
        return {
          page_type: type,
          label: PAGE_TYPE_LABELS[type as PageType] ?? type,
          views: count,
          percent: total ? Math.round((count / total) * 1000) / 10 : 0,
        }
      })
      .sort((a, b) => b.views - a.views),
  }
}

/** Browser, os, device (visitor-days) or source (entries) of the range, largest first. */
export async function breakdown(range: DateRange, dimension: 'browser' | 'os' | 'device' | 'source', limit = 10) {
  const rows = await db
    .from('statistics_daily_dimensions')
    .where('dimension', dimension)
    .whereBetween('day', [range.start, range.end])
    .groupBy('value')
    .select('value')
    .sum('count as count')
    .orderByRaw('sum(count) desc')
    .orderBy('value', 'asc')
    .limit(limit)
  return rows.map((row) => ({ value: row.value as string, count: Number(row.count) })).filter((row) => row.count > 0)
}
