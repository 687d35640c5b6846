import { Button, Card, Empty, Skeleton } from '@douyinfe/semi-ui-19'
import { IconRefresh } from '@douyinfe/semi-icons'
import type { SiteStats } from '~/lib/shared_props'
import { adminIcon } from '~/components/named_icons'
import { useApi } from './use_api'
import { EmptyIllustration, EmptyIllustrationDark } from './empty_illustration'
import { apiUrl } from '~/lib/api_url'
import type { StatLabels } from './dashboard_types'

/** Each count of GET /api/v1/stats under the label its plugin registered; a count no one labelled shows its key. */
export function StatCards({ labels }: { labels: StatLabels }) {
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
        const card = labels[key] ?? { label: key }
        return (
          <Card key={key} className={`ds-stat-card ds-stat-card--figure ds-stat-card--${card.tone ?? 'grey'}`}>
            <div className="ds-stat-card__row">
              <span className="ds-stat-card__icon">{adminIcon(card.icon)}</span>
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
