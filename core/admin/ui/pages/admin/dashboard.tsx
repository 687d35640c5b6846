import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Head, Link } from '@inertiajs/react'
import { Button, Card, Descriptions, Empty, Progress, Skeleton, Tag, Typography } from '@douyinfe/semi-ui-19'
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
import { adminIcon } from '~/components/admin/admin_icons'
import { menuLinks } from '~/components/admin/admin_menu'

interface SystemInfo {
  node_version: string
  database: string
  queue: string
  storage: string
  search: string
  environment: string
}

interface DeviceInfo {
  cpu: { cores: number; model_name: string; percent: number }
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

interface DashboardProps {
  system: SystemInfo
  canViewStats: boolean
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
                <span>磁盘</span>
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

export default function Dashboard({ system, canViewStats }: DashboardProps) {
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
        {canViewStats && <EnvironmentCard />}
      </div>
    </div>
  )
}
