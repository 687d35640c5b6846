import type { ComponentType, ReactElement, ReactNode } from 'react'
import SiteLayout from './layouts/site_layout'
import AdminLayout from './layouts/admin_layout'

type PageModule = { default: ComponentType<any> & { layout?: (page: ReactElement) => ReactNode } }

/**
 * Page names are '<owner>/<area>/<path>': the owner is a core module or a plugin, the area
 * 'site' or 'admin'. Pages are found by folder, never listed: core/<owner>/ui/pages/... or
 * plugins/<owner>/ui/pages/...
 */
export function candidatesFor(name: string) {
  const [owner, ...rest] = name.split('/')
  const file = `${rest.join('/')}.tsx`
  return [`../core/${owner}/ui/pages/${file}`, `../plugins/${owner}/ui/pages/${file}`]
}

export function withDefaultLayout(name: string, module: PageModule) {
  const page = module.default
  if (!page.layout) {
    const area = name.split('/')[1]
    page.layout = (element: ReactElement) => (area === 'admin' ? <AdminLayout>{element}</AdminLayout> : <SiteLayout>{element}</SiteLayout>)
  }
  return page
}

export async function resolvePage(name: string, pages: Record<string, PageModule | (() => Promise<PageModule>)>) {
  for (const candidate of candidatesFor(name)) {
    const entry = pages[candidate]
    if (!entry) continue
    const module = typeof entry === 'function' ? await entry() : entry
    return withDefaultLayout(name, module)
  }
  throw new Error(`Page not found: ${name}`)
}
