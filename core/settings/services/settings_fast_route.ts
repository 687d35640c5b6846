import type { HttpContext } from '@adonisjs/core/http'
import { fastRoutes, isAnonymous } from '#core/kernel/http/fast_routes'
import { pageCache } from '#core/page_cache/contracts'
import { settingsApiAnswer } from '../settings_api_parts.js'

/** The JSON of each answer object: without plugins' lists it is publicSettings()'s, the same until a setting or a plugin changes. */
const serialized = new WeakMap<object, string>()

/**
 * GET /api/v1/settings for a caller with no cookie and no token (a client's first call, every
 * anonymous page of a client app): the same answer for everyone, so it skips the router's
 * sessions, auth and the container. A cross-origin browser call goes the normal way, where
 * CORS decides; so does anyone signed in.
 */
async function anonymousSettings(ctx: HttpContext) {
  if (!isAnonymous(ctx) || ctx.request.header('origin')) return false
  pageCache.allow(ctx)
  const output = await settingsApiAnswer()
  let json = serialized.get(output)
  if (json === undefined) serialized.set(output, (json = JSON.stringify(output)))
  ctx.response.header('Content-Type', 'application/json; charset=utf-8').send(json)
  return true
}

export function addSettingsFastRoute() {
  fastRoutes.add('settings', 'GET', '/api/v1/settings', anonymousSettings)
}
