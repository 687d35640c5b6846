import type UserDynamic from '../models/user_dynamic.js'
import { iso } from '#core/kernel/transformers/iso'

export function dynamicJson(dynamic: UserDynamic, username: string) {
  return {
    id: dynamic.id,
    user_id: dynamic.userId,
    username,
    type: dynamic.type,
    content: dynamic.content,
    created_at: iso(dynamic.createdAt),
    updated_at: iso(dynamic.updatedAt),
  }
}
