/** The path of a URL without query string or hash. */
export function pathOf(url: string) {
  const path = url.split(/[?#]/)[0]
  return path || '/'
}

/** Mobile variants (/m/...) share the desktop route's rules. */
function withoutMobilePrefix(path: string) {
  if (path === '/m') return '/'
  return path.startsWith('/m/') ? path.slice(2) : path
}

const TAB_BAR_PREFIXES = ['/tool', '/user', '/category', '/document', '/search']

/**
 * The mobile bottom tab bar (spec §2) belongs to home, tool, user, category, document and
 * search routes, and their /m/ variants; elsewhere the footer stays.
 */
export function showsMobileTabBar(url: string) {
  const path = withoutMobilePrefix(pathOf(url))
  if (path === '/') return true
  return TAB_BAR_PREFIXES.some((prefix) => path.startsWith(prefix))
}

export type MobileTab = 'home' | 'category' | 'tool' | 'user'

export function activeMobileTab(url: string): MobileTab | null {
  const path = withoutMobilePrefix(pathOf(url))
  if (path === '/') return 'home'
  if (path.startsWith('/category')) return 'category'
  if (path.startsWith('/tool')) return 'tool'
  if (path.startsWith('/user')) return 'user'
  return null
}

/** A search kind as every page's search box knows it (the `searchKinds` shared prop of core/search). */
export interface SearchKindLink {
  type: number
  title: string
  placeholder: string
  /** Site paths whose search box searches this kind, e.g. ['/article']. */
  paths: string[]
}

/** The kind a page's search box searches: the one whose pages these are, else the first (documents). */
export function searchKindFor(url: string, kinds: readonly SearchKindLink[] = []): SearchKindLink | undefined {
  const path = withoutMobilePrefix(pathOf(url))
  return kinds.find((kind) => kind.paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) ?? kinds[0]
}

export function searchTypeFor(url: string, kinds: readonly SearchKindLink[] = []): number {
  return searchKindFor(url, kinds)?.type ?? 0
}

export function searchUrl(words: string, type: number, mobile = false) {
  const params = new URLSearchParams({ wd: words.trim(), type: String(type) })
  return `${mobile ? '/m/search' : '/search'}?${params.toString()}`
}

/** A login link that brings the visitor back to where they were. */
export function loginUrl(currentUrl: string) {
  const path = pathOf(currentUrl)
  if (path === '/login') return currentUrl
  if (path === '/register') return '/login'
  return `/login?redirect=${encodeURIComponent(currentUrl)}`
}

export function isExternal(href: string) {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href)
}

export const PHONE_MAX_WIDTH = 767
