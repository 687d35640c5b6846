import { definePermissionSet } from '#core/kernel/permission_set'

const permissionSet = definePermissionSet('search', {
  record: { group: '搜索记录', actions: { list: '搜索记录列表', delete: '删除搜索记录' } },
  index: { group: '搜索记录', actions: { rebuild: '重建搜索索引' } },
  analytics: { group: '搜索记录', title: '搜索分析数据' },
  word: { group: '搜索记录', actions: { hide: '隐藏或恢复热门搜索词' } },
})

export const SearchPermission = permissionSet.keys
export const searchPermissions = permissionSet.definitions
