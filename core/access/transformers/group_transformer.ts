import type Group from '../models/group.js'
import { iso } from '#core/kernel/transformers/iso'

/** `capabilities`: every registered capability of the group, under its API field name. */
export function groupJson(group: Group, capabilities: Record<string, boolean>) {
  return {
    ...publicGroupJson(group),
    user_count: group.userCount,
    ...capabilities,
    created_at: iso(group.createdAt),
    updated_at: iso(group.updatedAt),
  }
}

/**
 * What guests and members see of a role: its name and how it is shown. How many users hold
 * it and what it may do are for staff holding 角色列表 (groupJson).
 */
export function publicGroupJson(group: Group) {
  return {
    id: group.id,
    title: group.title,
    color: group.color,
    description: group.description,
    is_default: group.isDefault,
    is_display: group.isDisplay,
    is_super: group.isSuper,
    sort: group.sort,
  }
}

/** A member's own role: how it is shown and what it lets the member do, not how many hold it. */
export function ownGroupJson(group: Group, capabilities: Record<string, boolean>) {
  return {
    ...publicGroupJson(group),
    ...capabilities,
    created_at: iso(group.createdAt),
    updated_at: iso(group.updatedAt),
  }
}
