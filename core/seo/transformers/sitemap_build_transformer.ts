import { iso } from '#core/kernel/transformers/iso'
import type SitemapBuild from '../models/sitemap_build.js'

export function sitemapBuildJson(build: SitemapBuild) {
  return {
    base_url: build.baseUrl,
    url_count: build.urlCount,
    file_count: build.fileCount,
    files: build.files.map((file) => ({ name: file.name, urls: file.urls, lastmod: file.lastmod })),
    finished_at: iso(build.finishedAt),
  }
}
