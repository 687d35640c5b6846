import { definePermissionSet } from '#core/kernel/permission_set'

/** The spec's two permission groups: 采集网址 and 采集文档. */
const permissionSet = definePermissionSet('spider', {
  url: {
    group: '采集网址',
    actions: {
      list: '采集网址列表',
      get: '查看采集网址',
      create: '新增采集网址',
      update: '更新采集网址（含立即采集）',
      delete: '删除采集网址',
    },
  },
  document: {
    group: '采集文档',
    actions: {
      list: '采集文档列表',
      get: '查看采集文档',
      preview: '预览采集文档下载的文件',
      update: '更新采集文档',
      batch: '批量处理采集文档（标题、分类、采集、发布）',
      delete: '删除采集文档',
    },
  },
})

export const SpiderPermission = permissionSet.keys
export const spiderPermissions = permissionSet.definitions
