import { PAGE_TYPE_LABELS, type PageType } from '../enums/page_types.js'
import { readStamp } from '../services/clock.js'
import { summarizeAgent } from '../services/user_agent.js'

const iso = (value: string | Date | null) => (value ? readStamp(value).toISOString() : null)
const userOf = (id: number, username?: string) => (id > 0 ? { id, username: username ?? '' } : null)

/** A row of the visitor list. */
export function visitorJson(row: Record<string, any>, username?: string) {
  return {
    id: Number(row.id),
    visitor_id: row.visitor_id as string,
    user: userOf(Number(row.user_id), username),
    ip: row.ip as string,
    user_agent: row.user_agent as string,
    browser: row.browser as string,
    os: row.os as string,
    device: row.device as string,
    is_bot: Boolean(Number(row.is_bot)),
    page_views: Number(row.page_views),
    last_url: row.last_url as string,
    first_seen_at: iso(row.first_seen_at),
    last_seen_at: iso(row.last_seen_at),
  }
}

/** One recorded page view (the page-view record of spec §3 and where it came from). */
export function activityJson(row: Record<string, any>, username?: string) {
  const bot = Boolean(Number(row.is_bot))
  const agent = summarizeAgent(row.user_agent, bot)
  return {
    id: Number(row.id),
    visitor_id: row.visitor_id as string,
    user_id: Number(row.user_id),
    user: userOf(Number(row.user_id), username),
    url: row.url as string,
    page_type: row.page_type as string,
    page_type_label: PAGE_TYPE_LABELS[row.page_type as PageType] ?? row.page_type,
    item_id: Number(row.item_id),
    referer: row.referer as string,
    ip: row.ip as string,
    user_agent: row.user_agent as string,
    browser: agent.browser,
    os: agent.os,
    device: agent.device,
    is_bot: bot,
    created_at: iso(row.created_at),
  }
}
