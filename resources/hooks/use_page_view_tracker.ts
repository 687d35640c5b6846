import { useEffect } from 'react'
import { api } from '~/lib/api'
import { useCurrentUrl, useSetting, useShared } from '~/lib/shared_props'
import { pathOf } from '~/lib/site_routes'
import { apiUrl } from '~/lib/api_url'

const SEEN_KEY = 'ds_page_views'
const CLIENT_KEY = 'ds_client_id'
/** Spec §9: the same path once per 30 minutes, expired entries cleaned every 5 minutes, sent 1 s after navigation. */
const WINDOW_MS = 30 * 60 * 1000
const CLEAN_EVERY_MS = 5 * 60 * 1000
const SEND_AFTER_MS = 1000
const RECORD = apiUrl('statistics.record_page_view')

type Seen = Record<string, number>

/** The page shown and where it was reached from (module state: it survives a remount of the layout). */
let shown: { url: string; referer: string } | null = null

function readSeen(): Seen {
  try {
    return JSON.parse(window.localStorage.getItem(SEEN_KEY) ?? '{}') ?? {}
  } catch {
    return {}
  }
}

function writeSeen(seen: Seen) {
  try {
    window.localStorage.setItem(SEEN_KEY, JSON.stringify(seen))
  } catch {
    // Storage full or disabled: the server's own 30-minute check still applies.
  }
}

function cleanSeen(now = Date.now()) {
  const seen = readSeen()
  const kept = Object.fromEntries(Object.entries(seen).filter(([, at]) => now - at < WINDOW_MS))
  if (Object.keys(kept).length !== Object.keys(seen).length) writeSeen(kept)
}

/** A random id kept in this browser, sent with each record in case cookies are off. */
function clientId() {
  try {
    let id = window.localStorage.getItem(CLIENT_KEY)
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      const bytes = crypto.getRandomValues(new Uint8Array(16))
      id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
      window.localStorage.setItem(CLIENT_KEY, id)
    }
    return id
  } catch {
    return undefined
  }
}

/**
 * A signed-in reader's record goes with the session, so the server knows who read; a
 * guest's goes without cookies (its client id names the browser), which the server answers
 * without opening a session (plugins/statistics/services/page_view_beacon.ts).
 */
function send(body: Record<string, unknown>, signedIn: boolean) {
  const sent = signedIn
    ? api.post(RECORD, body)
    : fetch(RECORD, {
        method: 'POST',
        credentials: 'omit',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
        body: JSON.stringify(body),
      })
  sent.catch(() => {
    // Statistics never bother the reader.
  })
}

/**
 * The page-view tracker of spec §2 and §9, for the site layout: 1 s after each page (first
 * load or Inertia navigation) it records the page, unless this browser recorded the same
 * path in the last 30 minutes. Admin pages are never recorded, and nothing is sent while the
 * statistics plugin is off (its public `statistics.enable` setting is then absent or false).
 */
export function usePageViewTracker() {
  const url = useCurrentUrl()
  const signedIn = Boolean(useShared().user)
  const enabled = useSetting<boolean>('statistics', 'enable', false) === true

  useEffect(() => {
    if (!enabled) return
    cleanSeen()
    const timer = window.setInterval(() => cleanSeen(), CLEAN_EVERY_MS)
    return () => window.clearInterval(timer)
  }, [enabled])

  useEffect(() => {
    if (!enabled) return
    const path = pathOf(url)
    if (shown?.url !== url) shown = { url, referer: shown ? window.location.origin + shown.url : document.referrer }
    const referer = shown.referer
    if (path === '/admin' || path.startsWith('/admin/')) return
    const timer = window.setTimeout(() => {
      const now = Date.now()
      const seen = readSeen()
      if (seen[path] && now - seen[path] < WINDOW_MS) return
      seen[path] = now
      writeSeen(seen)
      send({ url, referer, client_id: clientId() }, signedIn)
    }, SEND_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [url, enabled, signedIn])
}
