import { definePermissionSet } from '#core/kernel/permission_set'

/** Titles are what the admin permission list shows. */
const permissionSet = definePermissionSet('ads', {
  advertisement: {
    group: '广告',
    actions: {
      list: '广告列表',
      get: '查看广告',
      create: '新增广告',
      update: '更新广告',
      delete: '删除广告',
      preview: '预览广告（查看净化后的 HTML）',
    },
  },
  banner: {
    group: '横幅',
    actions: {
      list: '横幅列表（全部）',
      get: '查看横幅',
      create: '新增横幅',
      update: '更新横幅',
      delete: '删除横幅',
      upload: '上传横幅图片',
    },
  },
})

export const AdsPermission = permissionSet.keys
export const adsPermissions = permissionSet.definitions
