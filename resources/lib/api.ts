/**
 * Calls the JSON API from a page: sends the XSRF token the server set as a cookie (the
 * web session authenticates the call), and turns failures into { status, message } with
 * the server's message, or the spec's network message when nothing answered.
 */
export class ApiRequestError extends Error {
  constructor(
    public status: number,
    message: string,
    public body: any = null
  ) {
    super(message)
  }
}

/** The XSRF token the server set as a cookie; a call made with fetch of its own (a stream) sends it too. */
export function xsrfToken() {
  if (typeof document === 'undefined') return undefined
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)
  return match ? decodeURIComponent(match[1]) : undefined
}

type Query = Record<string, string | number | boolean | (string | number)[] | undefined | null>

function toQueryString(query?: Query) {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)))
    else params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

async function request<T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = xsrfToken()
  if (token) headers['X-XSRF-TOKEN'] = token
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  let response: Response
  try {
    response = await fetch(path + toQueryString(options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(30000),
    })
  } catch {
    throw new ApiRequestError(0, '网络请求失败，请检查网络连接')
  }
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('text/html')) {
    throw new ApiRequestError(401, '登录已过期，请重新登录')
  }
  const data = type.includes('json') ? await response.json().catch(() => null) : await response.text()
  if (!response.ok) {
    const message = (data && typeof data === 'object' && data.message) || response.statusText || `HTTP ${response.status}`
    throw new ApiRequestError(response.status, message, data)
  }
  return data as T
}

export const api = {
  get: <T = any>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T = any>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T = any>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T = any>(path: string, query?: Query) => request<T>('DELETE', path, { query }),
}
