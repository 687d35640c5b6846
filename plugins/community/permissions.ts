import { definePermissionSet } from '#core/kernel/permission_set'

/** Titles are what the admin permission list shows. */
const permissionSet = definePermissionSet('community', {
  comment: {
    group: '评论',
    actions: { list: '评论列表（全部状态）', show: '查看评论', update: '编辑评论', check: '审核评论', delete: '删除他人评论' },
  },
  report: { group: '举报', actions: { list: '举报列表', update: '处理举报', delete: '删除举报' } },
})

export const CommunityPermission = permissionSet.keys
export const communityPermissions = permissionSet.definitions
