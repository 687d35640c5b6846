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
  op: 'inspect' | 'render' | 'text'
  path: string
  pages?: number
  scale?: number
  width?: number
  maxSide?: number
  maxPages?: number
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

async function run() {
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
  for (let number = 1; number <= last; number++) {
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
