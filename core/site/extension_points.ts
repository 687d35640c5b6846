import type { HttpContext } from '@adonisjs/core/http'
import { defineExtensionPoint } from '#core/kernel/extension_point'

export interface HomeSectionLink {
  title: string
  href: string
}

export interface HomeSectionItem {
  id: number | string
  title: string
  href: string
  description?: string
  cover?: string
  /** Small grey text, e.g. "12 页 · 1,024 浏览". */
  meta?: string
  /** File type or kind label (pdf, word, 文章). */
  badge?: string
}

/**
 * A block of the home page that a plugin fills (recommended documents, a category's newest
 * documents, latest articles...). Everything is plain text and links, so the home page
 * renders it without knowing the plugin.
 */
export interface HomeSection {
  /** Unique on the page, e.g. 'documents.category.3'. */
  key: string
  title: string
  /** Link of the section's 更多 button. */
  more?: string
  /** Image shown before the title (a category icon). */
  icon?: string
  /** Chips under the title (a category's children). */
  links?: HomeSectionLink[]
  items: HomeSectionItem[]
  /** Shown instead of the items when there are none; without it an empty section is left out. */
  empty?: { title: string; description?: string; action?: HomeSectionLink }
  /** Lower first; sections with the same value keep the order they were contributed in. */
  order?: number
}

/** Sections for the home page, collected on every visit to /. */
export const homeSections = defineExtensionPoint<(ctx: HttpContext) => Promise<HomeSection[]>>('homeSections')

/** Every contributor's sections, those with nothing to show dropped, in display order. */
export async function collectHomeSections(ctx: HttpContext): Promise<HomeSection[]> {
  const sections = (await homeSections.collect(ctx)).flat()
  return sections
    .filter((section) => section.items.length > 0 || section.empty)
    .map((section, index) => ({ section, index }))
    .sort((a, b) => (a.section.order ?? 0) - (b.section.order ?? 0) || a.index - b.index)
    .map(({ section }) => section)
}

/** One entry of the /tool page (the 工具 tab of the phone tab bar): a shortcut to something the site does. */
export interface SiteTool {
  key: string
  title: string
  /** One line under the title. */
  description: string
  href: string
  /** A Semi icon name from resources/components/named_icons.tsx. */
  icon: string
  /** Lower first; tools with the same value keep the order they were contributed in. */
  order?: number
}

/** Tools for the /tool page, collected on every visit (a plugin may leave a tool out for this visitor). */
export const siteTools = defineExtensionPoint<(ctx: HttpContext) => Promise<SiteTool[]> | SiteTool[]>('siteTools')

/** The site's own tools and every contributor's, in display order. */
export async function collectSiteTools(ctx: HttpContext, builtIn: SiteTool[] = []): Promise<SiteTool[]> {
  const tools = [...builtIn, ...(await siteTools.collect(ctx)).flat()]
  return tools
    .map((tool, index) => ({ tool, index }))
    .sort((a, b) => (a.tool.order ?? 0) - (b.tool.order ?? 0) || a.index - b.index)
    .map(({ tool }) => tool)
}
