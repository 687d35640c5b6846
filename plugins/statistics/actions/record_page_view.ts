import { settings } from '#core/settings/contracts'
import { stripUrlSecrets } from '#core/kernel/http/strip_url_secrets'
import type { PageType } from '../enums/page_types.js'
import { isBot } from '../services/bots.js'
import { dayOf, stampOf } from '../services/clock.js'
import { pageViewBuffer } from '../services/event_buffer.js'
import { classifyPath, isAdminPath, pathOf } from '../services/page_type.js'
import { recentViews } from '../services/recent_views.js'
import { normalizeReferer } from '../services/sources.js'
import { resolveVisitorId } from '../services/visitor_id.js'

/** Who is calling, as the server sees it. */
export interface Caller {
  userId: number
  ip: string
  userAgent: string
  /** The ds_vid cookie, if the browser sent one. */
  visitorCookie?: string | null
  /** The Host the request was sent to: a referer on it is a move within the site. */
  host?: string | null
}

export interface PageViewInput {
  url: string
  referer?: string
  page_type?: PageType
  item_id?: number
  client_id?: string
}

/** A full URL becomes its path and query; a path stays as it is. Secret parameters (a reset token) are dropped. */
export function siteUrl(url: string) {
  if (url.startsWith('/')) return stripUrlSecrets(url)
  try {
    const parsed = new URL(url)
    return stripUrlSecrets(`${parsed.pathname}${parsed.search}`)
  } catch {
    return stripUrlSecrets(`/${url}`)
  }
}

export async function trackingEnabled() {
  return (await settings.get<boolean>('statistics', 'enable')) !== false
}

/** The id the caller is counted under: the ds_vid cookie, else the client's own id, else a daily hash. */
export function visitorOf(caller: Caller, clientId: unknown, day: string) {
  return resolveVisitorId({ cookie: caller.visitorCookie, clientId, ip: caller.ip, userAgent: caller.userAgent, day })
}

/**
 * POST /api/v1/statistics/record-page-view. Admin pages and repeats of the same path by the
 * same browser within 30 minutes are not recorded. The page type comes from the path when
 * the path says it (a client cannot file /document/3 as a home view); a page the site does
 * not know (an app's own screen) keeps the type the client gives.
 */
export async function recordPageView(input: PageViewInput, caller: Caller, now = new Date()) {
  const url = siteUrl(input.url).slice(0, 512)
  const path = pathOf(url)
  const day = dayOf(now)
  const { visitorId, fromCookie } = visitorOf(caller, input.client_id, day)
  if (isAdminPath(path) || !(await trackingEnabled()) || !recentViews.claim(`${visitorId}|${path}`, now.getTime())) {
    return { recorded: false, visitorId, fromCookie }
  }
  const classified = classifyPath(path)
  const known = classified.pageType !== 'other'
  pageViewBuffer.push({
    visitor_id: visitorId,
    user_id: caller.userId,
    url,
    page_type: known ? classified.pageType : (input.page_type ?? 'other'),
    item_id: known ? classified.itemId : (input.item_id ?? 0),
    referer: normalizeReferer(input.referer ?? '', caller.host ?? null),
    ip: caller.ip.slice(0, 64),
    user_agent: caller.userAgent.slice(0, 512),
    is_bot: isBot(caller.userAgent) ? 1 : 0,
    day,
    created_at: stampOf(now),
  })
  return { recorded: true, visitorId, fromCookie }
}
