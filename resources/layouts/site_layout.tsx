import { useState, type ReactNode } from 'react'
import { useCurrentUrl, useShared } from '~/lib/shared_props'
import { pathOf, showsMobileTabBar } from '~/lib/site_routes'
import { FlashToasts } from '~/components/flash_toasts'
import { SiteHeader } from '~/components/site/site_header'
import { SiteFooter } from '~/components/site/site_footer'
import { MobileTabBar } from '~/components/site/mobile_tab_bar'
import { MobileDrawer } from '~/components/site/mobile_drawer'
import { ToolBar } from '~/components/site/tool_bar'
import { FALLBACK_NAVIGATION } from '~/components/site/navigation_menu'
import { LayoutSlot } from '~/components/site/site_component'
import { usePageViewTracker } from '~/hooks/use_page_view_tracker'
import { MAIN_CONTENT_ID, SkipLink } from '~/components/skip_link'

/**
 * The public site's frame: sticky header, content, footer, right-hand tool bar; on a phone
 * a drawer menu and, on the routes of spec §2, a bottom tab bar in place of the footer.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  const shared = useShared()
  const currentUrl = useCurrentUrl()
  const [drawerOpen, setDrawerOpen] = useState(false)
  usePageViewTracker()
  const settings = shared.settings ?? {}
  const navigation = Array.isArray(shared.navigation) ? shared.navigation : FALLBACK_NAVIGATION
  const allowedPages = shared.allowedPages ?? []
  const tabBar = showsMobileTabBar(currentUrl)
  return (
    <div className={`ds-site${tabBar ? ' has-tabbar' : ''}`}>
      <SkipLink />
      <FlashToasts />
      <SiteHeader
        user={shared.user ?? null}
        allowedPages={allowedPages}
        settings={settings}
        navigation={navigation}
        currentUrl={currentUrl}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      <LayoutSlot place="top" />
      <main className="ds-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <LayoutSlot place="bottom" />
      <SiteFooter
        settings={settings}
        friendlinks={shared.friendlinks}
        showFriendLinks={pathOf(currentUrl) === '/'}
        className={tabBar ? 'ds-footer--desktop-only' : undefined}
      />
      {tabBar && <MobileTabBar currentUrl={currentUrl} />}
      <ToolBar display={settings.display ?? {}} links={shared.toolbarLinks} />
      <LayoutSlot place="floating" />
      <MobileDrawer
        visible={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        user={shared.user ?? null}
        allowedPages={allowedPages}
        navigation={navigation}
        currentUrl={currentUrl}
        sitename={settings.system?.sitename || 'Docsite'}
        enableRegister={settings.security?.enable_register !== false}
      />
    </div>
  )
}
