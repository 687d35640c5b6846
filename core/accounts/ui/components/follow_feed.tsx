import { Tag } from '@douyinfe/semi-ui-19'
import { Link } from '~/components/link'
import { formatDateTime } from './format'
import { ListOrEmpty, pageUrl } from './list_or_empty'
import { MeList, MeListRow } from './me_list_panel'
import './accounts.css'

/** One thing a followed user published (core/accounts followFeed). */
export interface FollowFeedEntry {
  key: string
  kind: string
  title: string
  href: string
  user_id: number
  username: string
  created_at: string | null
}

/**
 * 关注动态 on /me: what the people the member follows published, newest first, paged at
 * /me?page=N; an empty state that says whether one follows nobody yet or they published nothing.
 */
export function FollowFeed(props: { feed: FollowFeedEntry[]; total: number; page: number; size: number; following: number }) {
  const { feed, total, page, size, following } = props
  const empty =
    following === 0
      ? {
          title: '你还没有关注任何人',
          description: '在其他用户的个人主页点击“关注”，TA 新分享的文档会出现在这里，',
          next: { href: '/', text: '去首页看看' },
        }
      : { title: '暂无新文档', description: `你关注的 ${following} 位用户还没有分享公开的文档` }
  return (
    <section className="ds-acc-follow-feed" aria-labelledby="ds-follow-feed-title">
      <h2 id="ds-follow-feed-title" className="ds-acc-panel__title">
        关注动态
      </h2>
      <p className="ds-acc-panel__hint">你关注的人新分享的文档，最新的在前</p>
      <ListOrEmpty isEmpty={feed.length === 0} empty={empty} paging={{ total, size, page, urlOf: pageUrl('/me') }}>
        <MeList>
          {feed.map((item) => (
            <MeListRow
              key={item.key}
              testId="follow-feed-item"
              meta={
                <>
                  <Link href={`/user/${item.user_id}`}>{item.username}</Link>
                  <span>{formatDateTime(item.created_at)}</span>
                </>
              }
            >
              <div className="ds-me-row__title">
                <Tag size="small" color="blue">
                  {item.kind}
                </Tag>
                <Link href={item.href}>{item.title}</Link>
              </div>
            </MeListRow>
          ))}
        </MeList>
      </ListOrEmpty>
    </section>
  )
}
