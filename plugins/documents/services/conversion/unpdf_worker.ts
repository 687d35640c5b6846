/**
 * The in-process fallback (unpdf = pdf.js, drawn with @napi-rs/canvas), run in a worker
 * thread so a pathological PDF that spins pdf.js can be terminated by the caller's timeout
 * instead of blocking the event loop. Only package imports and erasable TypeScript here:
 * the worker must start with or without the app's TypeScript loader.
 */
import { readFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf'

interface Job {
  op: 'inspect' | 'render' | 'text' | 'outline'
  path: string
  /** Render pages first..pages (first defaults to 1). */
  first?: number
  pages?: number
  scale?: number
  width?: number
  maxSide?: number
  maxPages?: number
  limits?: { entries: number; depth: number; titleChars: number }
}

interface OutlineItem {
  title?: string
  dest?: string | unknown[] | null
  items?: OutlineItem[]
}

interface RawEntry {
  title: string
  page: number
  children: RawEntry[]
}

const port = parentPort!
const job = workerData as Job

function waitForAck() {
  return new Promise<void>((resolve) => port.once('message', () => resolve()))
}

function describe(error: unknown) {
  const err = error as { name?: string; message?: string }
  return { type: 'error', name: err?.name ?? 'Error', message: err?.message ?? String(error) }
}

async function open(CanvasFactory?: unknown) {
  const data = new Uint8Array(await readFile(job.path))
  const options: Record<string, unknown> = { isEvalSupported: false, stopAtErrors: false, verbosity: 0 }
  if (CanvasFactory) options.CanvasFactory = CanvasFactory
  return getDocumentProxy(data, options)
}

type Pdf = Awaited<ReturnType<typeof open>>

/** A destination's 1-based page: named ones are looked up, explicit ones hold a page reference or index. */
async function pageOf(pdf: Pdf, dest: OutlineItem['dest']) {
  try {
    const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : dest
    const target = Array.isArray(explicit) ? explicit[0] : null
    if (typeof target === 'number') return target + 1
    if (target && typeof target === 'object') return (await pdf.getPageIndex(target as never)) + 1
  } catch {
    // a destination that leads nowhere
  }
  return 0
}

async function readOutline(pdf: Pdf, limits: NonNullable<Job['limits']>) {
  let left = limits.entries
  const walk = async (items: OutlineItem[] | undefined, depth: number): Promise<RawEntry[]> => {
    const out: RawEntry[] = []
    for (const item of items ?? []) {
      if (left <= 0) break
      left--
      out.push({
        title: String(item.title ?? '').slice(0, limits.titleChars),
        page: await pageOf(pdf, item.dest),
        children: depth < limits.depth ? await walk(item.items, depth + 1) : [],
      })
    }
    return out
  }
  const outline = (await pdf.getOutline()) as OutlineItem[] | null
  return walk(outline ?? [], 1)
}

async function run() {
  if (job.op === 'outline') {
    const pdf = await open()
    port.postMessage({ type: 'done', result: await readOutline(pdf, job.limits ?? { entries: 5000, depth: 16, titleChars: 400 }) })
    await pdf.loadingTask.destroy()
    return
  }
  if (job.op === 'inspect') {
    const pdf = await open()
    const page = pdf.numPages > 0 ? await pdf.getPage(1) : null
    const viewport = page ? page.getViewport({ scale: 1 }) : null
    port.postMessage({ type: 'done', result: { pages: pdf.numPages, width: viewport?.width ?? 0, height: viewport?.height ?? 0 } })
    await pdf.loadingTask.destroy()
    return
  }
  if (job.op === 'text') {
    const pdf = await open()
    const last = job.maxPages && job.maxPages > 0 ? Math.min(job.maxPages, pdf.numPages) : pdf.numPages
    const pages: string[] = []
    for (let number = 1; number <= last; number++) {
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      let text = ''
      for (const item of content.items as Array<{ str?: string; hasEOL?: boolean }>) {
        if (typeof item.str !== 'string') continue
        text += item.str + (item.hasEOL ? '\n' : '')
      }
      pages.push(text)
      page.cleanup()
    }
    port.postMessage({ type: 'done', result: { pages } })
    await pdf.loadingTask.destroy()
    return
  }
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'))
  const pdf = await open(CanvasFactory)
  const last = Math.min(job.pages ?? pdf.numPages, pdf.numPages)
  for (let number = Math.max(1, job.first ?? 1); number <= last; number++) {
    const page = await pdf.getPage(number)
    const base = page.getViewport({ scale: 1 })
    const wanted = job.width ? job.width / base.width : (job.scale ?? 1.5)
    const scale = Math.min(wanted, (job.maxSide ?? 4000) / Math.max(base.width, base.height))
    const viewport = page.getViewport({ scale })
    const factory = new (
      CanvasFactory as unknown as new () => {
        create(
          width: number,
          height: number
        ): {
          canvas: unknown
          context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray; width: number; height: number } }
        }
        destroy(target: unknown): void
      }
    )()
    const drawing = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height))
    await page.render({ canvas: drawing.canvas as never, canvasContext: drawing.context as never, viewport }).promise
    const image = drawing.context.getImageData(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height))
    const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength).slice()
    factory.destroy(drawing)
    page.cleanup()
    port.postMessage({ type: 'frame', page: number, width: image.width, height: image.height, channels: 4, data }, [data.buffer])
    await waitForAck()
  }
  port.postMessage({ type: 'done', result: { pages: last } })
  await pdf.loadingTask.destroy()
}

run().catch((error) => port.postMessage(describe(error)))
