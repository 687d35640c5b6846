import { defineExtensionPoint } from '#core/kernel/extension_point'
import type User from './models/user.js'

/**
 * Yes/no facts a plugin knows about the signed-in user. `is_vip` (commerce's) is a field of
 * the user's record, as the spec has it; every other flag is named '<plugin>.<flag>' and
 * lands in the record's `flags`.
 */
export type UserFlagValues = { is_vip?: boolean } & Record<string, boolean | undefined>

/** Plugins add flags to the signed-in user's record: commerce is_vip, hello 'hello.greeted'. */
export const userFlags = defineExtensionPoint<(user: User) => Promise<UserFlagValues>>('userFlags')

export interface MeTab {
  key: string
  title: string
  /** The page of the tab, below /me (e.g. /me/document). */
  href: string
  /** A Semi icon name for the quick links of /me (e.g. IconFile); a link icon when absent. */
  icon?: string
  /** One line under the quick link. */
  description?: string
}

/**
 * Plugins add tabs to the personal centre (/me): documents, favourites, orders, VIP...
 * Their pages render with `mePageProps(ctx, key)` and the MeShell component.
 */
export const meTabs = defineExtensionPoint<(user: User) => Promise<MeTab[]> | MeTab[]>('meTabs')

export interface ProfileTab {
  key: string
  title: string
  /** Below /user/{id}, e.g. '/document'; the plugin serves that page. */
  path: string
  /** Lower first; the spec orders 主页, 文章, 文档. */
  sort: number
}

/**
 * Plugins add tabs to everyone's public page (/user/{id}): documents, articles... Their pages
 * render with `profilePageProps(ctx, key)` and the ProfileShell component.
 */
export const profileTabs = defineExtensionPoint<() => ProfileTab[]>('profileTabs')
