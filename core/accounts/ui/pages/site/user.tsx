import { Head, Link, router } from '@inertiajs/react'
import { Button, Empty, Tabs, TabPane } from '@douyinfe/semi-ui-19'
import { IconCalendar, IconEdit } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { useSetting, useShared } from '~/lib/shared_props'
import { AccountsStyles } from '../../components/accounts_styles'
import { UserAvatar } from '../../components/user_avatar'
import { formatDate } from '../../components/format'

interface PublicUser {
  id: number
  username: string
  avatar: string
  signature: string
  doc_count: number
  article_count: number
  favorite_count: number
  comment_count: number
  follow_count: number
  fans_count: number
  created_at: string | null
}

const TABS = [
  { key: 'default', title: '主页', path: '' },
  { key: 'article', title: '文章', path: '/article' },
  { key: 'document', title: '文档', path: '/document' },
]

const EMPTY: Record<string, { title: string; description: string }> = {
  document: { title: '暂无文档', description: '还没有分享过文档' },
  article: { title: '暂无文章', description: '还没有发表过文章' },
}

export default function UserPage({ profile, tab }: { profile: PublicUser; tab: string }) {
  const { user } = useShared()
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const isMe = user?.id === profile.id
  const base = `/user/${profile.id}`
  const stats = [
    { label: '文档', value: profile.doc_count },
    { label: '文章', value: profile.article_count },
    { label: '收藏', value: profile.favorite_count },
    { label: '评论', value: profile.comment_count },
  ]

  return (
    <div className="ds-acc-page">
      <AccountsStyles />
      <Head title={`${profile.username}的个人主页 - ${sitename}`} />
      <div className="ds-container">
        <section className="ds-acc-card ds-acc-hero">
          <div className="ds-acc-hero__cover" />
          <div className="ds-acc-hero__body">
            <div className="ds-acc-hero__avatar">
              <UserAvatar user={profile} size="extra-large" />
            </div>
            <div className="ds-acc-hero__info">
              <h1 className="ds-acc-hero__name">{profile.username}</h1>
              <p className="ds-acc-hero__signature">{profile.signature || '这个人很懒，什么都没有留下'}</p>
              <div className="ds-acc-hero__meta">
                <span>
                  <IconCalendar size="small" />
                  {formatDate(profile.created_at)} 加入
                </span>
              </div>
            </div>
            {isMe && (
              <div className="ds-acc-hero__actions">
                <Link href="/me/profile">
                  <Button icon={<IconEdit />}>编辑资料</Button>
                </Link>
              </div>
            )}
          </div>
          <div className="ds-acc-stats ds-acc-stats--four">
            {stats.map((stat) => (
              <div className="ds-acc-stat" key={stat.label}>
                <span className="ds-acc-stat__value">{Number(stat.value ?? 0)}</span>
                <span className="ds-acc-stat__label">{stat.label}</span>
              </div>
            ))}
          </div>
        </section>

        <nav className="ds-acc-card ds-acc-tabs" aria-label="个人主页">
          <Tabs
            type="line"
            activeKey={tab}
            onChange={(key) => {
              const target = TABS.find((item) => item.key === key)
              if (target) router.visit(base + target.path, { preserveScroll: true })
            }}
          >
            {TABS.map((item) => (
              <TabPane
                key={item.key}
                itemKey={item.key}
                tab={
                  <a href={base + item.path} onClick={(event) => event.preventDefault()} style={{ color: 'inherit' }}>
                    {item.title}
                  </a>
                }
              />
            ))}
          </Tabs>
        </nav>

        <section className="ds-acc-card ds-acc-panel">
          {tab === 'default' ? (
            <div className="ds-acc-about">
              <div className="ds-acc-about__block">
                <h3>个人简介</h3>
                <p>{profile.signature || '这个人很懒，什么都没有留下'}</p>
              </div>
              <dl className="ds-acc-about__facts">
                <div>
                  <dt>加入时间</dt>
                  <dd>{formatDate(profile.created_at)}</dd>
                </div>
                <div>
                  <dt>分享文档</dt>
                  <dd>{profile.doc_count ?? 0}</dd>
                </div>
                <div>
                  <dt>发表文章</dt>
                  <dd>{profile.article_count ?? 0}</dd>
                </div>
                <div>
                  <dt>关注 / 粉丝</dt>
                  <dd>
                    {profile.follow_count ?? 0} / {profile.fans_count ?? 0}
                  </dd>
                </div>
              </dl>
            </div>
          ) : (
            <Empty
              className="ds-acc-empty"
              image={<IllustrationNoContent style={{ width: 150, height: 150 }} />}
              title={EMPTY[tab]?.title ?? '暂无内容'}
              description={isMe ? `你${EMPTY[tab]?.description ?? '还没有内容'}` : `TA${EMPTY[tab]?.description ?? '还没有内容'}`}
            />
          )}
        </section>
      </div>
    </div>
  )
}
