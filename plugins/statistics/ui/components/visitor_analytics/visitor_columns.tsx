import { Tag, Typography } from '@douyinfe/semi-ui-19'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import type { VisitorRow } from './visitor_types'
import './visitor_analytics.css'

function VisitorCell({ row }: { row: VisitorRow }) {
  return (
    <div className="ds-stats-visitor">
      <span>
        {row.user ? <Typography.Text strong>{row.user.username}</Typography.Text> : '游客'}{' '}
        {row.is_bot && (
          <Tag size="small" color="orange">
            爬虫
          </Tag>
        )}
      </span>
      <span className="ds-stats-visitor__id" title={row.visitor_id}>
        {row.visitor_id.slice(0, 12)}
      </span>
    </div>
  )
}

export function visitorColumns(onTrail: (row: VisitorRow) => void): ColumnProps<VisitorRow>[] {
  return [
    { title: '访客', dataIndex: 'visitor_id', width: 200, render: (_: string, row) => <VisitorCell row={row} /> },
    { title: 'IP', dataIndex: 'ip', width: 140 },
    {
      title: '设备',
      dataIndex: 'browser',
      width: 170,
      render: (_: string, row) => (
        <Typography.Text ellipsis={{ showTooltip: { opts: { content: row.user_agent } } }} className="ds-stats-cell--device">
          {row.browser} · {row.os} · {row.device}
        </Typography.Text>
      ),
    },
    { title: '浏览页数', dataIndex: 'page_views', width: 90 },
    {
      title: '最近访问页面',
      dataIndex: 'last_url',
      width: 220,
      render: (url: string) => (
        <Typography.Text link={{ href: url, target: '_blank' }} ellipsis={{ showTooltip: true }} className="ds-stats-cell--url">
          {url}
        </Typography.Text>
      ),
    },
    timeColumn<VisitorRow>('首次访问', 'first_seen_at'),
    timeColumn<VisitorRow>('最近访问', 'last_seen_at'),
    rowActionsColumn<VisitorRow>({ width: 100, actions: (row) => [{ label: '访问轨迹', onClick: () => onTrail(row) }] }),
  ]
}
