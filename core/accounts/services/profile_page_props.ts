import type { HttpContext } from '@adonisjs/core/http'
import { findUserOrFail } from '../queries/user_lookup.js'
import { publicUserJson } from '../transformers/user_transformer.js'
import { profileTabs } from '../extension_points.js'
import { isFollowing } from '../queries/follows.js'

/**
 * Props every /user/{id} page needs for its shell: the public profile and the tab bar, 主页
 * first and then the tabs plugins add. 404 for an unknown id. `followed` is the signed-in
 * member's own (false for a guest): only guests' renders are kept by the page cache.
 */
export async function profilePageProps(ctx: HttpContext, active: string) {
  const user = await findUserOrFail(Number(ctx.params.id))
  const base = `/user/${user.id}`
  const added = (await profileTabs.collect()).flat().sort((a, b) => a.sort - b.sort)
  const tabs = [
    { key: 'default', title: '主页', href: base },
    ...added.map((tab) => ({ key: tab.key, title: tab.title, href: base + tab.path })),
  ]
  const viewer = ctx.auth.user
  const followed = viewer && viewer.id !== user.id ? await isFollowing(viewer.id, user.id) : false
  return { profile: publicUserJson(user), tabs, active, followed }
}
