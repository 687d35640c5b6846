import { definePermissionSet } from '#core/kernel/permission_set'

/** Titles are what the admin permission list shows. */
const permissionSet = definePermissionSet('documents', {
  document: {
    group: '文档',
    actions: {
      list: '文档列表（全部状态）',
      update: '编辑他人文档',
      delete: '删除他人文档',
      check: '审核文档',
      recommend: '推荐文档',
      category: '批量修改文档分类',
      language: '批量修改文档语言',
      reconvert: '重新转换文档',
      download_reviewed: '下载待审核文档',
    },
  },
  recycle: { group: '回收站', actions: { list: '回收站列表', restore: '恢复文档', delete: '彻底删除文档' } },
  language: { group: '语言', actions: { list: '语言列表（全部）', create: '新增语言', update: '更新语言', delete: '删除语言' } },
})

export const DocumentsPermission = permissionSet.keys
export const documentPermissions = permissionSet.definitions
