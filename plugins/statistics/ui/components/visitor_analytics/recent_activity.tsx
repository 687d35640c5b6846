import { useState } from 'react'
import { Button, Tag, Typography } from '@douyinfe/semi-ui-19'
import { ScrollTable } from '~/components/scroll_table'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'
import { IconRefresh } from '@douyinfe/semi-icons'
import { AdminPage } from '~/components/admin/admin_page'
import { formatDateTime, relativeTime } from '~/lib/format'
import { useReport } from '../use_report'
import { LoadError, NoData } from '../figures'
import type { Activity } from './visitor_types'
import { apiUrl } from '~/lib/api_url'
import './visitor_analytics.css'

const COLUMNS: ColumnProps<Activity>[] = [
  {
    title: '时间',
    dataIndex: 'created_at',
    width: 110,
    render: (value: string) => <span title={formatDateTime(value)}>{relativeTime(value)}</span>,
  },
  {
    title: '页面',
    dataIndex: 'url',
    width: 280,
    render: (url: string, row) => (
      <span className="ds-stats-trail__head">
        <Tag size="small">{row.page_type_label}</Tag>
        <Typography.Text link={{ href: url, target: '_blank' }} ellipsis={{ showTooltip: true }} className="ds-stats-cell--url">
          {url}
        </Typography.Text>
      </span>
    ),
  },
  {
    title: '访客',
    dataIndex: 'user',
    width: 140,
    render: (user: Activity['user'], row) => user?.username ?? <span className="ds-stats-visitor__id">{row.ip}</span>,
  },
  {
    title: '浏览器',
    dataIndex: 'browser',
    width: 150,
    render: (_: string, row) =>
      row.is_bot ? (
        <Tag size="small" color="orange">
          爬虫
        </Tag>
      ) : (
        `${row.browser} · ${row.os}`
      ),
  },
  {
    title: '来源',
    dataIndex: 'referer',
    width: 200,
    render: (referer: string) => (
      <Typography.Text type="tertiary" ellipsis={{ showTooltip: true }} className="ds-stats-cell--referer">
        {referer || '直接访问'}
      </Typography.Text>
    ),
  },
]

/** The newest page views of the site, for a look at who is on it now. */
export function RecentActivity() {
  const [page, setPage] = useState(1)
  const recent = useReport<{ total: number; activity: Activity[] }>(apiUrl('statistics.visitor_activities'), { days: 1, page, size: 10 })
  return (
    <AdminPage
      title="最近访问"
      description="今天的逐条页面访问，最新的在前"
      actions={<Button icon={<IconRefresh />} theme="borderless" aria-label="刷新最近访问" onClick={() => recent.reload()} />}
    >
      {recent.error && <LoadError message={recent.error} />}
      <ScrollTable<Activity>
        name="最近访问列表"
        rowKey="id"
        size="small"
        loading={recent.loading}
        dataSource={recent.data?.activity ?? []}
        columns={COLUMNS}
        scroll={{ x: 880 }}
        empty={<NoData text="今天还没有访问" />}
        pagination={
          (recent.data?.total ?? 0) > 10
            ? { currentPage: page, pageSize: 10, total: recent.data!.total, onPageChange: setPage, size: 'small' }
            : false
        }
      />
    </AdminPage>
  )
}
