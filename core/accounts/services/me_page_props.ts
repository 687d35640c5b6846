import type { HttpContext } from '@adonisjs/core/http'
import { personalCentreTabs } from './pages.js'

/**
 * Props every personal-centre page needs for its shell (tab bar, active tab). Plugins
 * rendering their own /me/<key> page spread these into their props.
 */
export async function mePageProps(ctx: HttpContext, active: string) {
  return { tabs: await personalCentreTabs(ctx.auth.getUserOrFail()), active }
}
