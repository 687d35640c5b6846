import type { HttpContext } from '@adonisjs/core/http'
import { defineExtensionPoint } from './extension_point.js'

/**
 * Every Inertia page receives the props core modules and plugins contribute here
 * (current user, public settings, navigation, ...).
 */
export const sharedProps = defineExtensionPoint<(ctx: HttpContext) => Promise<Record<string, unknown>>>('sharedProps')
