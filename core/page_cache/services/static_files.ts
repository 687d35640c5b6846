import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { FrontDoorLayer } from '../front_door.js'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}
/** Vite names every file of its build by content: a changed file gets a new name, so browsers and CDNs may keep one for good. */
const HASHED = 'public, max-age=31536000, immutable'
const UNHASHED = 'public, max-age=3600'
const LARGEST_FILE = 2 * 1024 * 1024
const MEMORY_BUDGET = 48 * 1024 * 1024

interface StaticFile {
  bytes: Buffer
  /** The 304's headers; the 200 adds the length. */
  headers: string[]
  withLength: string[]
  etag: string
}

/**
 * Serves the front end's build (public/assets/, less the server bundle) and the files at the
 * top of public/ (favicon) from memory, with an ETag, and a year of caching for hashed assets.
 * Anything else, a missing file, or a file past the memory budget goes to @adonisjs/static.
 */
export function staticFilesLayer(publicDir: string): FrontDoorLayer {
  const topLevel = new Set(
    readdirSync(publicDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => `/${entry.name}`)
  )
  const files = new Map<string, StaticFile>()
  let used = 0

  function load(path: string): StaticFile | null {
    const known = files.get(path)
    if (known) return known
    const file = join(publicDir, path)
    let size: number
    let modified: Date
    try {
      const stat = statSync(file)
      if (!stat.isFile()) return null
      size = stat.size
      modified = stat.mtime
    } catch {
      return null
    }
    if (size > LARGEST_FILE || used + size > MEMORY_BUDGET) return null
    const bytes = readFileSync(file)
    const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`
    const headers = [
      'Content-Type',
      TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control',
      path.startsWith('/assets/') ? HASHED : UNHASHED,
      'ETag',
      etag,
      'Last-Modified',
      modified.toUTCString(),
      'X-Content-Type-Options',
      'nosniff',
    ]
    const loaded = { bytes, headers, withLength: [...headers, 'Content-Length', String(bytes.length)], etag }
    files.set(path, loaded)
    used += size
    return loaded
  }

  return (request, response) => {
    const url = request.url ?? '/'
    const query = url.indexOf('?')
    const path = query === -1 ? url : url.slice(0, query)
    const served = path.startsWith('/assets/') ? !path.startsWith('/assets/server/') : topLevel.has(path)
    if (!served || path.includes('..') || path.includes('%') || path.includes('/.')) return false
    const file = load(path)
    if (!file) return false
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, file.headers)
      response.end()
      return true
    }
    response.writeHead(200, file.withLength)
    response.end(request.method === 'HEAD' ? undefined : file.bytes)
    return true
  }
}
