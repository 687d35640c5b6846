/** Spec §6 names two permission groups here: statistics and visitor stats. */
export const STATISTICS_VIEW = 'statistics.view'
export const VISITOR_VIEW = 'statistics.visitor.view'

export const statisticsPermissions = [
  { key: STATISTICS_VIEW, title: '查看网站统计', group: '统计' },
  { key: VISITOR_VIEW, title: '查看访客统计', group: '访客统计' },
]
