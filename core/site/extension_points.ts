import type { HttpContext } from '@adonisjs/core/http'
import { defineExtensionPoint } from '#core/kernel/extension_point'
import type { LayoutComponent } from './layout_component.js'

export type { LayoutComponent, LayoutPlace, LayoutSlotPlace, PageRegion } from './layout_component.js'

/** Lower `order` first; entries with the same value keep the order they were contributed in. */
function byOrder<Entry extends { order?: number }>(entries: Entry[]): Entry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.order ?? 0) - (b.entry.order ?? 0) || a.index - b.index)
    .map(({ entry }) => entry)
}

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
export const homeSections = defineExtensionPoint<(ctx: HttpContext) => Promise<HomeSection[]>>('homeSections', { isolated: true })

/** Every contributor's sections, those with nothing to show dropped, in display order. */
export async function collectHomeSections(ctx: HttpContext): Promise<HomeSection[]> {
  const sections = (await homeSections.collect(ctx)).flat()
  return byOrder(sections.filter((section) => section.items.length > 0 || section.empty))
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
export const siteTools = defineExtensionPoint<(ctx: HttpContext) => Promise<SiteTool[]> | SiteTool[]>('siteTools', { isolated: true })

/** The site's own tools and every contributor's, in display order. */
export async function collectSiteTools(ctx: HttpContext, builtIn: SiteTool[] = []): Promise<SiteTool[]> {
  return byOrder([...builtIn, ...(await siteTools.collect(ctx)).flat()])
}

/** An entry of the header navigation that a plugin offers (文档分类 → /category). */
export interface FixedNavigationEntry {
  title: string
  /** A site path the plugin serves; it is how the seeded row is found again. */
  href: string
  /** Higher first, as the navigation table sorts. */
  sort: number
  /** A contributed component (resources/lib/ui_contributions.ts) shown when the entry is hovered. */
  popover?: string
}

/**
 * The header's fixed entries. They are seeded into the navigation table (operators rename,
 * reorder or hide them there, but cannot delete them or change their link), and the header
 * shows a fixed row only while an enabled owner still offers its link.
 */
export const fixedNavigation = defineExtensionPoint<() => FixedNavigationEntry[]>('fixedNavigation', { isolated: true })

export async function collectFixedNavigation(): Promise<FixedNavigationEntry[]> {
  return (await fixedNavigation.collect()).flat()
}

/** A link of the home page: a card under the hero ('feature') or a button of the closing call to action ('action'). */
export interface HomeLink {
  key: string
  place: 'feature' | 'action'
  title: string
  href: string
  /** A Semi icon name from resources/components/named_icons.tsx, or one a plugin contributes. */
  icon: string
  /** The card's text (features only). */
  text?: string
  /** The card's colour (features only). */
  tone?: 'blue' | 'green' | 'orange' | 'violet'
  /** An outlined button instead of a solid one (actions only). */
  ghost?: boolean
  /** Lower first; links with the same value keep the order they were contributed in. */
  order?: number
}

/** Links for the home page, collected on every visit to / (a plugin may word them after its settings). */
export const homeLinks = defineExtensionPoint<(ctx: HttpContext) => Promise<HomeLink[]> | HomeLink[]>('homeLinks', { isolated: true })

export async function collectHomeLinks(ctx: HttpContext): Promise<HomeLink[]> {
  return byOrder((await homeLinks.collect(ctx)).flat())
}

/**
 * Names of contributed site components ('<owner>.<name>' in the owner's ui/contributions.tsx)
 * that core pages and other plugins' pages may render by name, e.g. 'commerce.vipBadge'.
 * Only enabled plugins add theirs, so a disabled plugin's component never renders.
 */
export const siteComponents = defineExtensionPoint<() => string[]>('siteComponents', { isolated: true })

/** A button of the right-hand tool bar of every site page (发布文章, 上传文档). */
export interface ToolbarLink {
  key: string
  /** The tooltip and the accessible name. */
  title: string
  href: string
  /** A Semi icon name from resources/components/named_icons.tsx, or one a plugin contributes. */
  icon: string
  /** Lower first; links with the same value keep the order they were contributed in. */
  order?: number
}

export const toolbarLinks = defineExtensionPoint<() => ToolbarLink[]>('toolbarLinks', { isolated: true })

export async function collectToolbarLinks(): Promise<ToolbarLink[]> {
  return byOrder((await toolbarLinks.collect()).flat())
}

/** The site layout's slots and the core pages' regions. Only enabled plugins add theirs, so neither names a plugin. */
export const layoutComponents = defineExtensionPoint<() => LayoutComponent[]>('layoutComponents', { isolated: true })

export async function collectLayoutComponents(): Promise<LayoutComponent[]> {
  return byOrder((await layoutComponents.collect()).flat())
}
