import { definePermissionSet } from '#core/kernel/permission_set'

/** Titles are what the admin permission list shows. */
const permissionSet = definePermissionSet('articles', {
  article: {
    group: '文章',
    actions: {
      list: '文章列表（全部状态）',
      update: '编辑他人文章',
      delete: '删除他人文章',
      check: '审核文章',
      recommend: '推荐文章',
      category: '批量修改文章分类',
    },
  },
  recycle: { group: '文章回收站', actions: { list: '文章回收站列表', restore: '恢复文章', delete: '彻底删除文章' } },
})

export const ArticlesPermission = permissionSet.keys
export const articlePermissions = permissionSet.definitions
