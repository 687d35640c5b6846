import { storage } from '#core/storage/contracts'

export const INDEX_FILE = 'sitemap.xml'
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8'
/** What GET /sitemap/:file accepts: a file a build wrote (<source>-<n>.xml). */
export const FILE_NAME = /^[a-z0-9_-]+-\d+\.xml$/

/** Every build writes its files to a folder of its own, so a new set never touches the served one. */
export function buildFolder(buildKey: string) {
  return `sitemap/${buildKey}`
}

export function fileKey(buildKey: string, file: string) {
  return `${buildFolder(buildKey)}/${file}`
}

export function sitemapDisk() {
  return storage.disk()
}
