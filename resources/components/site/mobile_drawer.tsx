import { useState } from 'react'
import { Link } from '~/components/link'
import { SideSheet } from '@douyinfe/semi-ui-19'
import { IconChevronDown, IconChevronRight, IconExit, IconHome, IconSetting, IconUser } from '@douyinfe/semi-icons'
import type { CurrentUser, NavigationItem } from '~/lib/shared_props'
import { loginUrl } from '~/lib/site_routes'
import { logout } from '~/lib/session'
import { SmartLink } from '~/components/smart_link'
import { SearchBox } from './search_box'
import { UserAvatar, userMenuEntries } from './user_menu'
import { activeEntry } from './navigation_menu'
import { LayoutSlot } from './site_component'

interface MobileDrawerProps {
  visible: boolean
  onClose: () => void
  user: CurrentUser | null
  allowedPages: string[]
  navigation: NavigationItem[]
  currentUrl: string
  sitename: string
  enableRegister: boolean
}

function DrawerNavEntry({ item, active, onNavigate }: { item: NavigationItem; active: boolean; onNavigate: () => void }) {
  const [open, setOpen] = useState(false)
  const children = item.children ?? []
  return (
    <li>
      <div className={`ds-drawer__nav-row${active ? ' is-active' : ''}`}>
        {item.href ? (
          <SmartLink href={item.href} target={item.target} onClick={onNavigate} style={item.color ? { color: item.color } : undefined}>
            {item.title}
          </SmartLink>
        ) : (
          <span style={item.color ? { color: item.color } : undefined}>{item.title}</span>
        )}
        {children.length > 0 && (
          <button type="button" aria-label={open ? '收起' : '展开'} onClick={() => setOpen(!open)}>
            {open ? <IconChevronDown /> : <IconChevronRight />}
          </button>
        )}
      </div>
      {open && children.length > 0 && (
        <ul className="ds-drawer__nav-children">
          {children.map((child) => (
            <li key={child.id}>
              <SmartLink href={child.href} target={child.target} onClick={onNavigate}>
                {child.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

const USER_ICONS = { profile: <IconUser />, center: <IconHome />, admin: <IconSetting />, logout: null }

/** The phone menu (spec §2): search, login or the user's links (and what plugins add, such as 每日签到), navigation. */
export function MobileDrawer(props: MobileDrawerProps) {
  const { visible, onClose, user, allowedPages, navigation, currentUrl, sitename, enableRegister } = props
  const entries = user ? userMenuEntries(user, allowedPages) : []
  const active = activeEntry(navigation, currentUrl)
  return (
    <SideSheet
      visible={visible}
      onCancel={onClose}
      placement="left"
      width="60%"
      title={sitename}
      className="ds-drawer"
      bodyStyle={{ padding: 0 }}
    >
      <div className="ds-drawer__section">
        <SearchBox pageUrl={currentUrl} onSearched={onClose} />
      </div>
      <div className="ds-drawer__section">
        {user ? (
          <div className="ds-drawer__user">
            <UserAvatar user={user} size="default" />
            <span className="ds-drawer__username">{user.username}</span>
          </div>
        ) : (
          <div className="ds-drawer__guest">
            <Link href={loginUrl(currentUrl)} className="ds-drawer__login" onClick={onClose}>
              登录
            </Link>
            {enableRegister && (
              <Link href="/register" className="ds-drawer__register" onClick={onClose}>
                注册
              </Link>
            )}
          </div>
        )}
        <ul className="ds-drawer__list">
          {entries
            .filter((entry) => entry.href)
            .map((entry) => (
              <li key={entry.key}>
                <Link href={entry.href!} onClick={onClose}>
                  {USER_ICONS[entry.key]}
                  {entry.label}
                </Link>
              </li>
            ))}
          <LayoutSlot place="drawer_menu" extra={{ onDone: onClose }} />
          {user && (
            <li>
              <button
                type="button"
                className="ds-drawer__logout"
                onClick={() => {
                  onClose()
                  logout()
                }}
              >
                <IconExit />
                退出登录
              </button>
            </li>
          )}
        </ul>
      </div>
      {navigation.length > 0 && (
        <div className="ds-drawer__section">
          <div className="ds-drawer__heading">导航</div>
          <ul className="ds-drawer__nav">
            {navigation.map((item) => (
              <DrawerNavEntry key={item.id} item={item} active={item === active} onNavigate={onClose} />
            ))}
          </ul>
        </div>
      )}
    </SideSheet>
  )
}
