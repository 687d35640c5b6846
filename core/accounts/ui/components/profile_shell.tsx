import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { Button } from '@douyinfe/semi-ui-19'
import { IconEdit } from '@douyinfe/semi-icons'
import { useSetting, useShared } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import './accounts.css'
import { ProfileHero, ProfileTabs } from './profile_header'
import { UserAvatar } from './user_avatar'
import { formatDate } from './format'
import { ListOrEmpty, pageUrl } from './list_or_empty'
import { LayoutSlot } from '~/components/site/site_component'
import { FollowButton } from './follow_button'

export interface PublicUser {
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

export interface ProfileTabLink {
  key: string
  title: string
  href: string
}

export interface ProfilePageProps {
  profile: PublicUser
  tabs: ProfileTabLink[]
  active: string
  /** Whether the signed-in member follows this user (false for a guest). */
  followed: boolean
}

/**
 * The frame of everyone's public page (/user/{id}): the profile card, the tab bar of 主页 and
 * the tabs plugins add through profileTabs, and the tab's content.
 */
export function ProfileShell({
  profile,
  tabs,
  active,
  followed,
  title,
  children,
}: ProfilePageProps & { title?: string; children: ReactNode }) {
  const { user } = useShared()
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const isMe = user?.id === profile.id
  const stats = [
    { label: '文档', value: profile.doc_count },
    { label: '文章', value: profile.article_count },
    { label: '收藏', value: profile.favorite_count },
    { label: '评论', value: profile.comment_count },
  ]
  const heading = title ? `${profile.username}的${title}` : `${profile.username}的个人主页`

  return (
    <div className="ds-acc-page">
      <SeoHead
        title={heading}
        description={profile.signature || `${profile.username}在${sitename}分享的文档和文章`}
        image={profile.avatar || undefined}
        type="profile"
      />
      <div className="ds-container">
        <LayoutSlot place="profile_top" />
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
            isMe ? (
              <Link href="/me/profile">
                <Button icon={<IconEdit />}>编辑资料</Button>
              </Link>
            ) : (
              <FollowButton key={profile.id} userId={profile.id} username={profile.username} followed={followed} />
            )
          }
          stats={stats}
          statsClassName="ds-acc-stats ds-acc-stats--four"
        />
        <ProfileTabs label="个人主页" active={active} tabs={tabs} preserveScroll />
        {active === 'document' && <LayoutSlot place="profile_documents_top" />}
        <section className="ds-acc-card ds-acc-panel">{children}</section>
      </div>
    </div>
  )
}

/** "你" on one's own page, "TA" on someone else's. */
export function useProfilePronoun(profile: PublicUser) {
  const { user } = useShared()
  return user?.id === profile.id ? '你' : 'TA'
}

/** The props every paged profile tab gets from its controller, besides its items. */
export interface ProfileListPageProps extends ProfilePageProps {
  total: number
  page: number
  size: number
}

/**
 * A profile tab's page listing someone's things: the profile frame around a ProfileListPanel
 * whose empty state speaks to "你" or "TA".
 */
export function ProfileListPage(
  props: ProfileListPageProps & {
    title: string
    path: string
    count: number
    empty: { title: string; description: (pronoun: string) => string }
    extra?: ReactNode
    children: ReactNode
  }
) {
  const { profile, tabs, active, followed, title, count, empty, extra, ...paging } = props
  const pronoun = useProfilePronoun(profile)
  return (
    <ProfileShell profile={profile} tabs={tabs} active={active} followed={followed} title={title}>
      {extra}
      <ProfileListPanel count={count} empty={{ title: empty.title, description: empty.description(pronoun) }} {...paging} />
    </ProfileShell>
  )
}

/** A paged list in a profile tab: the items, or the empty state when there are none, and the pager below them. */
export function ProfileListPanel(props: {
  count: number
  empty: { title: string; description: string }
  total: number
  page: number
  size: number
  path: string
  children: ReactNode
}) {
  const { count, empty, total, page, size, path, children } = props
  return (
    <ListOrEmpty isEmpty={count === 0} empty={empty} paging={{ total, size, page, urlOf: pageUrl(path) }}>
      {children}
    </ListOrEmpty>
  )
}
