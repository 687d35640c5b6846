import http from 'node:http'
import https from 'node:https'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP, type BlockList } from 'node:net'
import { refusedAddress } from './address_policy.js'

export interface FetchLimits {
  /** Bytes of body kept; a longer body (whatever its Content-Length says) is refused. */
  maxBytes: number
  /** For the whole fetch, redirects included. */
  timeoutMs: number
  maxRedirects: number
  userAgent: string
  allowed: BlockList
  /** Asked before each redirect hop is requested: throws (a FetchRefused) when the hop may not be fetched. */
  checkHop?: (target: URL) => Promise<void>
}

export interface FetchedResponse {
  /** Where the body came from, after redirects. */
  url: string
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export type RefusalCode = 'scheme' | 'address' | 'redirects' | 'too_large' | 'timeout' | 'http' | 'network' | 'robots'

/** A fetch that ended on purpose; `message` is the reason shown to staff. */
export class FetchRefused extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string
  ) {
    super(message)
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * GET a URL as a crawler may: only http(s), every connection (each redirect hop included)
 * goes to an address checked right here, in the socket's own DNS lookup, so a name that
 * answers differently between a check and the connect cannot reach an inner address. Each
 * redirect hop is also put to `checkHop` (the crawler's robots.txt) before it is requested.
 */
export async function safeFetch(url: string, limits: FetchLimits): Promise<FetchedResponse> {
  const deadline = Date.now() + limits.timeoutMs
  const seen = new Set<string>()
  let current = parseTarget(url)
  for (let hop = 0; ; hop++) {
    seen.add(current.href)
    const response = await requestOnce(current, limits, deadline)
    const location = response.headers.location
    if (!REDIRECTS.has(response.status) || !location) return response
    if (hop >= limits.maxRedirects) throw new FetchRefused('redirects', `重定向次数超过 ${limits.maxRedirects} 次`)
    const next = parseTarget(new URL(location, current).href)
    if (seen.has(next.href)) throw new FetchRefused('redirects', `重定向循环：${next.href}`)
    await limits.checkHop?.(next)
    current = next
  }
}

function parseTarget(url: string) {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    throw new FetchRefused('scheme', `网址无效：${url}`)
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new FetchRefused('scheme', `只支持 http 和 https 网址：${target.protocol}`)
  }
  target.hash = ''
  return target
}

function hostOf(target: URL) {
  return target.hostname.replace(/^\[|\]$/g, '')
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

function checkedLookup(allowed: BlockList, refusals: string[]) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const usable = addresses.filter((entry) => {
        const reason = refusedAddress(entry.address, allowed)
        if (reason) refusals.push(reason)
        return !reason
      })
      if (!usable.length) {
        const refused = new Error(refusals[0] ?? `无法解析：${hostname}`) as NodeJS.ErrnoException
        refused.code = 'EREFUSED_ADDRESS'
        return callback(refused, [])
      }
      if (options.all) return callback(null, usable)
      callback(null, usable[0].address, usable[0].family)
    })
  }
}

function requestOnce(target: URL, limits: FetchLimits, deadline: number) {
  const host = hostOf(target)
  // A literal IP never goes through lookup, so it is checked here.
  if (isIP(host)) {
    const reason = refusedAddress(host, limits.allowed)
    if (reason) return Promise.reject(new FetchRefused('address', reason))
  }
  const refusals: string[] = []
  const client = target.protocol === 'https:' ? https : http
  return new Promise<FetchedResponse>((resolve, reject) => {
    const remaining = deadline - Date.now()
    if (remaining <= 0) return reject(new FetchRefused('timeout', `请求超时（${Math.round(limits.timeoutMs / 1000)} 秒）`))
    let settled = false
    const fail = (error: FetchRefused) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      reject(error)
    }
    const timer = setTimeout(() => fail(new FetchRefused('timeout', `请求超时（${Math.round(limits.timeoutMs / 1000)} 秒）`)), remaining)
    const request = client.get(target, {
      agent: false,
      lookup: checkedLookup(limits.allowed, refusals) as never,
      headers: { 'user-agent': limits.userAgent, 'accept': '*/*', 'accept-encoding': 'identity' },
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EREFUSED_ADDRESS') return fail(new FetchRefused('address', error.message))
      fail(new FetchRefused('network', `无法连接 ${target.host}：${error.code ?? error.message}`))
    })
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      const done = (body: Buffer) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resolve({ url: target.href, status, headers: response.headers, body })
      }
      if (REDIRECTS.has(status)) {
        response.resume()
        return done(Buffer.alloc(0))
      }
      if (status < 200 || status >= 300) {
        response.resume()
        return fail(new FetchRefused('http', `服务器返回 HTTP ${status}`))
      }
      const tooLarge = () => new FetchRefused('too_large', `文件超过大小上限 ${formatBytes(limits.maxBytes)}`)
      if (Number(response.headers['content-length'] ?? 0) > limits.maxBytes) return fail(tooLarge())
      // The header may lie, so the limit is also counted while the body streams in.
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > limits.maxBytes) return fail(tooLarge())
        chunks.push(chunk)
      })
      response.on('end', () => done(Buffer.concat(chunks)))
      response.on('error', () => fail(new FetchRefused('network', `读取 ${target.host} 的响应时连接中断`)))
      response.on('aborted', () => fail(new FetchRefused('network', `读取 ${target.host} 的响应时连接中断`)))
    })
  })
}

export function formatBytes(bytes: number) {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} B`
}
