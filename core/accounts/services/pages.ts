import settings from '#core/settings/settings_service'
import { allowedAdminPages } from '#core/access/contracts'
import type User from '../models/user.js'
import { meTabs, type MeTab } from '../extension_points.js'

/**
 * Where a logged-in user opening /login or /register goes instead: its own page, unless the
 * site is closed and it has no admin page (then it stays at the login page, spec §2).
 */
export async function loggedInDestination(user: User): Promise<string | null> {
  const isClose = await settings.get<boolean>('security', 'is_close')
  if (isClose && (await allowedAdminPages(user)).length === 0) return null
  return `/user/${user.id}`
}

const BUILT_IN_FIRST: MeTab[] = [{ key: 'index', title: '个人中心', href: '/me' }]
const BUILT_IN_LAST: MeTab[] = [
  { key: 'profile', title: '个人资料', href: '/me/profile', icon: 'IconUserSetting', description: '完善昵称、联系方式与个性签名' },
  { key: 'password', title: '修改密码', href: '/me/password', icon: 'IconKey', description: '定期修改密码，保护账号安全' },
]

/** The personal centre's tab bar: its own tabs around the ones plugins add. */
export async function personalCentreTabs(user: User): Promise<MeTab[]> {
  const added = (await meTabs.collect(user)).flat()
  return [...BUILT_IN_FIRST, ...added, ...BUILT_IN_LAST]
}
