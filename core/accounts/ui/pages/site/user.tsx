import { Head, Link } from '@inertiajs/react'
import { Button, Empty } from '@douyinfe/semi-ui-19'
import { IconEdit } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { useSetting, useShared } from '~/lib/shared_props'
import { AccountsStyles } from '../../components/accounts_styles'
import { ProfileHero, ProfileTabs } from '../../components/profile_header'
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
        <ProfileHero
          avatar={
            <div className="ds-acc-hero__avatar">
              <UserAvatar user={profile} size="extra-large" />
            </div>
          }
          name={profile.username}
          signature={profile.signature}
          since={`${formatDate(profile.created_at)} 加入`}
          actions={
            isMe && (
              <Link href="/me/profile">
                <Button icon={<IconEdit />}>编辑资料</Button>
              </Link>
            )
          }
          stats={stats}
          statsClassName="ds-acc-stats ds-acc-stats--four"
        />

        <ProfileTabs
          label="个人主页"
          active={tab}
          tabs={TABS.map((item) => ({ key: item.key, title: item.title, href: base + item.path }))}
          preserveScroll
        />

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
