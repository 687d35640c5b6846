import { router } from '@inertiajs/react'
import { Nav } from '@douyinfe/semi-ui-19'
import type { AdminMenuLink, AdminMenuNode } from '~/lib/shared_props'
import { pathOf } from '~/lib/site_routes'
import { adminIcon } from '../named_icons'

export function isMenuGroup(node: AdminMenuNode): node is Extract<AdminMenuNode, { children: AdminMenuLink[] }> {
  return 'children' in node
}

export function menuLinks(nodes: AdminMenuNode[]): AdminMenuLink[] {
  return nodes.flatMap((node) => (isMenuGroup(node) ? node.children : [node]))
}

/** The admin page an URL shows: '/admin' and '/admin/index' are the dashboard. */
export function adminPageOf(url: string) {
  const page = pathOf(url)
    .replace(/^\/admin\/?/, '')
    .replace(/\/$/, '')
  return page === '' || page === 'index' ? 'dashboard' : page
}

/** The menu link for the current page: the exact page, else the closest parent page. */
export function currentMenuLink(nodes: AdminMenuNode[], url: string) {
  const page = adminPageOf(url)
  const links = menuLinks(nodes)
  return (
    links.find((link) => link.page === page) ??
    links.filter((link) => page.startsWith(`${link.page}/`)).sort((a, b) => b.page.length - a.page.length)[0]
  )
}

export function menuGroupOf(nodes: AdminMenuNode[], page: string) {
  return nodes.find((node) => isMenuGroup(node) && node.children.some((child) => child.page === page))
}

interface AdminMenuProps {
  nodes: AdminMenuNode[]
  currentUrl: string
  collapsed: boolean
  onCollapseChange: (collapsed: boolean) => void
  header: React.ReactNode
}

export function AdminMenu({ nodes, currentUrl, collapsed, onCollapseChange, header }: AdminMenuProps) {
  const current = currentMenuLink(nodes, currentUrl)
  const hrefs = new Map(menuLinks(nodes).map((link) => [link.page, link.href]))
  const openGroup = current ? menuGroupOf(nodes, current.page) : undefined
  // Semi renders `link` as an <a> inside the menu item, so the menu keeps its list and menu
  // structure for assistive tech (an <a> around each item broke both); a plain click goes
  // through Inertia, a click with a modifier key opens the page in a new tab as usual.
  const linkOf = (page: string) => ({
    link: hrefs.get(page),
    linkOptions: {
      onClick: (event: React.MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) event.stopPropagation()
        else event.preventDefault()
      },
    },
  })
  const items = nodes.map((node) =>
    isMenuGroup(node)
      ? {
          itemKey: `group:${node.title}`,
          text: node.title,
          icon: adminIcon(node.icon),
          items: node.children.map((child) => ({ itemKey: child.page, text: child.title, ...linkOf(child.page) })),
        }
      : { itemKey: node.page, text: node.title, icon: adminIcon(node.icon), ...linkOf(node.page) }
  )
  return (
    <Nav
      className="ds-admin-nav"
      mode="vertical"
      items={items}
      selectedKeys={current ? [current.page] : []}
      defaultOpenKeys={openGroup ? [`group:${openGroup.title}`] : []}
      isCollapsed={collapsed}
      onCollapseChange={onCollapseChange}
      header={header}
      footer={{ collapseButton: true, collapseText: (isCollapsed) => (isCollapsed ? '展开侧边栏' : '收起侧边栏') }}
      onSelect={({ itemKey }: { itemKey: string | number }) => {
        const href = hrefs.get(String(itemKey))
        if (href) router.visit(href)
      }}
    />
  )
}
