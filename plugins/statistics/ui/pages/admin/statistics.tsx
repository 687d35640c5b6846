import { useState } from 'react'
import { Link } from '~/components/link'
import { Typography } from '@douyinfe/semi-ui-19'
import { ScrollTable } from '~/components/scroll_table'
import { AdminPage } from '~/components/admin/admin_page'
import { RankBadge } from '~/components/admin/metric'
import { Chart, pieSpec } from '~/components/charts/chart'
import { formatDateTime } from '~/lib/format'
import { rangeLabel, rangeQuery, type Range } from '../../components/range_picker'
import { useReport } from '../../components/use_report'
import { ReportPage } from '../../components/report_page'
import { LoadError, NoAccess, NoData, Panel, ReportPanel, TrendChart } from '../../components/figures'
import { apiUrl } from '~/lib/api_url'
import '../../components/statistics.css'

interface Totals {
  page_views: number
  visitors: number
  new_visitors: number
  returning_visitors: number
  bot_views: number
  document_views: number
  document_downloads: number
  today: { page_views: number; visitors: number }
  rolled_at: string | null
}

interface Trend {
  trend: { date: string; page_views: number; visitors: number; new_visitors: number; bot_views: number }[]
}

interface DocumentTrend {
  views: number
  downloads: number
  trend: { date: string; views: number; downloads: number }[]
}

interface PageTypes {
  page_views: number
  page_type: { page_type: string; label: string; views: number; percent: number }[]
}

interface TopDocument {
  id: number
  title: string
  exists: boolean
  views: number
  downloads: number
}

function TopDocuments({ rows, by, loading }: { rows: TopDocument[]; by: 'views' | 'downloads'; loading: boolean }) {
  return (
    <ScrollTable<TopDocument>
      name={by === 'views' ? '浏览最多的文档' : '下载最多的文档'}
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      dataSource={rows}
      scroll={{ x: 420 }}
      empty={<NoData text={by === 'views' ? '这段时间还没有文档被浏览' : '这段时间还没有文档被下载'} />}
      columns={[
        {
          title: '#',
          dataIndex: 'rank',
          width: 48,
          render: (_: unknown, __: TopDocument, index: number) => <RankBadge index={index} />,
        },
        {
          title: '文档',
          dataIndex: 'title',
          render: (title: string, row: TopDocument) =>
            row.exists ? (
              <Typography.Text
                link={{ href: `/document/${row.id}`, target: '_blank' }}
                ellipsis={{ showTooltip: true }}
                className="ds-stats-cell--title"
              >
                {title}
              </Typography.Text>
            ) : (
              <Typography.Text type="tertiary">文档 #{row.id}（已删除）</Typography.Text>
            ),
        },
        {
          title: by === 'views' ? '浏览' : '下载',
          dataIndex: by,
          width: 80,
          render: (value: number) => <strong>{value.toLocaleString('zh-CN')}</strong>,
        },
        { title: by === 'views' ? '下载' : '浏览', dataIndex: by === 'views' ? 'downloads' : 'views', width: 80 },
      ]}
    />
  )
}

export default function StatisticsPage({ can }: { can: { view: boolean; visitors: boolean } }) {
  const [range, setRange] = useState<Range>({ days: 7 })
  const query = rangeQuery(range)
  const totals = useReport<Totals>(apiUrl('statistics.total'), query, can.view)
  const trend = useReport<Trend>(apiUrl('statistics.page_views'), query, can.view)
  const documents = useReport<DocumentTrend>(apiUrl('statistics.document_access'), query, can.view)
  const types = useReport<PageTypes>(apiUrl('statistics.page_types'), query, can.view)
  const viewed = useReport<{ document: TopDocument[] }>(apiUrl('statistics.top_viewed_documents'), query, can.view)
  const downloaded = useReport<{ document: TopDocument[] }>(apiUrl('statistics.top_downloaded_documents'), query, can.view)
  const reports = [totals, trend, documents, types, viewed, downloaded]

  if (!can.view) {
    return (
      <AdminPage title="网站统计">
        <NoAccess permission="查看网站统计" />
      </AdminPage>
    )
  }

  const data = totals.data
  const points = trend.data?.trend ?? []
  const shares = (types.data?.page_type ?? []).filter((type) => type.views > 0)
  return (
    <ReportPage
      title="网站统计"
      description={`${rangeLabel(range)}的页面浏览、文档浏览与下载；爬虫的访问单独计数`}
      range={range}
      onRange={setRange}
      onReload={() => reports.forEach((report) => report.reload())}
      figuresLoading={totals.loading}
      figuresError={totals.error}
      figures={[
        { key: 'page_views', label: '浏览量', value: data?.page_views },
        { key: 'visitors', label: '访客', value: data?.visitors },
        { key: 'new_visitors', label: '新访客', value: data?.new_visitors },
        { key: 'document_views', label: '文档浏览', value: data?.document_views },
        { key: 'document_downloads', label: '文档下载', value: data?.document_downloads },
        { key: 'bot_views', label: '爬虫访问', value: data?.bot_views },
      ]}
    >
      <div className="ds-stats-grid">
        <ReportPanel title="浏览趋势" wide report={trend} hasData={points.some((point) => point.page_views || point.bot_views)}>
          {() => (
            <TrendChart
              label="浏览量与访客趋势"
              points={points}
              lines={[
                ['浏览量', 'page_views'],
                ['访客', 'visitors'],
                ['爬虫访问', 'bot_views'],
              ]}
            />
          )}
        </ReportPanel>
        <ReportPanel title="页面类型" report={types} hasData={shares.length > 0}>
          {() => (
            <Chart
              label="各类页面的浏览量占比"
              height={260}
              spec={pieSpec(shares.map((type) => ({ name: type.label, value: type.views })))}
            />
          )}
        </ReportPanel>
        <ReportPanel
          title="文档浏览与下载"
          report={documents}
          hasData={Boolean(documents.data && (documents.data.views || documents.data.downloads))}
          emptyText="这段时间还没有文档被浏览或下载"
        >
          {() => (
            <TrendChart
              label="文档浏览与下载趋势"
              height={260}
              points={documents.data?.trend ?? []}
              lines={[
                ['文档浏览', 'views'],
                ['文档下载', 'downloads'],
              ]}
            />
          )}
        </ReportPanel>
        <Panel title="浏览最多的文档">
          {viewed.error ? (
            <LoadError message={viewed.error} />
          ) : (
            <TopDocuments rows={viewed.data?.document ?? []} by="views" loading={viewed.loading} />
          )}
        </Panel>
        <Panel title="下载最多的文档">
          {downloaded.error ? (
            <LoadError message={downloaded.error} />
          ) : (
            <TopDocuments rows={downloaded.data?.document ?? []} by="downloads" loading={downloaded.loading} />
          )}
        </Panel>
      </div>
      <Typography.Text type="tertiary" size="small" className="ds-stats-footnote">
        访问记录每分钟汇总一次{data?.rolled_at ? `，最近一次汇总于 ${formatDateTime(data.rolled_at)}` : ''}。同一浏览器 30
        分钟内重复打开同一页面只计一次。
        {can.visitors && (
          <>
            {' '}
            访客明细见 <Link href="/admin/visitor-analytics">访客分析</Link>。
          </>
        )}
      </Typography.Text>
    </ReportPage>
  )
}
