import { Link } from '~/components/link'
import { IconGridView, IconHome, IconUser, IconWrench } from '@douyinfe/semi-icons'
import { activeMobileTab, type MobileTab } from '~/lib/site_routes'

const TABS: { key: MobileTab; label: string; href: string; icon: React.ReactNode }[] = [
  { key: 'home', label: '首页', href: '/', icon: <IconHome size="large" /> },
  { key: 'category', label: '分类', href: '/m/categoryall', icon: <IconGridView size="large" /> },
  { key: 'tool', label: '工具', href: '/tool', icon: <IconWrench size="large" /> },
  { key: 'user', label: '我的', href: '/user', icon: <IconUser size="large" /> },
]

/** The phone-width bottom tab bar; CSS hides it from 768 px up. */
export function MobileTabBar({ currentUrl }: { currentUrl: string }) {
  const active = activeMobileTab(currentUrl)
  return (
    <nav className="ds-tabbar" aria-label="底部导航">
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          className={`ds-tabbar__item${active === tab.key ? ' is-active' : ''}`}
          aria-current={active === tab.key ? 'page' : undefined}
        >
          {tab.icon}
          <span>{tab.label}</span>
        </Link>
      ))}
    </nav>
  )
}
