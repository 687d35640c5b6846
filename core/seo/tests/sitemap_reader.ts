import type { ApiClient } from '@japa/api-client'
import { settings } from '#core/settings/contracts'
import { createStaff, tokenFor } from '#tests/helpers/users'
import { SeoPermission } from '../permissions.js'

const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" }

/** The text of every <loc> in a sitemap document, unescaped. */
export function locsOf(xml: string) {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    match[1].replace(/&(amp|lt|gt|quot|apos);/g, (entity) => UNESCAPE[entity])
  )
}

/** Path and query of an absolute URL. */
export function pathOf(url: string) {
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

/**
 * Everything GET /sitemap.xml serves, as a crawler reads it: the index, then each file it
 * lists, by file name, with the locations of that file.
 */
export async function readSitemap(client: ApiClient) {
  const index = await client.get('/sitemap.xml')
  index.assertStatus(200)
  const files = new Map<string, string[]>()
  for (const loc of locsOf(index.text())) {
    const file = await client.get(pathOf(loc))
    file.assertStatus(200)
    files.set(pathOf(loc).replace('/sitemap/', ''), locsOf(file.text()))
  }
  return { index: index.text(), files }
}

/** The locations of the files of one source (documents-1.xml, documents-2.xml, ...), in order. */
export function urlsOf(files: Map<string, string[]>, source: string) {
  return [...files.entries()].filter(([name]) => name.startsWith(`${source}-`)).flatMap(([, locs]) => locs)
}

/** Sets the site's domain (what sitemap URLs start with) and returns what puts the former one back: a group.setup hook. */
export async function useSiteDomain(domain: string) {
  const previous = await settings.get<string>('system', 'domain')
  await settings.update('system', { domain })
  return async () => {
    await settings.update('system', { domain: previous })
  }
}

/** PUT /api/v1/sitemap as staff allowed to rebuild it, then the sitemap as a crawler reads it. */
export async function rebuildSitemap(client: ApiClient) {
  const { user } = await createStaff([SeoPermission.sitemap.update])
  ;(await client.put('/api/v1/sitemap').bearerToken(await tokenFor(user))).assertStatus(200)
  return readSitemap(client)
}
