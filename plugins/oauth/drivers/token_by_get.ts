import type { ApiRequest } from '@adonisjs/ally'

/**
 * QQ and WeChat take the code exchange as a GET with query parameters (not the POST form of
 * RFC 6749) and name the app id and secret their own way; their errors come with status 200.
 */
export async function tokenByGet(request: ApiRequest, params: Record<string, string>) {
  for (const [key, value] of Object.entries(params)) request.param(key, value)
  request.parseAs('json')
  const body = await request.get()
  if (!body || typeof body !== 'object' || !body.access_token) {
    throw new Error(`the provider refused the code: ${JSON.stringify(body)?.slice(0, 200)}`)
  }
  return body as { access_token: string; expires_in?: number; refresh_token?: string } & Record<string, any>
}
