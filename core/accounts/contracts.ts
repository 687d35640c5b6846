import { defineExtensionPoint } from '#core/kernel/extension_point'
import type User from './models/user.js'

export { default as User } from './models/user.js'

/**
 * Plugins add flags to the signed-in user's record (commerce adds is_vip).
 */
export const userFlags = defineExtensionPoint<(user: User) => Promise<{ is_vip?: boolean }>>('userFlags')
