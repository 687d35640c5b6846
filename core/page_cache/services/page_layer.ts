import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FrontDoorLayer } from '../front_door.js'
import { anonymousRequestKey } from './request_key.js'
import { pageStore } from './page_store.js'
import { hitActions } from './hit_actions.js'
import type { CachedPage } from './cached_page.js'

const flatHeaders = new WeakMap<CachedPage, { full: string[]; notModified: string[] }>()

function headersOf(page: CachedPage, bytes: Buffer) {
  let headers = flatHeaders.get(page)
  if (!headers) {
    const notModified = [...page.headers.flat(), 'X-Page-Cache', 'hit']
    headers = { notModified, full: [...notModified, 'Content-Length', String(bytes.length)] }
    flatHeaders.set(page, headers)
  }
  return headers
}

export function sendCachedPage(page: CachedPage, request: IncomingMessage, response: ServerResponse) {
  const bytes = pageStore.bytes(page)
  const headers = headersOf(page, bytes)
  if (request.headers['if-none-match'] === page.etag) {
    response.writeHead(304, headers.notModified)
    response.end()
    return
  }
  response.writeHead(page.status, headers.full)
  response.end(request.method === 'HEAD' ? undefined : bytes)
}

/** Anonymous visitors get a stored page when one is fresh; its hit actions (a view count) still run. */
export function pageCacheLayer(): FrontDoorLayer {
  return async (request, response) => {
    const key = anonymousRequestKey(request)
    if (!key) return false
    const page = await pageStore.get(key)
    if (!page) return false
    sendCachedPage(page, request, response)
    hitActions.run(page.onHit, request)
    return true
  }
}
