import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { stripUrlSecrets } from '#core/kernel/http/strip_url_secrets'
import { pageCache } from '#core/page_cache/contracts'

export interface SearchRecordInput {
  keywords: string
  type: number
  total: number
  page: number
  spend: number
}

/** Who searched: a member's id (0 for a visitor), the address AdonisJS's request.ip() gives and the user agent. */
export interface Searcher {
  userId: number
  ip: string
  userAgent: string
}

/**
 * A recorded search shows only in aggregate, on the pages with 热门搜索 and 大家都在搜: those are
 * invalidated within this long of a search, not on each (a search page's every hit records one).
 */
export const recordedSearches = { shownWithinMs: 10_000 }

export function searcherOf(ctx: Pick<HttpContext, 'auth' | 'request'>): Searcher {
  return { userId: ctx.auth.user?.id ?? 0, ip: ctx.request.ip(), userAgent: ctx.request.header('user-agent') ?? '' }
}

/** The search_records row of a search, or null when there are no words to keep. */
export function searchRecordRow(searcher: Searcher, input: SearchRecordInput, at = DateTime.now()) {
  // A pasted link keeps its words, never its token.
  const keywords = stripUrlSecrets(input.keywords)
  if (!keywords) return null
  const stamp = at.toFormat('yyyy-MM-dd HH:mm:ss')
  return {
    user_id: searcher.userId,
    ip: searcher.ip.slice(0, 64),
    type: input.type,
    keywords: [...keywords].slice(0, 64).join(''),
    total: input.total,
    page: input.page,
    user_agent: searcher.userAgent.slice(0, 255),
    spend_time: input.spend,
    created_at: stamp,
    updated_at: stamp,
  }
}

export type SearchRecordRow = NonNullable<ReturnType<typeof searchRecordRow>>

/** Writes recorded searches; the pages that show them in aggregate follow a little later. */
export async function insertSearchRecords(rows: SearchRecordRow[]) {
  if (rows.length === 0) return
  await pageCache.withoutInvalidation(() => db.table('search_records').multiInsert(rows))
  pageCache.invalidateWithin(['search_records'], recordedSearches.shownWithinMs)
}

/** Records a search; a failure to record never fails the search itself. */
export async function recordSearch(ctx: Pick<HttpContext, 'auth' | 'request'>, input: SearchRecordInput) {
  const row = searchRecordRow(searcherOf(ctx), input)
  if (!row) return
  try {
    await insertSearchRecords([row])
  } catch (error) {
    logger.warn({ err: error }, 'search: could not record a search')
  }
}
