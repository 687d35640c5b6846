import { definePermissionSet } from '#core/kernel/permission_set'

const permissionSet = definePermissionSet('seo', {
  sitemap: { group: '站点地图', actions: { update: '更新站点地图' } },
})

export const SeoPermission = permissionSet.keys
export const seoPermissions = permissionSet.definitions
