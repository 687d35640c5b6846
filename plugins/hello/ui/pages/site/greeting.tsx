import { Link } from '~/components/link'
import { Breadcrumb, Card, Tag, Typography } from '@douyinfe/semi-ui-19'
import { formatDateTime } from '~/lib/format'
import { SeoHead } from '~/components/site/seo_head'
import { SiteComponent } from '~/components/site/site_component'
import type { GreetingItem } from '../../components/greeting_types'
import './hello.css'

interface Props {
  greeting: GreetingItem
  /** The title of its article category, '' for none. */
  category: string
  /** Its `type` in community's APIs. */
  community_kind: number
}

/** /hello/{id}: one greeting; favourite, report and comments come from community when it is on. */
export default function GreetingPage({ greeting, category, community_kind: kind }: Props) {
  return (
    <div className="ds-container ds-hello-page">
      <SeoHead title={greeting.text} />
      <Breadcrumb className="ds-hello-crumbs">
        <Breadcrumb.Item>
          <Link href="/hello">问候</Link>
        </Breadcrumb.Item>
        <Breadcrumb.Item>#{greeting.id}</Breadcrumb.Item>
      </Breadcrumb>
      <Card className="ds-hello-card">
        <Typography.Title heading={3} data-testid="greeting-text">
          {greeting.text}
        </Typography.Title>
        <div className="ds-hello-meta">
          <span>问候了 {greeting.name}</span>
          <span>{formatDateTime(greeting.created_at)}</span>
          {category && (
            <Tag size="small" color="green">
              {category}
            </Tag>
          )}
        </div>
      </Card>
      <SiteComponent
        name="community.contentCommunity"
        target={{ kind, id: greeting.id, path: `/hello/${greeting.id}`, noun: '问候', measure: '条' }}
        favoriteCount={greeting.favorite_count}
      />
    </div>
  )
}
