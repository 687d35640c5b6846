import { defineExtensionPoint } from '#core/kernel/extension_point'
import type { SitemapSource, SitemapUrl } from '../types.js'

/** Filled by plugins from their boot hook; core/seo adds the home page itself. */
export const sitemapSources = defineExtensionPoint<() => SitemapSource>('sitemapSources')

/**
 * The `urls` of a source read by keyset: `page(afterId, limit)` returns rows with an id above
 * afterId in ascending id order; reading stops at a short page.
 */
export function pagedById<Row extends { id: number }>(
  page: (afterId: number, limit: number) => Promise<Row[]>,
  toUrl: (row: Row) => SitemapUrl
) {
  return async function* (batchSize: number): AsyncGenerator<SitemapUrl[]> {
    let afterId = 0
    while (true) {
      const rows = await page(afterId, batchSize)
      if (rows.length > 0) yield rows.map(toUrl)
      if (rows.length < batchSize) return
      afterId = Number(rows[rows.length - 1].id)
    }
  }
}

/** The site's own pages: the home page. Plugins list their landing pages in their sources. */
export const homePageSource: SitemapSource = {
  name: 'pages',
  async *urls() {
    yield [{ loc: '/' }]
  },
}

/** What a build writes, in index order: the home page, then the source of every enabled plugin. */
export function registeredSources(): SitemapSource[] {
  return [homePageSource, ...sitemapSources.entries().map(({ owner, handler }) => ({ ...handler(), owner }))]
}
