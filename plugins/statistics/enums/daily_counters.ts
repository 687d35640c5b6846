/** The counters of one statistics_daily row (one site day): the rollup adds to them, the dashboards read them. */
export const DAILY_COUNTERS = [
  'page_views',
  'bot_views',
  'visitors',
  'new_visitors',
  'user_visitors',
  'last_seen_visitors',
  'document_views',
  'document_downloads',
] as const

export type DailyCounter = (typeof DAILY_COUNTERS)[number]
