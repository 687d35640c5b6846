import { Link } from '~/components/link'
import { IconMenu } from '@douyinfe/semi-icons'
import type { CurrentUser, NavigationItem } from '~/lib/shared_props'
import { loginUrl, pathOf, searchTypeFor } from '~/lib/site_routes'
import { NavigationMenu } from './navigation_menu'
import { SearchBox } from './search_box'
import { SiteLogo } from './site_logo'
import { UserMenu } from './user_menu'
import { LayoutSlot } from './site_component'

export interface SiteHeaderProps {
  user: CurrentUser | null
  allowedPages: string[]
  settings: Record<string, Record<string, any>>
  navigation: NavigationItem[]
  currentUrl: string
  onOpenDrawer: () => void
}

/** The words of the current search, so the header box keeps them on /search. */
export function currentSearchWords(url: string) {
  if (!/^\/(m\/)?search/.test(pathOf(url))) return ''
  const query = url.split('?')[1] ?? ''
  return new URLSearchParams(query).get('wd') ?? ''
}

export function SiteHeader(props: SiteHeaderProps) {
  const { user, allowedPages, settings, navigation, currentUrl, onOpenDrawer } = props
  const system = settings?.system ?? {}
  const sitename = system.sitename || 'Docsite'
  const type = searchTypeFor(currentUrl)
  const enableRegister = settings?.security?.enable_register !== false
  return (
    <header className="ds-header">
      <div className="ds-container ds-header__inner">
        <button type="button" className="ds-header__menu-button" aria-label="打开菜单" onClick={onOpenDrawer}>
          <IconMenu size="large" />
        </button>
        <SiteLogo logo={system.logo} sitename={sitename} />
        <div className="ds-header__nav">
          <NavigationMenu items={navigation} currentUrl={currentUrl} />
        </div>
        <div className="ds-header__actions">
          <SearchBox
            key={`${type}:${currentUrl}`}
            pageUrl={currentUrl}
            defaultValue={currentSearchWords(currentUrl)}
            className="ds-header__search"
          />
          <LayoutSlot place="header_actions" />
          {user ? (
            <UserMenu user={user} allowedPages={allowedPages} />
          ) : (
            <div className="ds-header__guest">
              <Link href={loginUrl(currentUrl)} className="ds-pill-button ds-header__login">
                登录
              </Link>
              {enableRegister && (
                <Link href="/register" className="ds-header__register">
                  注册
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </header>
  )
}
