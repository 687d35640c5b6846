import type { ReactNode } from 'react'
import { Button, Card, Empty, Skeleton } from '@douyinfe/semi-ui-19'
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
import type { SiteStats } from '~/lib/shared_props'
import { adminIcon } from '~/components/named_icons'
import { useApi } from './use_api'
import { EmptyIllustration, EmptyIllustrationDark } from './empty_illustration'
import { apiUrl } from '~/lib/api_url'

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

export function StatCards() {
  const { data, error, loading, reload } = useApi<SiteStats>(apiUrl('admin.stats'))
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
          image={<EmptyIllustration size="large" />}
          darkModeImage={<EmptyIllustrationDark />}
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
        <Empty image={<EmptyIllustration size="large" />} darkModeImage={<EmptyIllustrationDark />} title="暂无统计数据" />
      </Card>
    )
  }
  return (
    <div className="ds-dashboard__stats">
      {entries.map(([key, value]) => {
        const card = STAT_CARDS[key] ?? { label: key, icon: adminIcon(null), tone: 'grey' }
        return (
          <Card key={key} className={`ds-stat-card ds-stat-card--figure ds-stat-card--${card.tone}`}>
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
