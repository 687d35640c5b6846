/**
 * The admin side menu of one user, built from the registry's entries: only entries that are
 * public or whose page the user may open, entries with the same `parent` as one group
 * (placed where its first entry sorts), each linking to /admin/{page}.
 *
 * Plain data in, plain data out: the admin layout's tests use it as well.
 */
export interface MenuEntryInput {
  page: string
  title: string
  icon?: string
  parent?: string
  permission: string
  hidden?: boolean
}

export interface AdminMenuLink {
  page: string
  title: string
  icon: string | null
  href: string
}

export interface AdminMenuGroup {
  title: string
  icon: string | null
  children: AdminMenuLink[]
}

export type AdminMenuNode = AdminMenuLink | AdminMenuGroup

export function adminHref(page: string) {
  return page === 'dashboard' ? '/admin' : `/admin/${page}`
}

export function isMenuVisible(entry: MenuEntryInput, allowedPages: ReadonlySet<string>) {
  return entry.permission === 'public' || allowedPages.has(entry.page)
}

export function buildAdminMenu(entries: MenuEntryInput[], allowedPages: string[]): AdminMenuNode[] {
  const allowed = new Set(allowedPages)
  const nodes: AdminMenuNode[] = []
  const groups = new Map<string, AdminMenuGroup>()
  const seen = new Set<string>()
  for (const entry of entries) {
    if (entry.hidden || seen.has(entry.page) || !isMenuVisible(entry, allowed)) continue
    seen.add(entry.page)
    const link: AdminMenuLink = { page: entry.page, title: entry.title, icon: entry.icon ?? null, href: adminHref(entry.page) }
    if (!entry.parent) {
      nodes.push(link)
      continue
    }
    let group = groups.get(entry.parent)
    if (!group) {
      group = { title: entry.parent, icon: link.icon, children: [] }
      groups.set(entry.parent, group)
      nodes.push(group)
    }
    group.children.push(link)
  }
  return nodes
}
