import registry from '#core/kernel/plugin_registry'
import type Permission from '../models/permission.js'
import { pagesForKey } from '../access_service.js'
import { iso } from '#core/kernel/transformers/iso'

export function permissionJson(permission: Permission) {
  const declared = registry.permissions().find((item) => item.key === permission.key)
  return {
    id: permission.id,
    method: permission.method,
    path: permission.path,
    key: permission.key,
    title: permission.title,
    description: permission.description,
    /** The manifest's resource group (用户, 角色, 文档...) and the plugin declaring it. */
    group: declared?.group ?? '',
    plugin: declared?.plugin ?? '',
    pages: pagesForKey(permission.key),
    created_at: iso(permission.createdAt),
    updated_at: iso(permission.updatedAt),
  }
}
