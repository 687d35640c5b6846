import { useState } from 'react'
import { Button, Empty, Timeline, Toast } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { formatDateTime } from './format'
import { apiUrl } from '~/lib/api_url'
import './accounts.css'

export interface Dynamic {
  id: number
  type: number
  content: string
  created_at: string | null
}

const PAGE_SIZE = 10

/**
 * A user's recent activity, newest first, with 加载更多 through GET /api/v1/user/dynamic. The
 * content is HTML the server built with every value escaped.
 */
export function DynamicFeed({ userId, initial, total, pronoun }: { userId: number; initial: Dynamic[]; total: number; pronoun: string }) {
  const [items, setItems] = useState(initial)
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(false)

  const more = async () => {
    setLoading(true)
    try {
      const next = await api.get<{ dynamic: Dynamic[] }>(apiUrl('accounts.dynamic.list'), { id: userId, page: page + 1, size: PAGE_SIZE })
      setItems((shown) => [...shown, ...next.dynamic.filter((item) => !shown.some((old) => old.id === item.id))])
      setPage(page + 1)
    } catch (error) {
      Toast.error((error as Error).message || '加载失败，请稍后再试')
    } finally {
      setLoading(false)
    }
  }

  if (items.length === 0) {
    return (
      <Empty
        className="ds-acc-empty"
        image={<IllustrationNoContent className="ds-acc-empty-image ds-acc-empty-image--small" />}
        title="暂无动态"
        description={`${pronoun}最近没有公开的动态`}
      />
    )
  }
  return (
    <div className="ds-acc-feed" data-testid="dynamic-feed">
      <Timeline>
        {items.map((item) => (
          <Timeline.Item key={item.id} time={formatDateTime(item.created_at)}>
            <span className="ds-acc-feed__content" dangerouslySetInnerHTML={{ __html: item.content }} />
          </Timeline.Item>
        ))}
      </Timeline>
      {items.length < total && (
        <Button theme="borderless" block loading={loading} onClick={() => void more()}>
          加载更多
        </Button>
      )}
    </div>
  )
}
