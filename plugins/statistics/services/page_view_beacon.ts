import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { assertWellFormed } from '#core/kernel/http/well_formed'
import { settings } from '#core/settings/contracts'
import { recordPageView } from '../actions/record_page_view.js'
import { recordPageViewValidator } from '../validators/statistics_validators.js'
import { rememberVisitor, VISITOR_COOKIE, visitorCookieOf } from './visitor_id.js'

const MAX_BODY = 16 * 1024

/** Any cookie but ds_vid (a session above all) means the normal route must look at it. */
function carriesOtherCookies(header: string | undefined) {
  if (!header) return false
  return header.split(';').some((part) => {
    const name = part.split('=')[0].trim()
    return name !== '' && name !== VISITOR_COOKIE
  })
}

function readBody(ctx: HttpContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    ctx.request.request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY) chunks.push(chunk)
    })
    ctx.request.request.on('end', () =>
      size > MAX_BODY ? reject(ApiError.badRequest('请求内容过大')) : resolve(Buffer.concat(chunks).toString('utf8'))
    )
    ctx.request.request.on('error', reject)
  })
}

/**
 * POST /api/v1/statistics/record-page-view from a guest's tracker, answered before the
 * router's middleware (core/kernel/http/fast_routes.ts). The tracker of a signed-out
 * browser sends no cookies and names itself by its client id, so there is no session to
 * open, no CSRF token to issue and no user to look up: what is left is validating the body
 * and adding a row to the batch (the ds_vid cookie, plain, is read if an app sends it).
 * Anything else (a bearer token, any other cookie such as a session, a closed or login-only
 * site, a body that is not JSON) goes through the normal route.
 */
export async function pageViewBeacon(ctx: HttpContext): Promise<boolean> {
  const { request } = ctx
  if (request.header('authorization') || carriesOtherCookies(request.header('cookie'))) return false
  if (!request.is(['json'])) return false
  const security = await settings.group<{ is_close: boolean; login_required: boolean }>('security')
  if (security.is_close || security.login_required) return false

  let data: unknown
  try {
    data = JSON.parse(await readBody(ctx))
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw ApiError.badRequest('请求内容不是有效的 JSON')
  }
  assertWellFormed(data)
  const input = await recordPageViewValidator.validate(data)
  const result = await recordPageView(input, {
    userId: 0,
    ip: request.ip(),
    userAgent: request.header('user-agent') ?? '',
    visitorCookie: visitorCookieOf(request),
    host: request.host(),
  })
  rememberVisitor(ctx.response, result)
  ctx.response.json({ recorded: result.recorded })
  return true
}
