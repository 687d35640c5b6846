/**
 * Plain HTTP against the test server, as a script or the mini-program sends it: no cookies, a
 * bearer token when given. The Japa client always sends a session cookie, which makes a
 * cookie-less guest's write look like a forged browser request (CSRF 403) instead of the 401 a
 * real guest gets. The body is the parsed JSON, or the text when the answer is not JSON.
 */
export async function plainRequest(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; ip?: string; redirect?: 'follow' | 'manual' } = {}
) {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.ip) headers['x-forwarded-for'] = options.ip
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    redirect: options.redirect ?? 'follow',
  })
  const text = await response.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body, text, location: response.headers.get('location') }
}

/** A guest's call: no cookies, no token, redirects not followed. */
export function asGuest(method: string, path: string, json?: unknown) {
  return plainRequest(method, path, { json, redirect: 'manual' })
}
