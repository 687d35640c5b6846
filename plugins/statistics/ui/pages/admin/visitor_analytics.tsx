import { useState } from 'react'
import { Button, Pagination, Select, SideSheet, Spin, Table, Tag, Typography } from '@douyinfe/semi-ui-19'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'
import { IconRefresh } from '@douyinfe/semi-icons'
import { AdminPage } from '~/components/admin/admin_page'
import { AdminListPage, ListSearch } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { Chart, barSpec, lineSpec, pieSpec } from '~/components/charts/chart'
import { useMediaQuery } from '~/hooks/use_media_query'
import { formatDateTime, relativeTime } from '~/lib/format'
import { rangeLabel, rangeQuery, type Range } from '../../components/range_picker'
import { useReport } from '../../components/use_report'
import { ReportPage } from '../../components/report_page'
import { LoadError, NoAccess, NoData, Panel } from '../../components/figures'
import '../../components/statistics.css'

interface Share {
  value: string
  count: number
}

interface Summary {
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

interface VisitorTrend {
  trend: { date: string; visitors: number; new_visitors: number; returning_visitors: number }[]
}

interface VisitorRow {
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

interface Activity {
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

type ListFilters = {
  ip: string
  is_bot: boolean | undefined
  days: number | undefined
  start_date: string | undefined
  end_date: string | undefined
}

const rangeOf = (filters: ListFilters): Range =>
  filters.start_date && filters.end_date ? { start_date: filters.start_date, end_date: filters.end_date } : { days: filters.days ?? 7 }

function ShareChart({ title, rows, kind, loading }: { title: string; rows: Share[]; kind: 'pie' | 'bar'; loading: boolean }) {
  const items = rows.map((row) => ({ name: row.value, value: row.count }))
  return (
    <Panel title={title}>
      <Spin spinning={loading}>
        {items.length ? (
          <Chart label={title} height={240} spec={kind === 'pie' ? pieSpec(items) : barSpec(items.slice(0, 8))} />
        ) : (
          <NoData />
        )}
      </Spin>
    </Panel>
  )
}

/** A visitor's page views, newest first, in a side sheet. */
function Trail({ visitor, range, onClose }: { visitor: VisitorRow | null; range: Range; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [page, setPage] = useState(1)
  const trail = useReport<{ total: number; total_capped: boolean; activity: Activity[] }>(
    '/api/v1/statistics/visitor-activities',
    { ...rangeQuery(range), visitor_id: visitor?.visitor_id, page, size: 20 },
    visitor !== null
  )
  return (
    <SideSheet
      title={visitor ? `访问轨迹 · ${visitor.user?.username ?? visitor.ip}` : '访问轨迹'}
      visible={visitor !== null}
      onCancel={() => {
        setPage(1)
        onClose()
      }}
      width={narrow ? '100%' : 480}
    >
      {visitor && (
        <Typography.Paragraph type="tertiary" size="small">
          {visitor.browser} · {visitor.os} · {visitor.device}，{rangeLabel(range)}共 {trail.data ? `${trail.data.total}${trail.data.total_capped ? '+' : ''}` : '-'} 次浏览（访问明细保留的天数见访问统计设置）
        </Typography.Paragraph>
      )}
      <Spin spinning={trail.loading}>
        {trail.error && <LoadError message={trail.error} />}
        {trail.data && !trail.data.activity.length && <NoData text="这段时间没有这位访客的访问明细" />}
        <ol className="ds-stats-trail">
          {(trail.data?.activity ?? []).map((activity) => (
            <li key={activity.id} className="ds-stats-trail__item" data-testid="trail-item">
              <div className="ds-stats-trail__head">
                <Tag size="small" color="blue">
                  {activity.page_type_label}
                </Tag>
                <a className="ds-stats-trail__url" href={activity.url} target="_blank" rel="noreferrer">
                  {activity.url}
                </a>
              </div>
              <span className="ds-stats-trail__meta">
                {formatDateTime(activity.created_at)} · {activity.ip}
                {activity.referer ? ` · 来自 ${activity.referer}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </Spin>
      {(trail.data?.total ?? 0) > 20 && (
        <div className="ds-stats-pager">
          <Pagination size="small" total={trail.data!.total} pageSize={20} currentPage={page} onPageChange={setPage} />
        </div>
      )}
    </SideSheet>
  )
}

/** The newest page views of the site, for a look at who is on it now. */
function RecentActivity() {
  const [page, setPage] = useState(1)
  const recent = useReport<{ total: number; activity: Activity[] }>('/api/v1/statistics/visitor-activities', { days: 1, page, size: 10 })
  const columns: ColumnProps<Activity>[] = [
    { title: '时间', dataIndex: 'created_at', width: 110, render: (value: string) => <span title={formatDateTime(value)}>{relativeTime(value)}</span> },
    {
      title: '页面',
      dataIndex: 'url',
      width: 280,
      render: (url: string, row) => (
        <span className="ds-stats-trail__head">
          <Tag size="small">{row.page_type_label}</Tag>
          <Typography.Text link={{ href: url, target: '_blank' }} ellipsis={{ showTooltip: true }} style={{ maxWidth: 200 }}>
            {url}
          </Typography.Text>
        </span>
      ),
    },
    { title: '访客', dataIndex: 'user', width: 140, render: (user: Activity['user'], row) => user?.username ?? <span className="ds-stats-visitor__id">{row.ip}</span> },
    { title: '浏览器', dataIndex: 'browser', width: 150, render: (_: string, row) => (row.is_bot ? <Tag size="small" color="orange">爬虫</Tag> : `${row.browser} · ${row.os}`) },
    { title: '来源', dataIndex: 'referer', width: 200, render: (referer: string) => <Typography.Text type="tertiary" ellipsis={{ showTooltip: true }} style={{ maxWidth: 180 }}>{referer || '直接访问'}</Typography.Text> },
  ]
  return (
    <AdminPage
      title="最近访问"
      description="今天的逐条页面访问，最新的在前"
      actions={<Button icon={<IconRefresh />} theme="borderless" aria-label="刷新最近访问" onClick={() => recent.reload()} />}
    >
      {recent.error && <LoadError message={recent.error} />}
      <Table<Activity>
        rowKey="id"
        size="small"
        loading={recent.loading}
        dataSource={recent.data?.activity ?? []}
        columns={columns}
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

export default function VisitorAnalyticsPage({ can }: { can: { view: boolean } }) {
  if (!can.view) {
    return (
      <AdminPage title="访客分析">
        <NoAccess permission="查看访客统计" />
      </AdminPage>
    )
  }
  return <VisitorAnalytics />
}

function VisitorAnalytics() {
  const [trailOf, setTrailOf] = useState<VisitorRow | null>(null)
  const list = useListQuery<VisitorRow, ListFilters>({
    endpoint: '/api/v1/statistics/visitor-list',
    key: 'visitor',
    filters: { ip: '', is_bot: undefined, days: 7, start_date: undefined, end_date: undefined },
    text: ['ip'],
  })
  const range = rangeOf(list.filters)
  const query = rangeQuery(range)
  const summary = useReport<Summary>('/api/v1/statistics/visitors', query)
  const trend = useReport<VisitorTrend>('/api/v1/statistics/visitor-trend', query)

  const setRange = (next: Range) =>
    list.filter(next.days ? { days: next.days, start_date: undefined, end_date: undefined } : { days: undefined, start_date: next.start_date, end_date: next.end_date })
  const data = summary.data
  const points = trend.data?.trend ?? []

  const columns: ColumnProps<VisitorRow>[] = [
    {
      title: '访客',
      dataIndex: 'visitor_id',
      width: 200,
      render: (_: string, row) => (
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
      ),
    },
    { title: 'IP', dataIndex: 'ip', width: 140 },
    {
      title: '设备',
      dataIndex: 'browser',
      width: 170,
      render: (_: string, row) => (
        <Typography.Text ellipsis={{ showTooltip: { opts: { content: row.user_agent } } }} style={{ maxWidth: 160 }}>
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
        <Typography.Text link={{ href: url, target: '_blank' }} ellipsis={{ showTooltip: true }} style={{ maxWidth: 200 }}>
          {url}
        </Typography.Text>
      ),
    },
    { title: '首次访问', dataIndex: 'first_seen_at', width: 170, render: (value: string) => formatDateTime(value) },
    { title: '最近访问', dataIndex: 'last_seen_at', width: 170, render: (value: string) => formatDateTime(value) },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 100,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button size="small" theme="borderless" onClick={() => setTrailOf(row)}>
          访问轨迹
        </Button>
      ),
    },
  ]

  return (
    <div className="ds-stats-page">
      <ReportPage
        title="访客分析"
        description={`${rangeLabel(range)}的访客：新访客与回访、设备、浏览器与来源`}
        range={range}
        onRange={setRange}
        onReload={() => {
          summary.reload()
          trend.reload()
          list.reload()
        }}
        figuresLoading={summary.loading}
        figuresError={summary.error}
        figures={[
          { key: 'visitors', label: '访客', value: data?.visitors },
          { key: 'new_visitors', label: '新访客', value: data?.new_visitors },
          { key: 'returning_visitors', label: '回访访客', value: data?.returning_visitors },
          { key: 'user_visitors', label: '登录用户（人次）', value: data?.user_visitors },
          { key: 'pages_per_visitor', label: '人均浏览页数', value: data?.pages_per_visitor },
          { key: 'bot_views', label: '爬虫访问', value: data?.bot_views },
        ]}
      >
        <div className="ds-stats-grid">
          <Panel title="访客趋势" wide>
            <Spin spinning={trend.loading}>
              {trend.error ? (
                <LoadError message={trend.error} />
              ) : points.some((point) => point.visitors) ? (
                <Chart
                  label="访客趋势"
                  spec={lineSpec(
                    points.map((point) => point.date),
                    [
                      { name: '访客', values: points.map((point) => point.visitors) },
                      { name: '新访客', values: points.map((point) => point.new_visitors) },
                      { name: '回访访客', values: points.map((point) => point.returning_visitors) },
                    ]
                  )}
                />
              ) : (
                <NoData />
              )}
            </Spin>
          </Panel>
          <ShareChart title="设备" kind="pie" rows={data?.device ?? []} loading={summary.loading} />
          <ShareChart title="来源" kind="bar" rows={data?.source ?? []} loading={summary.loading} />
          <ShareChart title="浏览器" kind="bar" rows={data?.browser ?? []} loading={summary.loading} />
          <ShareChart title="操作系统" kind="bar" rows={data?.os ?? []} loading={summary.loading} />
        </div>
        <Typography.Text type="tertiary" size="small" className="ds-stats-footnote">
          访客按浏览器区分（Cookie 或本地存储的标识），每分钟汇总一次；设备、浏览器和系统按「访客·天」计数，来源按进入本站的浏览计数。
        </Typography.Text>
      </ReportPage>

      <AdminListPage<VisitorRow>
        title="访客列表"
        description={`${rangeLabel(range)}内来过的访客，最近访问的在前`}
        list={list}
        columns={columns}
        scrollX={1260}
        unit="位"
        empty={{ title: '这段时间还没有访客', description: '前台页面被浏览后，访客会在汇总后出现在这里' }}
        filters={
          <>
            <ListSearch list={list} field="ip" label="按 IP 搜索" placeholder="IP 开头，如 10.1." />
            <Select
              aria-label="访客类型"
              placeholder="全部访客"
              style={{ width: 130 }}
              value={list.filters.is_bot === undefined ? undefined : list.filters.is_bot ? 1 : 0}
              showClear
              optionList={[
                { value: 0, label: '真实访客' },
                { value: 1, label: '爬虫' },
              ]}
              onChange={(value) => list.filter({ is_bot: value === undefined ? undefined : Number(value) === 1 })}
            />
          </>
        }
      />

      <RecentActivity />
      <Trail visitor={trailOf} range={range} onClose={() => setTrailOf(null)} />
    </div>
  )
}
