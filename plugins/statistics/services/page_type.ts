import type { PageType } from '../enums/page_types.js'

/** Paths of the site (spec §2) and the page type each belongs to; the first number is the item. */
const RULES: [RegExp, PageType][] = [
  [/^\/$/, 'home'],
  [/^\/(?:m\/)?document(?:\/(\d+))?\/?$/, 'document'],
  [/^\/(?:m\/)?category(?:all)?(?:\/(\d+))?(?:\/.*)?$/, 'category'],
  [/^\/purchase\/category\/?$/, 'category'],
  [/^\/article(?:\/(\d+))?\/?$/, 'article'],
  [/^\/(?:m\/)?search(?:\/.*)?$/, 'search'],
  [/^\/user(?:\/(\d+))?(?:\/.*)?$/, 'user'],
]

/** The path of a URL or path, without query or fragment. */
export function pathOf(url: string) {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** The page type and item id (0 when the page is a list) of a site path. */
export function classifyPath(path: string): { pageType: PageType; itemId: number } {
  for (const [pattern, pageType] of RULES) {
    const match = pattern.exec(path)
    if (match) return { pageType, itemId: match[1] ? Number(match[1]) : 0 }
  }
  return { pageType: 'other', itemId: 0 }
}

/** Admin pages are never tracked (spec §9), whatever a client sends. */
export function isAdminPath(path: string) {
  return path === '/admin' || path.startsWith('/admin/')
}
