import Group from './models/group.js'
import { storeMissingCapabilities } from './actions/set_group_capabilities.js'

export const SUPER_ADMIN_GROUP = '超级管理员'
export const MEMBER_GROUP = '普通用户'

/**
 * The two groups every site starts with: a super-admin group that holds every permission,
 * and the default member group new accounts join, each with the defaults of the
 * registered capabilities it has no value for. Safe to run again.
 */
export async function ensureDefaultGroups() {
  const superAdmin = await Group.firstOrCreate(
    { title: SUPER_ADMIN_GROUP },
    {
      title: SUPER_ADMIN_GROUP,
      color: '#f5222d',
      description: '拥有全部权限',
      isSuper: true,
      isDisplay: true,
      sort: 100,
    }
  )
  const member = await Group.firstOrCreate(
    { title: MEMBER_GROUP },
    {
      title: MEMBER_GROUP,
      color: '',
      description: '注册用户默认所在的分组',
      isDefault: true,
      sort: 0,
    }
  )
  await storeMissingCapabilities(superAdmin)
  await storeMissingCapabilities(member)
  return { superAdmin, member }
}
