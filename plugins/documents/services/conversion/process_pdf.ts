import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { ConversionError, isConversionError } from './errors.js'
import { DEFAULT_ENCODE, encodeCover, encodePage, encodeThumbnail, type RasterFormat } from './image_encode.js'
import { backendsFor, pdfBackends, type PdfBackend, type PdfInfo, type PdfTool } from './pdf_backends.js'
import { cleanOutline, type OutlineEntry } from './pdf_outline.js'
import type { RasterFrame } from './pnm_stream.js'
import { runCommand, stderrSummary } from './run_command.js'
import { Semaphore } from './semaphore.js'
import type { PageLayer } from './text_layer.js'
import { chineseScript, describeText, normalizeText, SCRIPT_SAMPLE } from './text_normalize.js'
import { resolveTools, type ToolPaths } from './tools.js'
import { gatePages } from '../document_text_gate.js'

const gzipAsync = promisify(gzip)

/**
 * Encodes running in this process, over every document converting at once: one per core. A
 * document alone may use them all (up to its concurrency); two converting together share them,
 * and the one that finishes last gets the other's cores back for its remaining pages.
 */
const processEncodes = new Semaphore(availableParallelism())

export type PreviewFormat = RasterFormat | 'svg'

export interface ProcessPdfOptions {
  /** Page preview format. Default 'webp'. */
  format?: PreviewFormat
  /** With format 'svg': write `<n>.gzip.svg` (served with Content-Encoding: gzip). Default true. */
  gzipSvg?: boolean
  /** At most this many preview pages (0 = no limit). Default 0. */
  maxPreview?: number
  /** At most this percentage of the pages, rounded up, at least 1 (0 or 100 = no limit). Default 0. */
  previewPercent?: number
  /** Pixels per PDF point for previews (1.5 = 108 dpi, an A4 page 893 px wide). Default 1.5. */
  scale?: number
  /** Fit previews to this width in pixels instead of using scale. */
  width?: number
  /** No side of a preview exceeds this many pixels. Default 4000. */
  maxSide?: number
  /** WebP/JPEG quality. Default 80. */
  quality?: number
  /** WebP effort 0-6. Default 0 (the fastest; see image_encode.ts). */
  webpEffort?: number
  /** Cover format. Default 'webp'. */
  coverFormat?: RasterFormat
  /** Scale the cover down to this width (0 = preview size). Default 0. */
  coverWidth?: number
  /** Width of the A4-shaped thumbnail. Default 300 (300 × 424). */
  thumbWidth?: number
  /** Refuse documents with more pages (0 = no limit). Default 10000. */
  maxPages?: number
  /** Extract text from at most this many pages (0 = all). Default 0. */
  maxTextPages?: number
  /** Cut the extracted text after this many UTF-8 bytes. Default 32 MiB. */
  maxTextBytes?: number
  /** Extract text at all. Default true. */
  text?: boolean
  /** Read the bookmarks. Default true. */
  outline?: boolean
  /** Write each preview page's text layer (where its text sits, see text_layer.ts). Default true. */
  textLayer?: boolean
  /** Length of the description in characters. Default 200. */
  descriptionLength?: number
  /** Encodes of this document running at once. Default min(2, cores). */
  concurrency?: number
  /** Timeout of each step (inspect, render, text, svg) in ms. Default 10 minutes. */
  stepTimeoutMs?: number
  /** Tool paths; null switches a tool off. */
  tools?: ToolPaths
  /** Try this renderer first. Default: mutool, then poppler, then unpdf. */
  prefer?: PdfTool
  /** Scratch space (a fresh directory is made inside and removed afterwards). Default the OS temp dir. */
  workDir?: string
}

export interface ProcessPdfResult {
  pages: number
  previewPages: number
  /** Pixel size of the page 1 preview raster: the aspect ratio the reader lays pages out with. */
  width: number
  height: number
  /** Page 1 in PDF points. */
  pageWidthPt: number
  pageHeightPt: number
  previewFormat: PreviewFormat
  /** Extension of the page files, with dot: '.webp', '.jpg', '.png', '.svg' or '.gzip.svg'. */
  previewExt: string
  files: {
    /** File names relative to outDir, page 1 first. */
    previews: string[]
    cover: string
    thumb: string
    /** Pages separated by form feeds (\f), or null when text extraction was off or failed. */
    text: string | null
    /** `<n>.layer.gzip.json` (gzip-compressed JSON) for each preview page n, page 1 first; [] when none could be made. */
    layers: string[]
  }
  textLength: number
  textPages: number
  textTruncated: boolean
  /** The bookmarks, cleaned and capped (see cleanOutline); [] when the PDF has none or they could not be read. */
  outline: OutlineEntry[]
  /** From the preview pages' text only: it is shown to anyone who sees the document. */
  description: string
  tools: { inspect: PdfTool; render: PdfTool; text: PdfTool | null; svg: 'mutool' | null; outline: PdfTool | null; layer: PdfTool | null }
  timings: { inspect: number; render: number; text: number; outline: number; layer: number; total: number }
  warnings: string[]
}

interface Resolved {
  format: PreviewFormat
  gzipSvg: boolean
  maxPreview: number
  previewPercent: number
  scale: number
  width?: number
  maxSide: number
  quality: number
  webpEffort: number
  coverFormat: RasterFormat
  coverWidth: number
  thumbWidth: number
  maxPages: number
  maxTextPages: number
  maxTextBytes: number
  text: boolean
  outline: boolean
  textLayer: boolean
  descriptionLength: number
  concurrency: number
  stepTimeoutMs: number
}

function resolveOptions(options: ProcessPdfOptions): Resolved {
  const format = options.format ?? 'webp'
  if (!['webp', 'jpg', 'png', 'svg'].includes(format)) {
    throw new ConversionError('unsupported', `preview format ${String(format)} is not one of webp, jpg, png, svg`)
  }
  return {
    format,
    gzipSvg: options.gzipSvg ?? true,
    maxPreview: Math.max(0, Math.floor(options.maxPreview ?? 0)),
    previewPercent: options.previewPercent ?? 0,
    scale: options.scale && options.scale > 0 ? Math.min(options.scale, 8) : 1.5,
    width: options.width && options.width > 0 ? Math.floor(options.width) : undefined,
    maxSide: Math.max(100, Math.min(options.maxSide ?? 4000, 8000)),
    quality: options.quality ?? DEFAULT_ENCODE.quality,
    webpEffort: options.webpEffort ?? DEFAULT_ENCODE.webpEffort,
    coverFormat: options.coverFormat ?? 'webp',
    coverWidth: options.coverWidth ?? 0,
    thumbWidth: options.thumbWidth ?? 300,
    maxPages: options.maxPages ?? 10_000,
    maxTextPages: options.maxTextPages ?? 0,
    maxTextBytes: options.maxTextBytes ?? 32 * 1024 * 1024,
    text: options.text ?? true,
    outline: options.outline ?? true,
    textLayer: options.textLayer ?? true,
    descriptionLength: options.descriptionLength ?? 200,
    concurrency: options.concurrency ?? Math.min(2, availableParallelism()),
    stepTimeoutMs: options.stepTimeoutMs ?? 10 * 60_000,
  }
}

/**
 * How many pages get a preview: maxPreview (0 = all), then, when previewPercent is in
 * (0, 100), at most ceil(pages × percent / 100) and at least 1; never more than pages.
 */
export function previewCount(pages: number, maxPreview: number, previewPercent: number) {
  let count = maxPreview > 0 ? maxPreview : pages
  if (previewPercent > 0 && previewPercent < 100) {
    count = Math.min(count, Math.max(1, Math.ceil((pages * previewPercent) / 100)))
  }
  return Math.max(0, Math.min(count, pages))
}

/** Tries each backend in turn; an encrypted PDF or a timeout stops the search. */
export async function firstThatWorks<T>(backends: PdfBackend[], run: (backend: PdfBackend) => Promise<T>) {
  let firstError: unknown
  for (const backend of backends) {
    try {
      return { backend, value: await run(backend) }
    } catch (error) {
      if (isConversionError(error) && (error.reason === 'encrypted' || error.reason === 'timeout')) throw error
      firstError ??= error
    }
  }
  throw firstError
}

const since = (start: number) => Math.round(performance.now() - start)

/** Each page normalised in the script of the whole document: a page of a table or a title alone does not say it. */
function normalizePages(pages: string[]) {
  let sample = ''
  for (const page of pages) {
    if (sample.length >= SCRIPT_SAMPLE) break
    sample += `${page}\n`
  }
  const script = chineseScript(sample)
  return pages.map((page) => normalizeText(page, script))
}

export interface ExtractPdfTextOptions {
  /** Read at most this many pages (0 = all). Default 0. */
  maxPages?: number
  /** Cut the text after this many UTF-8 bytes. Default 32 MiB. */
  maxBytes?: number
  /** Timeout of each step (inspect, text) in ms. Default 10 minutes. */
  timeoutMs?: number
  tools?: ToolPaths
}

/**
 * The text of a PDF alone, page by page and normalised as conversion keeps it, by the first
 * backend that works (mutool, poppler, then unpdf): for PDFs that are read, not published.
 */
export async function extractPdfText(pdfPath: string, options: ExtractPdfTextOptions = {}) {
  const tools = await resolveTools(options.tools)
  const timeoutMs = options.timeoutMs ?? 10 * 60_000
  const { value: info } = await firstThatWorks<PdfInfo>(pdfBackends(tools), (backend) => backend.inspect(pdfPath, timeoutMs))
  const lastPage = options.maxPages ? Math.min(options.maxPages, info.pages) : info.pages
  const { value } = await firstThatWorks(backendsFor('text', tools), (backend) =>
    backend.text(pdfPath, lastPage, timeoutMs, options.maxBytes ?? 32 * 1024 * 1024)
  )
  return { pages: normalizePages(value.pages), truncated: value.truncated || lastPage < info.pages }
}

/**
 * The PDF stage: count pages, render the preview pages, cover and thumbnail, extract the
 * text. Everything lands in outDir under stable names (1.webp … n.webp, cover.webp,
 * thumb.webp, text.txt). Spawns mutool or poppler when installed, else runs unpdf in a
 * worker thread; rasters are encoded by sharp.
 */
export async function processPdf(pdfPath: string, outDir: string, options: ProcessPdfOptions = {}): Promise<ProcessPdfResult> {
  const started = performance.now()
  const opts = resolveOptions(options)
  const tools = await resolveTools(options.tools)
  const workDir = options.workDir ?? tmpdir()
  const warnings: string[] = []
  await mkdir(outDir, { recursive: true })

  // 1. page count, password, damage
  const inspectStart = performance.now()
  const { backend: inspector, value: info } = await firstThatWorks<PdfInfo>(pdfBackends(tools, options.prefer), (backend) =>
    backend.inspect(pdfPath, opts.stepTimeoutMs)
  )
  const inspectMs = since(inspectStart)
  if (info.pages < 1) throw new ConversionError('corrupt', `${inspector.tool} found no pages`)
  if (opts.maxPages > 0 && info.pages > opts.maxPages) {
    throw new ConversionError('too-large', `${info.pages} pages (limit ${opts.maxPages})`, {
      userMessage: `文档页数过多（${info.pages} 页，上限 ${opts.maxPages} 页），无法转换`,
    })
  }
  const previewPages = previewCount(info.pages, opts.maxPreview, opts.previewPercent)

  // 2. text, in parallel with the rendering (a separate process or worker)
  const textStart = performance.now()
  const textPages = opts.maxTextPages > 0 ? Math.min(opts.maxTextPages, info.pages) : info.pages
  const textJob = opts.text
    ? firstThatWorks(backendsFor('text', tools, options.prefer), (backend) =>
        backend.text(pdfPath, textPages, opts.stepTimeoutMs, opts.maxTextBytes)
      ).then(
        (found) => ({ ...found, ms: since(textStart) }),
        (error: unknown) => {
          warnings.push(`text extraction failed: ${isConversionError(error) ? error.detail : String(error)}`)
          return null
        }
      )
    : Promise.resolve(null)

  // 2b. bookmarks, beside the rendering too; a PDF whose outline cannot be read still converts
  const outlineStart = performance.now()
  const outlineJob = opts.outline
    ? firstThatWorks(backendsFor('outline', tools, options.prefer), (backend) => backend.outline!(pdfPath, opts.stepTimeoutMs)).then(
        (found) => ({ tool: found.backend.tool, outline: cleanOutline(found.value, info.pages), ms: since(outlineStart) }),
        (error: unknown) => {
          warnings.push(`outline could not be read: ${isConversionError(error) ? error.detail : String(error)}`)
          return null
        }
      )
    : Promise.resolve(null)

  // 2c. the preview pages' text layers, beside the rendering as well; without one the reader still shows the page
  const layerStart = performance.now()
  const layerJob =
    opts.textLayer && previewPages > 0
      ? firstThatWorks(backendsFor('layer', tools, options.prefer), (backend) =>
          backend.textLayer!(pdfPath, previewPages, opts.stepTimeoutMs)
        ).then(
          async (found) => ({ tool: found.backend.tool, files: await writeLayers(found.value, outDir), ms: since(layerStart) }),
          (error: unknown) => {
            warnings.push(`text layer could not be made: ${isConversionError(error) ? error.detail : String(error)}`)
            return null
          }
        )
      : Promise.resolve(null)

  // 3. previews, cover, thumbnail
  const renderStart = performance.now()
  const encode = { quality: opts.quality, webpEffort: opts.webpEffort }
  const size = { scale: opts.scale, width: opts.width, maxSide: opts.maxSide }
  const coverName = `cover.${opts.coverFormat}`
  const thumbName = `thumb.${opts.coverFormat}`
  let firstPage: { width: number; height: number } | null = null

  const writeCoverAndThumb = async (frame: RasterFrame, pageFile?: Promise<string>) => {
    firstPage = { width: frame.width, height: frame.height }
    const cover = path.join(outDir, coverName)
    // The cover is page 1 as previewed: reuse that file rather than encode it twice.
    const sameAsPreview = pageFile && opts.coverWidth <= 0 && opts.coverFormat === opts.format
    await Promise.all([
      sameAsPreview ? pageFile.then((file) => copyFile(file, cover)) : encodeCover(frame, opts.coverFormat, cover, opts.coverWidth, encode),
      encodeThumbnail(frame, opts.coverFormat, path.join(outDir, thumbName), opts.thumbWidth, encode),
    ])
  }

  let renderTool: PdfTool
  let svgTool: 'mutool' | null = null
  let format = opts.format
  if (format === 'svg' && !tools.mutool) {
    warnings.push('svg previews need mutool; wrote webp instead')
    format = 'webp'
  }
  const previews: string[] = []

  if (format === 'svg') {
    const rendered = await firstThatWorks(backendsFor('render', tools, options.prefer), (backend) =>
      backend.render(pdfPath, { first: 1, last: 1 }, size, opts.stepTimeoutMs, writeCoverAndThumb, workDir)
    )
    renderTool = rendered.backend.tool
    previews.push(...(await writeSvgPages(tools.mutool!, pdfPath, outDir, previewPages, opts)))
    svgTool = 'mutool'
  } else {
    const rasterFormat = format
    const rendered = await firstThatWorks(backendsFor('render', tools, options.prefer), async (backend) => {
      const semaphore = new Semaphore(opts.concurrency)
      const pending = new Set<Promise<void>>()
      let failure: unknown = null
      let count = 0
      const onFrame = async (frame: RasterFrame) => {
        if (failure) throw failure
        await semaphore.acquire()
        await processEncodes.acquire()
        count++
        const job = (async () => {
          try {
            const target = path.join(outDir, `${frame.page}.${rasterFormat}`)
            const written = encodePage(frame, rasterFormat, target, encode).then(() => target)
            if (frame.page === 1) await Promise.all([written, writeCoverAndThumb(frame, written)])
            else await written
          } catch (error) {
            failure ??= error
          } finally {
            frame.release?.()
            processEncodes.release()
            semaphore.release()
          }
        })()
        pending.add(job)
        job.finally(() => pending.delete(job))
      }
      await backend.render(pdfPath, { first: 1, last: previewPages }, size, opts.stepTimeoutMs, onFrame, workDir)
      await Promise.all(pending)
      if (failure) throw failure
      if (count < previewPages) {
        throw new ConversionError('corrupt', `${backend.tool} rendered ${count} of ${previewPages} pages`)
      }
    })
    renderTool = rendered.backend.tool
    for (let page = 1; page <= previewPages; page++) previews.push(`${page}.${rasterFormat}`)
  }
  const renderMs = since(renderStart)
  if (!firstPage) throw new ConversionError('corrupt', 'page 1 could not be rendered')
  const page1 = firstPage as { width: number; height: number }

  // 4. text file and description
  const [text, outline, layers] = await Promise.all([textJob, outlineJob, layerJob])
  let textLength = 0
  let description = ''
  let textFile: string | null = null
  let textTruncated = false
  if (text) {
    const pages = normalizePages(text.value.pages)
    const joined = pages.join('\f')
    textLength = joined.length - Math.max(0, pages.length - 1)
    textTruncated = text.value.truncated
    const shown = gatePages(pages, { preview: previewPages }, 'preview')
    description = describeText(shown.filter(Boolean).join(' '), opts.descriptionLength)
    textFile = 'text.txt'
    await writeFile(path.join(outDir, textFile), joined)
  }

  return {
    pages: info.pages,
    previewPages,
    width: page1.width,
    height: page1.height,
    pageWidthPt: Math.round(info.width * 100) / 100,
    pageHeightPt: Math.round(info.height * 100) / 100,
    previewFormat: format,
    previewExt: format === 'svg' ? (opts.gzipSvg ? '.gzip.svg' : '.svg') : `.${format}`,
    files: { previews, cover: coverName, thumb: thumbName, text: textFile, layers: layers?.files ?? [] },
    textLength,
    textPages: text?.value.pages.length ?? 0,
    textTruncated,
    outline: outline?.outline ?? [],
    description,
    tools: {
      inspect: inspector.tool,
      render: renderTool,
      text: text?.backend.tool ?? null,
      svg: svgTool,
      outline: outline?.tool ?? null,
      layer: layers?.tool ?? null,
    },
    timings: {
      inspect: inspectMs,
      render: renderMs,
      text: text?.ms ?? 0,
      outline: outline?.ms ?? 0,
      layer: layers?.ms ?? 0,
      total: since(started),
    },
    warnings,
  }
}

/** One gzip-compressed JSON file a page, in page order; a tool that gave fewer pages gives fewer files. */
async function writeLayers(layers: PageLayer[], outDir: string) {
  const names = layers.map((_, index) => `${index + 1}.layer.gzip.json`)
  await Promise.all(
    layers.map(async (layer, index) => writeFile(path.join(outDir, names[index]), await gzipAsync(JSON.stringify(layer), { level: 9 })))
  )
  return names
}

/** `mutool draw -F svg` (text as paths, so no font is needed to view it), then gzip. */
async function writeSvgPages(mutool: string, pdfPath: string, outDir: string, count: number, opts: Resolved) {
  const svgDir = path.join(outDir, '.svg-tmp')
  await rm(svgDir, { recursive: true, force: true })
  await mkdir(svgDir, { recursive: true })
  try {
    const result = await runCommand(mutool, ['draw', '-q', '-F', 'svg', '-o', path.join(svgDir, '%d.svg'), pdfPath, `1-${count}`], {
      step: 'render svg pages (mutool)',
      timeoutMs: opts.stepTimeoutMs,
    })
    if (result.code !== 0) throw new ConversionError('corrupt', `mutool svg failed: ${stderrSummary(result.stderr)}`)
    const written = new Set(await readdir(svgDir))
    const names: string[] = []
    const semaphore = new Semaphore(opts.concurrency)
    await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const page = index + 1
        if (!written.has(`${page}.svg`)) throw new ConversionError('corrupt', `mutool wrote no svg for page ${page}`)
        await semaphore.acquire()
        try {
          const svg = await readFile(path.join(svgDir, `${page}.svg`))
          if (opts.gzipSvg) await writeFile(path.join(outDir, `${page}.gzip.svg`), await gzipAsync(svg, { level: 9 }))
          else await writeFile(path.join(outDir, `${page}.svg`), svg)
        } finally {
          semaphore.release()
        }
        names[index] = opts.gzipSvg ? `${page}.gzip.svg` : `${page}.svg`
      })
    )
    return names
  } finally {
    await rm(svgDir, { recursive: true, force: true })
  }
}
