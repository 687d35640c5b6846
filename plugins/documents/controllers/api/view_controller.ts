import { buffer } from 'node:stream/consumers'
import type { HttpContext } from '@adonisjs/core/http'
import { pageCache } from '#core/page_cache/contracts'
import { openDriveFile } from '../../queries/reader_drive_file.js'
import { findCover, findPreviewPage, findTextLayer, findZoomPage, zoomFile, type PreviewFile } from '../../queries/reader_preview_files.js'
import { renderZoomPage } from '../../actions/render_zoom_page.js'
import { viewerOf } from '../../queries/reader_visibility.js'

const PUBLIC_MAX_AGE = 7 * 24 * 3600
/** A public preview up to this size is read whole for an anonymous visitor, so the page cache can keep it. */
const CACHEABLE_BYTES = 2 * 1024 * 1024

function notFound(response: HttpContext['response']) {
  return response.status(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not Found')
}

/**
 * Sends a preview file. Previews of public documents may sit in shared caches; those of
 * hidden documents only in the viewer's own, revalidated each time (access can be taken
 * away). SVG comes from untrusted uploads: served as an image that can run nothing.
 */
async function send(ctx: HttpContext, file: PreviewFile) {
  const { request, response } = ctx
  const etag = `"${file.hash.slice(0, 12)}-${file.size.toString(36)}-${file.lastModified.getTime().toString(36)}"`
  const shared = file.revalidate ? 'public, no-cache' : `public, max-age=${PUBLIC_MAX_AGE}`
  response.header('Cache-Control', file.public ? shared : 'private, max-age=0, must-revalidate')
  response.header('ETag', etag)
  response.header('X-Content-Type-Options', 'nosniff')
  if (file.contentType === 'image/svg+xml') {
    response.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  }
  if (request.header('if-none-match') === etag) return response.status(304).send('')
  response.header('Content-Type', file.contentType)
  if (file.gzip) response.header('Content-Encoding', 'gzip')
  response.header('Content-Length', String(file.size))
  if (file.public && file.size <= CACHEABLE_BYTES && pageCache.isAnonymousVisit(ctx)) {
    pageCache.allow(ctx)
    return response.send(await buffer(await openDriveFile(file.key)))
  }
  return response.stream(await openDriveFile(file.key))
}

/** GET /view/page/:key/:page, /view/zoom/:key/:page, /view/layer/:key/:page, /view/cover/:key and /view/thumb/:key (key: document id or file hash). */
export default class ViewController {
  async page(ctx: HttpContext) {
    const file = await findPreviewPage(String(ctx.params.key), String(ctx.params.page), await viewerOf(ctx))
    return file ? send(ctx, file) : notFound(ctx.response)
  }

  /** The page at twice the preview's width, for a zoomed reader: rendered on the first request, then read from the drive. */
  async zoom(ctx: HttpContext) {
    const target = await findZoomPage(String(ctx.params.key), String(ctx.params.page), await viewerOf(ctx))
    if (!target) return notFound(ctx.response)
    if (target.file) return send(ctx, target.file)
    const outcome = await renderZoomPage(target)
    if (outcome === 'failed') {
      return ctx.response
        .status(503)
        .header('Retry-After', '30')
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send('Service Unavailable')
    }
    const file = outcome === 'stored' ? await zoomFile(target) : null
    return file ? send(ctx, file) : notFound(ctx.response)
  }

  /** GET /view/layer/:key/:page: where page n's text sits, for the reader's selectable text. */
  async layer(ctx: HttpContext) {
    const file = await findTextLayer(String(ctx.params.key), String(ctx.params.page), await viewerOf(ctx))
    return file ? send(ctx, file) : notFound(ctx.response)
  }

  async cover(ctx: HttpContext) {
    const file = await findCover(String(ctx.params.key), 'cover', await viewerOf(ctx))
    return file ? send(ctx, file) : notFound(ctx.response)
  }

  async thumb(ctx: HttpContext) {
    const file = await findCover(String(ctx.params.key), 'thumb', await viewerOf(ctx))
    return file ? send(ctx, file) : notFound(ctx.response)
  }
}
