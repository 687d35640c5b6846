import { Assert } from '@japa/assert'

/**
 * Plain HTTP against the test server, as a browser or a script would send it. The Japa
 * client adds a session cookie to every request (so POSTs meet the CSRF check) and rewrites
 * the Cookie header; session-cookie scenarios need the exact cookies instead.
 */
export class HttpResponse {
  #assert = new Assert()

  constructor(
    public readonly raw: Response,
    private readonly text: string
  ) {}

  status() {
    return this.raw.status
  }

  header(name: string) {
    return this.raw.headers.get(name) ?? undefined
  }

  body(): any {
    try {
      return JSON.parse(this.text)
    } catch {
      return this.text
    }
  }

  text_() {
    return this.text
  }

  /** The Inertia page object a server-rendered page carries (component and props). */
  page(): { component: string; props: Record<string, any> } {
    const match = this.text.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
    if (!match) throw new Error(`No Inertia page in: ${this.text.slice(0, 200)}`)
    return JSON.parse(match[1])
  }

  /** The cookies the response set, as the Cookie header a browser would send back. */
  cookieHeader() {
    return this.raw.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .filter((pair) => !pair.endsWith('='))
      .join('; ')
  }

  assertStatus(expected: number) {
    this.#assert.equal(this.status(), expected, `status ${this.status()}: ${this.text.slice(0, 300)}`)
  }

  assertBody(expected: unknown) {
    this.#assert.deepEqual(this.body(), expected)
  }

  assertBodyContains(expected: unknown) {
    this.#assert.containSubset(this.body(), expected)
  }
}

export interface HttpOptions {
  json?: unknown
  body?: RequestInit['body']
  headers?: Record<string, string>
  cookies?: string
  token?: string
}

export function baseUrl() {
  return `http://${process.env.HOST}:${process.env.PORT}`
}

export async function http(method: string, path: string, options: HttpOptions = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  let body = options.body
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  }
  if (options.cookies) {
    headers.Cookie = options.cookies
    const xsrf = options.cookies.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)
    if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf[1])
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const response = await fetch(baseUrl() + path, { method, headers, body, redirect: 'manual' })
  return new HttpResponse(response, await response.text())
}

/** Merges Cookie headers: later values win, like a browser's cookie jar. */
export function mergeCookies(...headers: string[]) {
  const jar = new Map<string, string>()
  for (const header of headers) {
    for (const pair of header.split(/;\s*/).filter(Boolean)) {
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}
