import { useEffect, useState, type ReactNode } from 'react'
import { Layout } from '@douyinfe/semi-ui-19'
import { Link } from '~/components/link'
import { IconBookStroked } from '@douyinfe/semi-icons'
import { useCurrentUrl, useShared } from '~/lib/shared_props'
import { useMediaQuery } from '~/hooks/use_media_query'
import { FlashToasts } from '~/components/flash_toasts'
import { AdminMenu, currentMenuLink, menuGroupOf } from '~/components/admin/admin_menu'
import { AdminHeader } from '~/components/admin/admin_header'
import { MAIN_CONTENT_ID, SkipLink } from '~/components/skip_link'

/** The side menu folds to icons under 1000 px (spec §9); the toggle overrides it until the width crosses again. */
function useMenuCollapsed() {
  const narrow = useMediaQuery('(max-width: 999px)')
  const [manual, setManual] = useState<boolean | null>(null)
  useEffect(() => setManual(null), [narrow])
  return [manual ?? narrow, setManual] as const
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  const shared = useShared()
  const currentUrl = useCurrentUrl()
  const [collapsed, setCollapsed] = useMenuCollapsed()
  const nodes = shared.adminMenu ?? []
  const sitename = shared.settings?.system?.sitename || 'Docsite'
  const current = currentMenuLink(nodes, currentUrl)
  const group = current ? menuGroupOf(nodes, current.page) : undefined
  const trail = [group?.title, current?.title].filter(
    (title, index, titles): title is string => Boolean(title) && titles.indexOf(title) === index
  )
  return (
    <Layout className={`ds-admin${collapsed ? ' is-collapsed' : ''}`}>
      <SkipLink />
      <FlashToasts />
      <Layout.Sider className="ds-admin__sider">
        <AdminMenu
          nodes={nodes}
          currentUrl={currentUrl}
          collapsed={collapsed}
          onCollapseChange={setCollapsed}
          header={
            <Link href="/admin" className="ds-admin__brand" aria-label={`${sitename} 管理后台`}>
              <span className="ds-logo__mark">
                <IconBookStroked />
              </span>
              {!collapsed && <span className="ds-admin__brand-name">{sitename}</span>}
            </Link>
          }
        />
      </Layout.Sider>
      <Layout className="ds-admin__body">
        <Layout.Header className="ds-admin__header">
          <AdminHeader user={shared.user ?? null} trail={trail} />
        </Layout.Header>
        <Layout.Content className="ds-admin__content">
          <div id={MAIN_CONTENT_ID} tabIndex={-1}>
            {children}
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
