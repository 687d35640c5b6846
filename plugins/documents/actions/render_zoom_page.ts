import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import logger from '@adonisjs/core/services/logger'
import { storage } from '#core/storage/contracts'
import type Document from '../models/document.js'
import { documentFiles } from '../services/document_files.js'
import { renderPdfPage } from '../services/conversion/index.js'
import type { RasterFormat } from '../services/conversion/image_encode.js'
import { Semaphore } from '../services/conversion/semaphore.js'
import { localDrivePath } from '../queries/reader_drive_file.js'
import { PREVIEW_CONTENT_TYPES, type ZoomPage } from '../queries/reader_preview_files.js'

/** No side of a rendition exceeds this, as no preview's does. */
const MAX_SIDE = 4000
const RENDER_TIMEOUT_MS = 60_000

/** Renders running in this process at once: a burst of zooming readers waits its turn, and conversion keeps cores. */
const renders = new Semaphore(Math.max(1, Math.floor(availableParallelism() / 2)))
/** Two readers asking for the same page while it renders share the one render. */
const inFlight = new Map<string, Promise<ZoomRenderOutcome>>()
/** A page that failed is not tried again for a while: each try may run every renderer in turn. */
const FAILED_FOR_MS = 5 * 60_000
const failedUntil = new Map<string, number>()
const FAILURES_KEPT = 1000

export type ZoomRenderOutcome = 'stored' | 'no-source' | 'failed'

/** Twice the preview's width, the long side (by page 1's shape) at most MAX_SIDE. */
export function zoomWidth(document: Pick<Document, 'width' | 'height'>) {
  const wanted = document.width * 2
  const fits = document.height > 0 ? Math.floor((MAX_SIDE * document.width) / document.height) : MAX_SIDE
  return Math.min(wanted, fits, MAX_SIDE)
}

/** The PDF the previews were rendered from: the original, or the one conversion made of it. */
function sourceKey(document: Pick<Document, 'hash' | 'ext'>) {
  return document.ext === '.pdf'
    ? documentFiles.original(document.hash, document.ext)
    : documentFiles.derived(document.hash, 'document.pdf')
}

async function render(target: ZoomPage): Promise<ZoomRenderOutcome> {
  const disk = storage.disk()
  const source = sourceKey(target.document)
  if (!(await disk.exists(source))) return 'no-source'
  const workspace = await mkdtemp(path.join(tmpdir(), 'docsite-zoom-'))
  try {
    let pdf = localDrivePath(source)
    if (!pdf) {
      pdf = path.join(workspace, 'document.pdf')
      await pipeline(await disk.getStream(source), createWriteStream(pdf))
    }
    const output = path.join(workspace, `page${target.ext}`)
    await renderPdfPage(pdf, target.page, output, {
      width: zoomWidth(target.document),
      maxSide: MAX_SIDE,
      format: target.ext.slice(1) as RasterFormat,
      timeoutMs: RENDER_TIMEOUT_MS,
      workDir: workspace,
    })
    await disk.putStream(target.key, createReadStream(output), { contentType: PREVIEW_CONTENT_TYPES[target.ext] })
    return 'stored'
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    logger.warn({ documentId: target.document.id, page: target.page, reason }, 'documents: could not render a zoomed page')
    return 'failed'
  } finally {
    await rm(workspace, { recursive: true, force: true })
  }
}

async function renderInTurn(target: ZoomPage): Promise<ZoomRenderOutcome> {
  await renders.acquire()
  try {
    // Another process may have stored it while this request waited.
    if (await storage.disk().exists(target.key)) return 'stored'
    return await render(target)
  } finally {
    renders.release()
  }
}

/** Renders a page at twice the preview's width onto the drive (zoom/<n><ext> beside the previews), once however many ask. */
export function renderZoomPage(target: ZoomPage): Promise<ZoomRenderOutcome> {
  if ((failedUntil.get(target.key) ?? 0) > Date.now()) return Promise.resolve('failed')
  let pending = inFlight.get(target.key)
  if (!pending) {
    pending = renderInTurn(target)
      .then((outcome) => {
        if (outcome === 'failed') remember(target.key)
        return outcome
      })
      .finally(() => inFlight.delete(target.key))
    inFlight.set(target.key, pending)
  }
  return pending
}

function remember(key: string) {
  failedUntil.delete(key)
  failedUntil.set(key, Date.now() + FAILED_FOR_MS)
  if (failedUntil.size > FAILURES_KEPT) failedUntil.delete(failedUntil.keys().next().value!)
}

/** A file converted again drops its renditions: they were made from what it was before. */
export function dropZoomRenditions(hash: string) {
  const prefix = documentFiles.zoomPrefix(hash)
  for (const key of failedUntil.keys()) if (key.startsWith(prefix)) failedUntil.delete(key)
  return storage.disk().deleteAll(prefix)
}
