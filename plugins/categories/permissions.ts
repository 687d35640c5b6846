import { definePermissionSet } from '#core/kernel/permission_set'

/** Titles are what the admin permission list shows. */
const permissionSet = definePermissionSet('categories', {
  category: {
    group: '分类',
    actions: {
      list: '分类列表（全部）',
      create: '新增分类',
      update: '更新分类',
      delete: '删除分类',
      get: '查看分类',
      upload: '上传分类图片',
    },
  },
})

export const CategoriesPermission = permissionSet.keys
export const categoryPermissions = permissionSet.definitions
