import type { HttpContext } from '@adonisjs/core/http'
import type { CoreSharedProps } from '../../resources/lib/shared_props.js'
import { defineExtensionPoint } from './extension_point.js'

/** A contribution sends core's shared props in the shapes the pages read; plugins may add keys of their own. */
export type SharedPropsPart = Partial<CoreSharedProps> & Record<string, unknown>

/**
 * Every Inertia page receives the props core modules and plugins contribute here
 * (current user, public settings, navigation, ...).
 */
export const sharedProps = defineExtensionPoint<(ctx: HttpContext) => Promise<SharedPropsPart>>('sharedProps', { isolated: true })

declare module '@adonisjs/inertia/types' {
  /** Props every page gets from the Inertia middleware: controllers need not pass them (renderPage). */
  interface SharedProps extends CoreSharedProps {}
}
