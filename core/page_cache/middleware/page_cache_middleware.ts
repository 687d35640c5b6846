import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'
import { pageCacheOptions } from '../page_cache_options.js'
import { anonymousRequestKey } from '../services/request_key.js'
import { RenderRecorder } from '../services/render_recorder.js'
import { recorders } from '../services/query_watch.js'
import { allowedPages, pageDeadlines } from '../services/allowed_pages.js'
import { staleSince } from '../services/invalidations.js'
import { pageStore } from '../services/page_store.js'
import type { CachedPage } from '../services/cached_page.js'

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  'x-page-cache',
  'set-cookie',
  'content-length',
  'date',
  'x-request-id',
  'connection',
  'keep-alive',
  'transfer-encoding',
])
/** Shared caches revalidate each time (a 304 costs little), so an invalidation reaches visitors behind a CDN at once too. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

interface Body {
  text: string
  encoding: 'utf8' | 'base64'
  /** The content type AdonisJS would give it, where the route set none. */
  type: string
}

function bodyOf(content: unknown): Body | null {
  if (typeof content === 'string') {
    const type = content.trimStart().startsWith('<') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8'
    return { text: content, encoding: 'utf8', type }
  }
  if (content instanceof Uint8Array) {
    return { text: Buffer.from(content).toString('base64'), encoding: 'base64', type: 'application/octet-stream' }
  }
  if (content && typeof content === 'object') {
    return { text: JSON.stringify(content), encoding: 'utf8', type: 'application/json; charset=utf-8' }
  }
  return null
}

function pageHeaders(ctx: HttpContext): [string, string][] {
  const pairs: [string, string][] = []
  for (const [name, value] of Object.entries(ctx.response.getHeaders())) {
    if (value === undefined || PER_RESPONSE.has(name.toLowerCase())) continue
    pairs.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
  }
  return pairs
}

/**
 * The first server middleware. For an anonymous visitor's request it records the tables the
 * render reads; when the controller allowed it (pageCache.allow), it drops the session
 * cookies, so the answer is the same for every anonymous visitor, adds ETag and
 * Cache-Control, and stores the page with those tables as its tags. Hits never reach here:
 * the front door (front_door.ts) answers them.
 */
export default class PageCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const key = pageCacheOptions.enabled ? anonymousRequestKey(ctx.request.request) : null
    if (!key) return next()
    const recorder = new RenderRecorder()
    recorders.set(ctx, recorder)
    await next()
    recorders.delete(ctx)

    const onHit = allowedPages.get(ctx)
    if (!onHit) return
    ctx.response.removeHeader('set-cookie')
    const content = ctx.response.getStatus() === 200 && ctx.response.hasContent ? ctx.response.content?.[0] : undefined
    const body = bodyOf(content)
    if (!body) return

    const etag = `W/"${createHash('sha1').update(body.text).digest('base64url').slice(0, 27)}"`
    ctx.response.safeHeader('Content-Type', body.type)
    ctx.response.header('ETag', etag)
    // A route's own policy stays (a public document's previews may be kept for days).
    ctx.response.safeHeader('Cache-Control', CACHE_CONTROL)
    ctx.response.header('Last-Modified', new Date(recorder.startedAt).toUTCString())
    ctx.response.header('Vary', 'Accept, Cookie, X-Inertia')
    ctx.response.header('X-Page-Cache', 'miss')
    if (body.encoding === 'utf8') ctx.response.send(body.text)

    const tags = [...recorder.tables]
    const storable = ctx.request.method() === 'GET' && !recorder.unwatchedRead && !staleSince(tags, recorder.startedAt)
    if (storable) {
      const page: CachedPage = {
        status: 200,
        headers: pageHeaders(ctx),
        body: body.text,
        encoding: body.encoding,
        etag,
        renderedAt: recorder.startedAt,
        tags,
        onHit,
      }
      pageStore
        .put(key, page, pageDeadlines.get(ctx))
        .catch((error) => logger.warn({ err: error }, 'page cache: a page could not be stored'))
    } else if (recorder.unwatchedRead) {
      logger.debug(
        { url: ctx.request.url(), table: recorder.unwatchedRead },
        'page cache: not kept, the page read a table no write invalidates'
      )
    }

    if (ctx.request.header('if-none-match') === etag) {
      ctx.response.status(304)
      ctx.response.send('')
    }
  }
}
