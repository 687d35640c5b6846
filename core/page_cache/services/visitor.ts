import type { IncomingMessage } from 'node:http'
import proxyaddr from 'proxy-addr'
import app from '@adonisjs/core/services/app'

/** Who made a request a kept page answered, for a hit action that records it (a search). */
export interface Visitor {
  /** As AdonisJS's request.ip() gives it: X-Forwarded-For only from the proxies config/app.ts trusts. */
  readonly ip: string
  readonly userAgent: string
}

type Trust = (address: string, index: number) => boolean
let trust: Trust | null = null

/**
 * The visitor of a raw request, read only when a hit action asks (a view count does not): the
 * same trust function AdonisJS compiled from http.trustProxy. An action reads it before its
 * first await, while the connection is still there.
 */
export function visitorOf(request: IncomingMessage): Visitor {
  let ip: string | undefined
  return {
    get ip() {
      trust ??= app.config.get<{ trustProxy: Trust }>('app.http').trustProxy
      ip ??= proxyaddr(request, trust) ?? ''
      return ip
    },
    get userAgent() {
      return request.headers['user-agent'] ?? ''
    },
  }
}
