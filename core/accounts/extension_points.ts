import { defineExtensionPoint } from '#core/kernel/extension_point'
import type User from './models/user.js'

/** Plugins add flags to the signed-in user's record (commerce adds is_vip). */
export const userFlags = defineExtensionPoint<(user: User) => Promise<{ is_vip?: boolean }>>('userFlags')

export interface MeTab {
  key: string
  title: string
  /** The page of the tab, below /me (e.g. /me/document). */
  href: string
}

/**
 * Plugins add tabs to the personal centre (/me): documents, favourites, orders, VIP...
 * Their pages render with `mePageProps(ctx, key)` and the MeShell component.
 */
export const meTabs = defineExtensionPoint<(user: User) => Promise<MeTab[]> | MeTab[]>('meTabs')
