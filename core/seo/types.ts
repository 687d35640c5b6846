/** One URL of the sitemap: a path below the site (or an absolute URL) and when it last changed. */
export interface SitemapUrl {
  loc: string
  lastmod?: Date | string | null
}

/**
 * What a module or plugin contributes to the sitemap. Its URLs go to files of their own,
 * /sitemap/<name>-1.xml, /sitemap/<name>-2.xml, ...
 */
export interface SitemapSource {
  /** Lowercase letters, digits, '-' and '_'; unique across sources. */
  name: string
  /** Every public URL, in batches of at most batchSize, read page by page (never all rows at once). */
  urls(batchSize: number): AsyncIterable<SitemapUrl[]>
  /** The plugin that registered it (set by the builder): its files are not served while that plugin is disabled. */
  owner?: string
}

/** One file of a build, as the index lists it. */
export interface SitemapFile {
  name: string
  urls: number
  lastmod: string | null
  /** The plugin whose source wrote it; builds from before owners were recorded have none. */
  owner?: string
}
