import { Avatar, Dropdown } from '@douyinfe/semi-ui-19'
import { IconChevronDown, IconExit, IconHome, IconSetting, IconUser } from '@douyinfe/semi-icons'
import { router } from '@inertiajs/react'
import type { CurrentUser } from '~/lib/shared_props'
import { logout } from '~/lib/session'

export interface UserMenuEntry {
  key: 'profile' | 'center' | 'admin' | 'logout'
  label: string
  href?: string
}

/** 管理后台 only for users with at least one allowed admin page (spec §2 Header). */
export function userMenuEntries(user: Pick<CurrentUser, 'id'>, allowedPages: string[] | undefined): UserMenuEntry[] {
  const entries: UserMenuEntry[] = [
    { key: 'profile', label: '个人主页', href: `/user/${user.id}` },
    { key: 'center', label: '个人中心', href: '/me' },
  ]
  if (allowedPages?.length) entries.push({ key: 'admin', label: '管理后台', href: '/admin' })
  entries.push({ key: 'logout', label: '退出登录' })
  return entries
}

const ICONS = { profile: <IconUser />, center: <IconHome />, admin: <IconSetting />, logout: <IconExit /> }

export function UserAvatar({ user, size = 'small' }: { user: CurrentUser; size?: 'extra-small' | 'small' | 'default' }) {
  const initial = (user.username || '?').slice(0, 1).toUpperCase()
  return (
    <Avatar size={size} src={user.avatar || undefined} alt={user.username} color="light-blue">
      {initial}
    </Avatar>
  )
}

export function UserMenu({ user, allowedPages, compact }: { user: CurrentUser; allowedPages: string[]; compact?: boolean }) {
  const entries = userMenuEntries(user, allowedPages)
  return (
    <Dropdown
      position="bottomRight"
      render={
        <Dropdown.Menu>
          <Dropdown.Title>{user.username}</Dropdown.Title>
          {entries.map((entry) => (
            <Dropdown.Item
              key={entry.key}
              icon={ICONS[entry.key]}
              type={entry.key === 'logout' ? 'danger' : undefined}
              onClick={() => (entry.href ? router.visit(entry.href) : logout())}
            >
              {entry.label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      }
    >
      <button type="button" className="ds-user-trigger">
        <UserAvatar user={user} />
        {!compact && <span className="ds-user-trigger__name">{user.username}</span>}
        {!compact && <IconChevronDown size="small" />}
        {/* Named by what it shows plus what it opens (an aria-label would hide the visible username). */}
        <span className="ds-visually-hidden">用户菜单</span>
      </button>
    </Dropdown>
  )
}
