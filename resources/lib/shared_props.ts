import { usePage } from '@inertiajs/react'
import type { AdminMenuNode } from '../../core/admin/admin_menu'
import type { LayoutComponent } from '../../core/site/layout_component'

export interface CurrentUser {
  id: number
  username: string
  avatar: string
  email: string
  mobile: string
  realname: string
  signature: string
  is_vip: boolean
  /** The plugins' own flags about this user, by '<plugin>.<flag>' (core/accounts userFlags). */
  flags: Record<string, boolean>
  is_default_password: boolean
  credit_count: number
  login_at?: string | null
  previous_login_at?: string | null
}

/** core/site/extension_points.ts ToolbarLink. */
export interface ToolbarLink {
  key: string
  title: string
  href: string
  icon: string
}

export type { LayoutComponent, LayoutPlace } from '../../core/site/layout_component'

export interface NavigationItem {
  id: number
  title: string
  href: string
  color: string
  target: string
  /** A contributed component shown when the entry is hovered (core/site fixedNavigation). */
  popover?: string
  children: NavigationItem[]
}

export interface FriendLink {
  id: number
  title: string
  link: string
}

/** A category as the header and category cards show it (spec §3 Category). */
export interface CategoryItem {
  id: number
  parent_id: number
  title: string
  type?: number
  enable?: boolean
  icon?: string
  children?: CategoryItem[]
}

/** The admin side menu as core/admin builds it for the signed-in user: links, and groups of links sharing a parent. */
export type { AdminMenuGroup, AdminMenuLink, AdminMenuNode } from '../../core/admin/admin_menu'

/**
 * A block of the home page's "latest" area that a plugin fills (documents, articles, ...).
 * Items are plain links so the home page needs no knowledge of the plugin.
 */
export interface HomeSection {
  key: string
  title: string
  /** Link of the section's 更多 button. */
  more?: string
  items: HomeSectionItem[]
}

export interface HomeSectionItem {
  id: number | string
  title: string
  href: string
  description?: string
  cover?: string
  /** Small grey text, e.g. "12 页 · 2026-11-20". */
  meta?: string
  /** File type or kind label (pdf, word, 文章). */
  badge?: string
}

/** Public counts of GET /api/v1/stats (api-shapes §19), snake_case. */
export type SiteStats = Record<string, number | string>

/**
 * The shared props core puts on every page. The server checks what it sends against this
 * (core/kernel/shared_props.ts, renderPage): a field renamed on either side fails the typecheck.
 */
export interface CoreSharedProps {
  user: CurrentUser | null
  /** Admin pages the user may open; empty for members and guests. */
  allowedPages: string[]
  settings: Record<string, Record<string, any>>
  navigation: NavigationItem[]
  friendlinks: FriendLink[]
  flash: Record<string, any>
  /** Only on /admin pages. */
  adminMenu?: AdminMenuNode[]
  /** Article categories for the header's 文章 popover, when a page provides them. */
  articleCategories?: CategoryItem[]
  /** The site's absolute base URL without trailing slash (core/seo): canonical and Open Graph links. */
  siteUrl?: string
  /** Contributed components of enabled plugins that pages may render by name (core/site siteComponents). */
  siteComponents?: string[]
  /** The tool bar's buttons that plugins contribute (core/site toolbarLinks). */
  toolbarLinks?: ToolbarLink[]
  /** What the plugins put in the site layout's slots and the core pages' regions (core/site layoutComponents). */
  layoutComponents?: LayoutComponent[]
  /** Only on /me pages: the member's own counts where they differ from the public ones (doc_count of every status). */
  myCounts?: Record<string, number>
}

/** Core's shared props and the ones plugins add (community, dailySign, advertisements, ...). */
export interface SharedProps extends CoreSharedProps {
  [key: string]: unknown
}

declare module '@inertiajs/core' {
  /** usePage().props, router callbacks and layouts see the shared props with their types. */
  interface InertiaConfig {
    sharedPageProps: SharedProps
  }
}

export function useShared(): SharedProps {
  return usePage().props
}

/** The current URL (path and query) of the Inertia page. */
export function useCurrentUrl(): string {
  return usePage().url ?? '/'
}

export function useSetting<T = any>(group: string, name: string, fallback?: T): T {
  const { settings } = useShared()
  const value = settings?.[group]?.[name]
  return (value === undefined ? fallback : value) as T
}

/** The site's name for its credits (system.credit_name, 魔豆 by default): every page, admin included, says it. */
export function useCreditName(): string {
  return useSetting<string>('system', 'credit_name', '') || '魔豆'
}
