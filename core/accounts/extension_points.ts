import { defineExtensionPoint } from '#core/kernel/extension_point'
import type { HttpContext } from '@adonisjs/core/http'
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
export const meTabs = defineExtensionPoint<(user: User) => Promise<MeTab[]> | MeTab[]>('meTabs', { isolated: true })

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
export const profileTabs = defineExtensionPoint<() => ProfileTab[]>('profileTabs', { isolated: true })

export interface LoginMethod {
  /** '<plugin>.<method>', e.g. 'sms.mobile'. */
  key: string
  /** The tab title on the page, e.g. 手机登录. */
  title: string
  /** A component the plugin contributes in its ui/contributions.tsx, drawn as the tab's body. */
  component: string
  /** Which pages offer it. */
  pages: Array<'login' | 'register' | 'findpassword'>
  /** Lower first; the built-in password form is 0. */
  order?: number
}

/**
 * Plugins add other ways of signing in, registering or recovering an account (a phone code)
 * as tabs beside the password form of /login, /register and /findpassword.
 */
export const loginMethods = defineExtensionPoint<(ctx: HttpContext) => Promise<LoginMethod[]> | LoginMethod[]>('loginMethods', {
  isolated: true,
})

export interface LoginProvider {
  /** '<plugin>.<provider>', e.g. 'oauth.github'. */
  key: string
  /** The button's label, e.g. GitHub. */
  title: string
  /** An icon by name (resources/components/named_icons.tsx or one the plugin contributes). */
  icon?: string
  /** Where the button goes: the provider's authorize URL or a page of the plugin. */
  href: string
}

/** Plugins add one-click sign-in buttons (third-party providers) under the login and register forms. */
export const loginProviders = defineExtensionPoint<(ctx: HttpContext) => Promise<LoginProvider[]> | LoginProvider[]>('loginProviders', {
  isolated: true,
})

/** One thing a followed user published, as the follower's feed on /me lists it. */
export interface FollowFeedItem {
  /** Unique across plugins, '<kind>:<id>', e.g. 'document:12'. */
  key: string
  /** What it is, shown before its title (文档). */
  kind: string
  title: string
  /** Its page on this site, e.g. /document/12. */
  href: string
  /** Who published it (one of the followed users). */
  user_id: number
  created_at: string | null
}

export interface FollowFeedRequest {
  /** The member whose feed it is; `followedUserIds(followerId)` is the subquery of whom they follow. */
  followerId: number
  /** The newest this many items of the plugin are enough for the page asked. */
  limit: number
}

/**
 * Plugins add what followed users publish to the member's feed on /me: only what the public
 * may see at the time of asking (a document converted and public; never one hidden, deleted or
 * refused), newest first, with how many there are in all.
 */
export const followFeed = defineExtensionPoint<(request: FollowFeedRequest) => Promise<{ total: number; items: FollowFeedItem[] }>>(
  'followFeed',
  { isolated: true }
)
