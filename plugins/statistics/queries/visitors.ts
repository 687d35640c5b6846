import db from '@adonisjs/lucid/services/db'
import { User } from '#core/accounts/contracts'
import { addDays } from '../services/clock.js'
import { activityJson, visitorJson } from '../transformers/statistics_transformer.js'
import type { DateRange } from './date_range.js'
import { breakdown } from './rankings.js'
import { dailyRows, figures, visitorsIn } from './site_totals.js'
import { pageOf } from '#core/kernel/http/query_list'

/**
 * Lists over millions of raw rows count at most this many matches: pages stay fast, and
 * 500 pages of 20 are more than anyone reads. `total_capped` says when there are more.
 */
export const COUNT_CAP = 10_000

async function cappedCount(query: any) {
  const [row] = await query.client.from(query.clone().clearOrder().select('id').limit(COUNT_CAP).as('matches')).count('* as total')
  const total = Number(row?.total ?? 0)
  return { total, total_capped: total >= COUNT_CAP }
}
const startOf = (day: string) => `${day} 00:00:00`
const endOf = (day: string) => `${addDays(day, 1)} 00:00:00`

/**
 * Addresses that start with the text (10.1. finds 10.1.0.0/16), along the ip index: a
 * range on SQLite, whose LIKE cannot use a binary index; LIKE 'text%' on MySQL, whose
 * collations sort punctuation apart from ASCII order.
 */
function whereIpStartsWith(query: any, prefix: string) {
  if (query.client.dialect.name === 'mysql') {
    return query.whereRaw("?? LIKE ? ESCAPE '!'", ['ip', `${prefix.replace(/[!%_]/g, (char) => `!${char}`)}%`])
  }
  return query.where('ip', '>=', prefix).where('ip', '<', `${prefix}~`)
}

async function usernames(ids: number[]) {
  const wanted = [...new Set(ids.filter((id) => id > 0))]
  if (!wanted.length) return new Map<number, string>()
  const users = await User.query().whereIn('id', wanted).select('id', 'username')
  return new Map(users.map((user) => [user.id, user.username]))
}

/** GET /api/v1/statistics/visitors: who visited in the range, and with what. */
export async function visitorSummary(range: DateRange) {
  const rows = await dailyRows(range)
  const totals = figures(rows)
  const visitors = await visitorsIn(range, rows)
  const [browser, os, device, source] = await Promise.all([
    breakdown(range, 'browser'),
    breakdown(range, 'os'),
    breakdown(range, 'device'),
    breakdown(range, 'source'),
  ])
  return {
    start_date: range.start,
    end_date: range.end,
    visitors,
    new_visitors: totals.new_visitors,
    returning_visitors: Math.max(0, visitors - totals.new_visitors),
    user_visitors: totals.user_visitors,
    page_views: totals.page_views,
    bot_views: totals.bot_views,
    pages_per_visitor: totals.visitors ? Math.round((totals.page_views / totals.visitors) * 10) / 10 : 0,
    browser,
    os,
    device,
    source,
  }
}

export interface VisitorListInput {
  page?: number
  size?: number
  ip?: string
  user_id?: number
  is_bot?: boolean
}

/** GET /api/v1/statistics/visitor-list: visitors last seen in the range, latest first. */
export async function visitorList(range: DateRange, input: VisitorListInput) {
  const query = db.from('statistics_visitors')
  if (input.ip && query.client.dialect.name !== 'mysql') {
    // Without statistics SQLite's planner would walk the last_seen_at index over every
    // visitor of the range; the unary + leaves it the (far narrower) ip index.
    query.whereRaw('+?? >= ?', ['last_seen_at', startOf(range.start)]).whereRaw('+?? < ?', ['last_seen_at', endOf(range.end)])
  } else {
    query.where('last_seen_at', '>=', startOf(range.start)).where('last_seen_at', '<', endOf(range.end))
  }
  if (input.ip) whereIpStartsWith(query, input.ip)
  if (input.user_id !== undefined) query.where('user_id', input.user_id)
  if (input.is_bot !== undefined) query.where('is_bot', input.is_bot ? 1 : 0)
  const { page, size } = pageOf(input, { max: 100 })
  const counted = await cappedCount(query)
  const rows = await query
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * size)
    .limit(size)
    .select('*')
  const names = await usernames(rows.map((row) => Number(row.user_id)))
  return { ...counted, visitor: rows.map((row) => visitorJson(row, names.get(Number(row.user_id)))) }
}

export interface ActivityInput {
  page?: number
  size?: number
  visitor_id?: string
  user_id?: number
}

/**
 * GET /api/v1/statistics/visitor-activities: the page views themselves, newest first, kept
 * for statistics.retention_days; of one visitor or user (both indexed), or of everyone.
 */
export async function visitorActivities(range: DateRange, input: ActivityInput) {
  const query = db.from('statistics_page_views').where('created_at', '>=', startOf(range.start)).where('created_at', '<', endOf(range.end))
  if (input.visitor_id) query.where('visitor_id', input.visitor_id)
  if (input.user_id !== undefined) query.where('user_id', input.user_id)
  const { page, size } = pageOf(input, { max: 100 })
  const counted = await cappedCount(query)
  // Newest first along the created_at index: a page is read without sorting the whole range.
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * size)
    .limit(size)
    .select('*')
  const names = await usernames(rows.map((row) => Number(row.user_id)))
  return { ...counted, activity: rows.map((row) => activityJson(row, names.get(Number(row.user_id)))) }
}
