import type { Range } from '../range_picker'

export interface Share {
  value: string
  count: number
}

export interface Summary {
  visitors: number
  new_visitors: number
  returning_visitors: number
  user_visitors: number
  page_views: number
  bot_views: number
  pages_per_visitor: number
  browser: Share[]
  os: Share[]
  device: Share[]
  source: Share[]
}

export interface VisitorTrend {
  trend: { date: string; visitors: number; new_visitors: number; returning_visitors: number }[]
}

export interface VisitorRow {
  id: number
  visitor_id: string
  user: { id: number; username: string } | null
  ip: string
  user_agent: string
  browser: string
  os: string
  device: string
  is_bot: boolean
  page_views: number
  last_url: string
  first_seen_at: string
  last_seen_at: string
}

export interface Activity {
  id: number
  url: string
  page_type_label: string
  referer: string
  ip: string
  browser: string
  os: string
  is_bot: boolean
  user: { id: number; username: string } | null
  visitor_id: string
  created_at: string
}

/** The visitor list's filters; the report range is kept among them, so it stays in the address. */
export type VisitorFilters = {
  ip: string
  is_bot: boolean | undefined
  days: number | undefined
  start_date: string | undefined
  end_date: string | undefined
}

export const rangeOf = (filters: VisitorFilters): Range =>
  filters.start_date && filters.end_date ? { start_date: filters.start_date, end_date: filters.end_date } : { days: filters.days ?? 7 }

/** The filters that hold the given range (a number of days or two dates, never both). */
export const rangeFilters = (next: Range): Partial<VisitorFilters> =>
  next.days
    ? { days: next.days, start_date: undefined, end_date: undefined }
    : { days: undefined, start_date: next.start_date, end_date: next.end_date }
