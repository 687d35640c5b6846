import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Breadcrumb, Dropdown } from '@douyinfe/semi-ui-19'
import { IconChevronDown, IconCopy, IconExit, IconHome, IconKey, IconUser } from '@douyinfe/semi-icons'
import type { CurrentUser } from '~/lib/shared_props'
import { copyLoginToken, logout } from '~/lib/session'
import { UserAvatar } from '~/components/site/user_menu'

interface AdminHeaderProps {
  user: CurrentUser | null
  trail: string[]
}

export function AdminHeader({ user, trail }: AdminHeaderProps) {
  return (
    <div className="ds-admin-header">
      <Breadcrumb className="ds-admin-header__trail">
        <Breadcrumb.Item>管理后台</Breadcrumb.Item>
        {trail.map((title) => (
          <Breadcrumb.Item key={title}>{title}</Breadcrumb.Item>
        ))}
      </Breadcrumb>
      <div className="ds-admin-header__actions">
        <Link href="/" className="ds-admin-header__site" aria-label="返回网站">
          <IconHome />
          <span>返回网站</span>
        </Link>
        {user && (
          <Dropdown
            position="bottomRight"
            render={
              <Dropdown.Menu>
                <Dropdown.Item icon={<IconUser />} onClick={() => router.visit('/me/profile')}>
                  个人资料
                </Dropdown.Item>
                <Dropdown.Item icon={<IconKey />} onClick={() => router.visit('/me/password')}>
                  修改密码
                </Dropdown.Item>
                <Dropdown.Item icon={<IconCopy />} onClick={() => copyLoginToken()}>
                  复制登录令牌
                </Dropdown.Item>
                <Dropdown.Divider />
                <Dropdown.Item icon={<IconExit />} type="danger" onClick={() => logout()}>
                  退出登录
                </Dropdown.Item>
              </Dropdown.Menu>
            }
          >
            <button type="button" className="ds-user-trigger">
              <UserAvatar user={user} />
              <span className="ds-user-trigger__name">{user.username}</span>
              <IconChevronDown size="small" />
              {/* Named by what it shows plus what it opens (an aria-label would hide the visible username). */}
              <span className="ds-visually-hidden">用户菜单</span>
            </button>
          </Dropdown>
        )}
      </div>
    </div>
  )
}
