import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Head, Link } from '@inertiajs/react'
import { Banner, Button, Card, Descriptions, Empty, Progress, Skeleton, Table, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent, IllustrationNoContentDark } from '@douyinfe/semi-illustrations'
import {
  IconArticle,
  IconBookStroked,
  IconComment,
  IconFlag,
  IconFolder,
  IconGallery,
  IconKey,
  IconLink,
  IconRefresh,
  IconUser,
  IconUserGroup,
} from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { useShared, useSetting, type SiteStats } from '~/lib/shared_props'
import { formatBytes, formatDateTime } from '~/lib/format'
import { useMediaQuery } from '~/hooks/use_media_query'
import { adminIcon } from '~/components/named_icons'
import { menuLinks } from '~/components/admin/admin_menu'
import { Chart, lineSpec } from '~/components/charts/chart'
import { Metric, RankBadge } from '~/components/admin/metric'
import '../../components/dashboard_widgets.css'

interface SystemInfo {
  node_version: string
  database: string
  queue: string
  storage: string
  search: string
  environment: string
}

interface DeviceInfo {
  cpu: { cores: number; model_name: string; percent: number; load: number[] }
  memory: { total: number; used: number; percent: number }
  disk: { disk_name: string; total: number; used: number; percent: number }[]
}

interface EnvDependent {
  name: string
  description: string
  version: string
  is_installed: boolean
  is_required: boolean
  error: string
}

/** A block a module adds to the dashboard (core/admin contracts: DashboardWidget). */
interface DashboardWidget {
  key: string
  title: string
  kind: 'metrics' | 'trend' | 'ranking' | 'notice'
  link?: string
  wide?: boolean
  metrics?: { label: string; value: number; hint?: string }[]
  trend?: { dates: string[]; series: { name: string; values: number[] }[] }
  ranking?: { title: string; href?: string; value: number }[]
  unit?: string
  empty?: string
  notice?: { type: 'warning' | 'danger'; text: string }
}

interface QueueHealth {
  driver: 'in-process' | 'bullmq'
  jobs: {
    job: string
    waiting: number
    active: number
    delayed: number
    failed_24h: number
    last_error: string
    last_failed_at: string | null
  }[]
}

interface DashboardProps {
  system: SystemInfo
  canViewStats: boolean
  widgets?: DashboardWidget[]
  queue?: QueueHealth | null
}

/** Labels of the Stats fields of api-shapes §19; a plugin's own count shows its key. */
const STAT_CARDS: Record<string, { label: string; icon: ReactNode; tone: string }> = {
  user_count: { label: '注册用户', icon: <IconUser />, tone: 'blue' },
  document_count: { label: '文档', icon: <IconBookStroked />, tone: 'green' },
  article_count: { label: '文章', icon: <IconArticle />, tone: 'orange' },
  category_count: { label: '分类', icon: <IconFolder />, tone: 'violet' },
  comment_count: { label: '评论', icon: <IconComment />, tone: 'cyan' },
  report_count: { label: '举报', icon: <IconFlag />, tone: 'red' },
  banner_count: { label: '横幅', icon: <IconGallery />, tone: 'orange' },
  friendlink_count: { label: '友情链接', icon: <IconLink />, tone: 'cyan' },
  group_count: { label: '角色', icon: <IconUserGroup />, tone: 'violet' },
  permission_count: { label: '权限', icon: <IconKey />, tone: 'blue' },
  document_pending_count: { label: '待转换文档', icon: <IconBookStroked />, tone: 'orange' },
  document_failed_count: { label: '转换失败', icon: <IconBookStroked />, tone: 'red' },
  document_review_count: { label: '待审核文档', icon: <IconBookStroked />, tone: 'violet' },
}

function useApi<T>(path: string, enabled = true) {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: enabled,
  })
  const load = useCallback(() => {
    if (!enabled) return
    setState((previous) => ({ ...previous, loading: true, error: null }))
    api
      .get<T>(path)
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((error: Error) => setState({ data: null, error: error.message, loading: false }))
  }, [path, enabled])
  useEffect(load, [load])
  return { ...state, reload: load }
}

function StatCards() {
  const { data, error, loading, reload } = useApi<SiteStats>('/api/v1/stats')
  if (loading) {
    return (
      <div className="ds-dashboard__stats" aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} className="ds-stat-card">
            <Skeleton placeholder={<Skeleton.Paragraph rows={2} />} loading active />
          </Card>
        ))}
      </div>
    )
  }
  if (error) {
    return (
      <Card className="ds-dashboard__state">
        <Empty
          image={<IllustrationNoContent style={{ width: 120, height: 120 }} />}
          darkModeImage={<IllustrationNoContentDark style={{ width: 120, height: 120 }} />}
          title="统计数据加载失败"
          description={error}
        >
          <Button icon={<IconRefresh />} onClick={reload}>
            重试
          </Button>
        </Empty>
      </Card>
    )
  }
  const entries = Object.entries(data ?? {}).filter(([, value]) => typeof value === 'number')
  if (!entries.length) {
    return (
      <Card className="ds-dashboard__state">
        <Empty
          image={<IllustrationNoContent style={{ width: 120, height: 120 }} />}
          darkModeImage={<IllustrationNoContentDark style={{ width: 120, height: 120 }} />}
          title="暂无统计数据"
        />
      </Card>
    )
  }
  return (
    <div className="ds-dashboard__stats">
      {entries.map(([key, value]) => {
        const card = STAT_CARDS[key] ?? { label: key, icon: adminIcon(null), tone: 'grey' }
        return (
          <Card key={key} className={`ds-stat-card ds-stat-card--${card.tone}`} bodyStyle={{ padding: 20 }}>
            <div className="ds-stat-card__row">
              <span className="ds-stat-card__icon">{card.icon}</span>
              <div>
                <div className="ds-stat-card__label">{card.label}</div>
                <div className="ds-stat-card__value" data-stat={key}>
                  {Number(value).toLocaleString('zh-CN')}
                </div>
              </div>
            </div>
          </Card>
        )
      })}
    </div>
  )
}

function DeviceCard() {
  const { data, error, loading } = useApi<DeviceInfo>('/api/v1/device')
  return (
    <Card title="服务器资源" className="ds-dashboard__card">
      {loading ? (
        <Skeleton placeholder={<Skeleton.Paragraph rows={4} />} loading active />
      ) : error || !data ? (
        <Typography.Text type="tertiary">{error ?? '暂无数据'}</Typography.Text>
      ) : (
        <div className="ds-device">
          <div>
            <div className="ds-device__label">
              <span>CPU（{data.cpu.cores} 核）</span>
              <span>{data.cpu.percent}%</span>
            </div>
            <Progress percent={data.cpu.percent} aria-label="CPU" />
            <Typography.Text type="tertiary" size="small" className="ds-device__hint">
              {data.cpu.model_name || '未知型号'}
              {data.cpu.load?.length ? ` · 负载 ${data.cpu.load.map((value) => value.toFixed(2)).join(' / ')}` : ''}
            </Typography.Text>
          </div>
          <div>
            <div className="ds-device__label">
              <span>内存</span>
              <span>
                {formatBytes(data.memory.used)} / {formatBytes(data.memory.total)}
              </span>
            </div>
            <Progress percent={data.memory.percent} aria-label="内存" />
          </div>
          {data.disk.map((disk) => (
            <div key={disk.disk_name}>
              <div className="ds-device__label">
                <span title={disk.disk_name}>存储磁盘</span>
                <span>
                  {formatBytes(disk.used)} / {formatBytes(disk.total)}
                </span>
              </div>
              <Progress percent={disk.percent} aria-label="磁盘" />
            </div>
          ))}
        </div>
      )}
    </Card>
  )
}

function WidgetCard({ widget }: { widget: DashboardWidget }) {
  const more = widget.link ? (
    <Link href={widget.link} className="ds-widget__more">
      查看详情
    </Link>
  ) : null
  let body: ReactNode
  if (widget.kind === 'notice' && widget.notice) {
    body = <Banner type={widget.notice.type} fullMode={false} closeIcon={null} description={widget.notice.text} />
  } else if (widget.kind === 'metrics') {
    body = (
      <div className="ds-widget-metrics">
        {(widget.metrics ?? []).map((metric) => (
          <Metric key={metric.label} id={metric.label} label={metric.label} hint={metric.hint}>
            {metric.value.toLocaleString('zh-CN')}
          </Metric>
        ))}
      </div>
    )
  } else if (widget.kind === 'trend' && widget.trend) {
    const total = widget.trend.series.reduce((sum, line) => sum + line.values.reduce((a, b) => a + b, 0), 0)
    body = total ? (
      <Chart label={widget.title} height={260} spec={lineSpec(widget.trend.dates, widget.trend.series, { area: true })} />
    ) : (
      <Empty image={<IllustrationNoContent style={{ width: 100, height: 100 }} />} description={widget.empty ?? '这段时间还没有数据'} />
    )
  } else {
    const items = widget.ranking ?? []
    body = items.length ? (
      <ol className="ds-widget-ranking">
        {items.map((item, index) => (
          <li key={`${index}-${item.title}`} className="ds-widget-ranking__item">
            <RankBadge index={index} />
            {item.href ? (
              <a href={item.href} target="_blank" rel="noreferrer" className="ds-widget-ranking__title">
                {item.title}
              </a>
            ) : (
              <span className="ds-widget-ranking__title is-gone">{item.title}</span>
            )}
            <span className="ds-widget-ranking__value">
              {item.value.toLocaleString('zh-CN')}
              {widget.unit ? ` ${widget.unit}` : ''}
            </span>
          </li>
        ))}
      </ol>
    ) : (
      <Empty image={<IllustrationNoContent style={{ width: 100, height: 100 }} />} description={widget.empty ?? '暂无数据'} />
    )
  }
  return (
    <Card
      title={widget.title}
      headerExtraContent={more}
      className={`ds-dashboard__card ds-widget ds-widget--${widget.kind}${widget.wide ? ' ds-dashboard__card--wide' : ''}`}
      data-widget={widget.key}
    >
      {body}
    </Card>
  )
}

const QUEUE_JOB_LABELS: Record<string, string> = {
  'documents.convert': '文档转换',
  'documents.sweep': '转换巡检',
  'search.sync': '搜索索引同步',
  'search.rebuild': '搜索索引重建',
  'statistics.rollup': '访问统计汇总',
  'statistics.purge': '访问明细清理',
}

function QueueCard({ health }: { health: QueueHealth }) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const failing = health.jobs.filter((job) => job.failed_24h > 0).length
  const backlog = health.jobs.reduce((sum, job) => sum + job.waiting + job.delayed, 0)
  return (
    <Card
      title="任务队列"
      className="ds-dashboard__card ds-dashboard__card--wide"
      headerExtraContent={
        <Tag color={failing ? 'red' : backlog > 100 ? 'orange' : 'green'}>
          {failing ? `${failing} 类任务近24小时有失败` : backlog > 100 ? `积压 ${backlog} 个任务` : '运行正常'}
        </Tag>
      }
    >
      <Typography.Paragraph type="tertiary" size="small" className="ds-queue__driver">
        {health.driver === 'bullmq' ? 'BullMQ（Redis）：统计所有节点的任务' : '进程内队列：统计本进程的任务'}
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="job"
        pagination={false}
        dataSource={health.jobs}
        scroll={narrow ? { x: 560 } : undefined}
        columns={[
          {
            title: '任务',
            dataIndex: 'job',
            render: (job: string) => (
              <span className="ds-queue__job">
                {QUEUE_JOB_LABELS[job] ?? job}
                {QUEUE_JOB_LABELS[job] && (
                  <Typography.Text type="tertiary" size="small">
                    {job}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          { title: '等待', dataIndex: 'waiting', width: 90 },
          { title: '执行中', dataIndex: 'active', width: 90 },
          { title: '延迟/重试', dataIndex: 'delayed', width: 100 },
          {
            title: '24小时失败',
            dataIndex: 'failed_24h',
            width: 240,
            render: (count: number, row: QueueHealth['jobs'][number]) =>
              count ? (
                <span className="ds-queue__failed" title={row.last_error}>
                  <Tag color="red" size="small">
                    {count}
                  </Tag>
                  <Typography.Text type="tertiary" size="small" ellipsis={{ showTooltip: true }} style={{ maxWidth: 140 }}>
                    {row.last_error}
                  </Typography.Text>
                </span>
              ) : (
                <Typography.Text type="tertiary">0</Typography.Text>
              ),
          },
        ]}
      />
    </Card>
  )
}

function envTag(env: EnvDependent) {
  if (env.is_installed) return <Tag color="green">已安装</Tag>
  return env.is_required ? <Tag color="red">缺失（必需）</Tag> : <Tag color="orange">未安装（可选）</Tag>
}

function EnvironmentCard() {
  const { data, error, loading, reload } = useApi<{ envs?: EnvDependent[] }>('/api/v1/envs')
  const envs = data?.envs ?? []
  const missing = envs.filter((env) => !env.is_installed && env.is_required).length
  return (
    <Card
      title="运行环境检测"
      className="ds-dashboard__card ds-dashboard__card--wide"
      headerExtraContent={
        <Button size="small" theme="borderless" icon={<IconRefresh />} loading={loading} onClick={reload}>
          重新检测
        </Button>
      }
    >
      {loading && !envs.length ? (
        <Skeleton placeholder={<Skeleton.Paragraph rows={6} />} loading active />
      ) : error ? (
        <Typography.Text type="danger">{error}</Typography.Text>
      ) : !envs.length ? (
        <Typography.Text type="tertiary">没有插件报告需要检测的程序</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph type={missing ? 'danger' : 'tertiary'} className="ds-envs__summary">
            {missing ? `有 ${missing} 项必需程序缺失，相关文档会转换失败并注明原因。` : '必需的程序都已安装。'}
          </Typography.Paragraph>
          <ul className="ds-envs">
            {envs.map((env) => (
              <li key={env.name} className="ds-envs__item" data-env={env.name}>
                <div className="ds-envs__head">
                  <Typography.Text strong>{env.name}</Typography.Text>
                  {envTag(env)}
                  {env.version && <Typography.Text type="tertiary" size="small">{env.version}</Typography.Text>}
                </div>
                <Typography.Text type="tertiary" size="small" className="ds-envs__description">
                  {env.is_installed ? env.description : `${env.error}。${env.description}`}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}

export default function Dashboard({ system, canViewStats, widgets = [], queue }: DashboardProps) {
  const { user, adminMenu } = useShared()
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const version = useSetting<string>('system', 'version', '')
  const quickLinks = menuLinks(adminMenu ?? []).filter((link) => link.page !== 'dashboard').slice(0, 8)
  const systemRows = [
    { key: '程序版本', value: version ? `v${version}` : '-' },
    { key: 'Node.js', value: system?.node_version },
    { key: '数据库', value: system?.database },
    { key: '任务队列', value: system?.queue },
    { key: '文件存储', value: system?.storage },
    { key: '搜索引擎', value: system?.search },
    { key: '运行环境', value: system?.environment },
  ]
  return (
    <div className="ds-dashboard">
      <Head title={`面板 - ${sitename}`} />
      <Card className="ds-dashboard__welcome" bodyStyle={{ padding: 24 }}>
        <Typography.Title heading={4} style={{ margin: 0 }}>
          你好，{user?.username ?? '管理员'}
        </Typography.Title>
        <Typography.Text type="tertiary">
          欢迎回到 {sitename} 管理后台
          {user?.login_at ? `，上次登录于 ${formatDateTime(user.login_at)}` : ''}
        </Typography.Text>
      </Card>

      <StatCards />

      {widgets.length > 0 && (
        <div className="ds-dashboard__widgets">
          {widgets.map((widget) => (
            <WidgetCard key={widget.key} widget={widget} />
          ))}
        </div>
      )}

      <div className="ds-dashboard__grid">
        <Card title="快捷入口" className="ds-dashboard__card">
          {quickLinks.length ? (
            <div className="ds-quick-links">
              {quickLinks.map((link) => (
                <Link key={link.page} href={link.href} className="ds-quick-link">
                  <span className="ds-quick-link__icon">{adminIcon(link.icon)}</span>
                  <span className="ds-quick-link__title">{link.title}</span>
                </Link>
              ))}
            </div>
          ) : (
            <Empty
              image={<IllustrationNoContent style={{ width: 100, height: 100 }} />}
              description="暂无其他可管理的页面"
            />
          )}
        </Card>
        <Card title="系统信息" className="ds-dashboard__card">
          <Descriptions data={systemRows} align="left" className="ds-system-info" />
        </Card>
        {canViewStats && <DeviceCard />}
        {canViewStats && queue && <QueueCard health={queue} />}
        {canViewStats && <EnvironmentCard />}
      </div>
    </div>
  )
}
