import type { DashboardContext, DashboardWidget } from '#core/admin/contracts'
import { StatisticsPermission } from '../permissions.js'
import { resolveRange } from '../queries/date_range.js'
import { topDocuments } from '../queries/rankings.js'
import { dailyRows } from '../queries/site_totals.js'

const hint = (value: number) => `昨日 ${value.toLocaleString('zh-CN')}`

/** The dashboard's visit figures, 7-day trend and most viewed documents, for holders of statistics.view. */
export async function statisticsWidgets({ held }: DashboardContext): Promise<DashboardWidget[]> {
  if (!held.has(StatisticsPermission.view)) return []
  const range = resolveRange({ days: 7 })
  const rows = await dailyRows(range)
  const today = rows[rows.length - 1]
  const yesterday = rows[rows.length - 2]
  const top = await topDocuments(range, 'views', 5)
  return [
    {
      key: 'statistics.today',
      title: '今日访问',
      kind: 'metrics',
      link: '/admin/statistics',
      metrics: [
        { label: '浏览量', value: today.page_views, hint: hint(yesterday.page_views) },
        { label: '访客', value: today.visitors, hint: hint(yesterday.visitors) },
        { label: '新访客', value: today.new_visitors, hint: hint(yesterday.new_visitors) },
        { label: '文档下载', value: today.document_downloads, hint: hint(yesterday.document_downloads) },
      ],
    },
    {
      key: 'statistics.top-documents',
      title: '近7天热门文档',
      kind: 'ranking',
      link: '/admin/statistics',
      unit: '次浏览',
      empty: '近7天还没有文档被浏览',
      ranking: top.document.map((document) => ({
        title: document.title || `文档 #${document.id}（已删除）`,
        href: document.exists ? `/document/${document.id}` : undefined,
        value: document.views,
      })),
    },
    {
      key: 'statistics.trend',
      title: '近7天访问趋势',
      kind: 'trend',
      link: '/admin/statistics',
      wide: true,
      trend: {
        dates: rows.map((row) => row.day),
        series: [
          { name: '浏览量', values: rows.map((row) => row.page_views) },
          { name: '访客', values: rows.map((row) => row.visitors) },
        ],
      },
    },
  ]
}
