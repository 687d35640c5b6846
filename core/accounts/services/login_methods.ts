import type { HttpContext } from '@adonisjs/core/http'
import { loginMethods, type LoginMethod } from '../extension_points.js'

/** What an auth page draws of a method: its tab title and the component that fills the tab. */
export type LoginMethodTab = Pick<LoginMethod, 'key' | 'title' | 'component'>

/** The methods plugins offer on one of the auth pages, in their order (after the password form). */
export async function loginMethodsFor(ctx: HttpContext, page: LoginMethod['pages'][number]): Promise<LoginMethodTab[]> {
  const methods = (await loginMethods.collect(ctx)).flat().filter((method) => method.pages.includes(page))
  return methods.sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map(({ key, title, component }) => ({ key, title, component }))
}
