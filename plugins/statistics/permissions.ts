import { definePermissionSet } from '#core/kernel/permission_set'

/** Spec §6 names two permission groups here: statistics and visitor stats. */
const permissionSet = definePermissionSet('statistics', {
  view: { group: '统计', title: '查看网站统计' },
  visitor: { group: '访客统计', actions: { view: '查看访客统计' } },
})

export const StatisticsPermission = permissionSet.keys
export const statisticsPermissions = permissionSet.definitions
