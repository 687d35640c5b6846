import { tmpdir } from 'node:os'
import { ConversionError } from './errors.js'
import { DEFAULT_ENCODE, encodePage, type RasterFormat } from './image_encode.js'
import { backendsFor, type PdfTool } from './pdf_backends.js'
import { firstThatWorks } from './process_pdf.js'
import { resolveTools, type ToolPaths } from './tools.js'

export interface RenderPageOptions {
  /** Fit the page to this many pixels wide. */
  width: number
  /** No side of the raster exceeds this (mutool and unpdf; poppler keeps the width). Default 4000. */
  maxSide?: number
  format?: RasterFormat
  quality?: number
  webpEffort?: number
  timeoutMs?: number
  tools?: ToolPaths
  prefer?: PdfTool
  /** Scratch space for the renderer's raster. Default the OS temp dir. */
  workDir?: string
}

export interface RenderPageResult {
  width: number
  height: number
  /** Bytes written to the target. */
  size: number
  tool: PdfTool
  ms: number
}

/**
 * One page of a PDF rendered to `width` pixels and encoded into target, by the first renderer
 * that works (mutool, poppler, then unpdf), with the previews' encoder: a larger rendition of a
 * page made on demand, where processPdf renders every preview page at once.
 */
export async function renderPdfPage(pdfPath: string, page: number, target: string, options: RenderPageOptions): Promise<RenderPageResult> {
  const started = performance.now()
  const tools = await resolveTools(options.tools)
  const size = { scale: 1, width: Math.max(1, Math.floor(options.width)), maxSide: options.maxSide ?? 4000 }
  const encode = { quality: options.quality ?? DEFAULT_ENCODE.quality, webpEffort: options.webpEffort ?? DEFAULT_ENCODE.webpEffort }
  const format = options.format ?? 'webp'
  const timeoutMs = options.timeoutMs ?? 60_000
  const { backend, value } = await firstThatWorks(backendsFor('render', tools, options.prefer), async (renderer) => {
    let written: Omit<RenderPageResult, 'tool' | 'ms'> | null = null
    await renderer.render(
      pdfPath,
      { first: page, last: page },
      size,
      timeoutMs,
      async (frame) => {
        try {
          if (frame.page === page) {
            written = { width: frame.width, height: frame.height, size: await encodePage(frame, format, target, encode) }
          }
        } finally {
          frame.release?.()
        }
      },
      options.workDir ?? tmpdir()
    )
    if (!written) throw new ConversionError('corrupt', `${renderer.tool} rendered no page ${page}`)
    return written as Omit<RenderPageResult, 'tool' | 'ms'>
  })
  return { ...value, tool: backend.tool, ms: Math.round(performance.now() - started) }
}
