import { settings } from '#core/settings/contracts'
import env from '#start/env'
import { parseAllowList } from './fetch/address_policy.js'
import { HostGate } from './fetch/host_gate.js'
import { hostTurns } from './fetch/host_turns.js'
import { allowEverything, parseRobots, type RobotsRules } from './fetch/robots.js'
import { FetchRefused, safeFetch, type FetchLimits } from './fetch/safe_fetch.js'
import type { SpiderSettings } from '../settings.js'

export const PRODUCT_TOKEN = 'DocsiteSpider'
const ROBOTS_TTL_MS = 60 * 60 * 1000
const ROBOTS_MAX_BYTES = 512 * 1024
/** A host's turn outlives the request's own time limit by this much before another worker may take it. */
const TURN_MARGIN_MS = 60 * 1000

export interface CrawlerOptions extends Omit<FetchLimits, 'maxBytes'> {
  pageMaxBytes: number
  fileMaxBytes: number
  hostDelayMs: number
}

const gate = new HostGate(hostTurns)
const robotsCache = new Map<string, { rules: RobotsRules; at: number }>()

/**
 * The spider's only way out to the web: robots.txt first (cached per site), then one
 * request at a time per host with the site's pause, each through the safe fetcher.
 */
export class Crawler {
  constructor(readonly options: CrawlerOptions) {}

  get #leaseMs() {
    return this.options.timeoutMs + TURN_MARGIN_MS
  }

  fetchPage(url: string) {
    return this.#fetch(url, this.options.pageMaxBytes)
  }

  fetchFile(url: string) {
    return this.#fetch(url, this.options.fileMaxBytes)
  }

  async #fetch(url: string, maxBytes: number) {
    const target = new URL(url)
    const robots = await this.robots(target)
    if (!robots.isAllowed(target.pathname + target.search)) {
      throw new FetchRefused('robots', `robots.txt 不允许采集：${target.pathname}`)
    }
    const delay = Math.max(this.options.hostDelayMs, (robots.crawlDelay ?? 0) * 1000)
    // A redirect may lead to a path (or a site) whose robots.txt says no: each hop is asked again.
    const checkHop = async (hop: URL) => {
      const rules = await this.robots(hop, { gated: false })
      if (!rules.isAllowed(hop.pathname + hop.search)) {
        throw new FetchRefused('robots', `重定向到 ${hop.host}${hop.pathname}，robots.txt 不允许采集`)
      }
    }
    return gate.run(target.host, delay, this.#leaseMs, () => safeFetch(url, { ...this.options, maxBytes, checkHop }))
  }

  /**
   * A missing robots.txt allows everything; one the server fails to give refuses for now.
   * A redirect hop reads it ungated: the request already holds a host's turn, and waiting for
   * another (or the same) one there could wait forever.
   */
  async robots(target: URL, { gated = true } = {}): Promise<RobotsRules> {
    const cached = robotsCache.get(target.origin)
    if (cached && Date.now() - cached.at < ROBOTS_TTL_MS) return cached.rules
    let rules: RobotsRules
    try {
      const read = () => safeFetch(`${target.origin}/robots.txt`, { ...this.options, maxBytes: ROBOTS_MAX_BYTES })
      const response = gated ? await gate.run(target.host, this.options.hostDelayMs, this.#leaseMs, read) : await read()
      rules = parseRobots(response.body.toString('utf8'), PRODUCT_TOKEN)
    } catch (error) {
      // An address the settings do not open is refused as such, whatever is asked of it.
      if (!(error instanceof FetchRefused) || error.code === 'address') throw error
      if (error.code !== 'http' || /HTTP 5/.test(error.message)) {
        throw new FetchRefused('robots', `无法读取 robots.txt：${error.message}`)
      }
      rules = allowEverything
    }
    robotsCache.set(target.origin, { rules, at: Date.now() })
    return rules
  }
}

export function forgetRobots() {
  robotsCache.clear()
}

export async function userAgent() {
  const domain = String((await settings.get('system', 'domain')) || env.get('APP_URL') || '').trim()
  return `Mozilla/5.0 (compatible; ${PRODUCT_TOKEN}/1.0${domain ? `; +${domain.replace(/[^\x20-\x7e]/g, '')}` : ''})`
}

export async function crawlerFromSettings() {
  const values = await settings.group<SpiderSettings>('spider')
  return new Crawler({
    allowed: parseAllowList(values.allowed_hosts),
    maxRedirects: values.max_redirects,
    timeoutMs: values.timeout * 1000,
    pageMaxBytes: values.page_max_mb * 1024 * 1024,
    fileMaxBytes: values.file_max_mb * 1024 * 1024,
    hostDelayMs: values.host_delay_ms,
    userAgent: await userAgent(),
  })
}
