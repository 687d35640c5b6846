import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { ConversionError } from './errors.js'
import { readPageFiles } from './page_files.js'
import { RAW_OUTLINE_LIMITS, type RawOutlineEntry } from './pdf_outline.js'
import { readPnmFrames, type RasterFrame } from './pnm_stream.js'
import { runCommand, stderrSummary } from './run_command.js'
import { cleanLayer, layersFromPopplerBbox, MUTOOL_LAYER_SCRIPT, type PageLayer } from './text_layer.js'
import type { ResolvedTools } from './tools.js'

export type PdfTool = 'mutool' | 'poppler' | 'unpdf'

export interface PdfInfo {
  pages: number
  /** Size of page 1 in PDF points (rotation not applied). */
  width: number
  height: number
}

export interface RenderSize {
  /** Pixels per PDF point (1.5 = 108 dpi). Ignored when width is set. */
  scale: number
  /** Fit each page to this many pixels wide. */
  width?: number
  /** No side of a page raster exceeds this (a poster-sized page must not allocate gigabytes). */
  maxSide: number
}

export interface PdfBackend {
  tool: PdfTool
  inspect(pdfPath: string, timeoutMs: number): Promise<PdfInfo>
  /**
   * Renders pages firstPage..lastPage in order; onFrame's promise paces the producer. workDir
   * holds the rasters of the few pages between renderer and encoders (a folder made and
   * removed inside it).
   */
  render(
    pdfPath: string,
    range: { first: number; last: number },
    size: RenderSize,
    timeoutMs: number,
    onFrame: (frame: RasterFrame) => Promise<void>,
    workDir: string
  ): Promise<void>
  /** Text of pages 1..lastPage, one string per page; output beyond maxBytes is cut. */
  text(pdfPath: string, lastPage: number, timeoutMs: number, maxBytes: number): Promise<{ pages: string[]; truncated: boolean }>
  /** The bookmarks with their 1-based pages, as read (see pdf_outline.ts for cleaning); poppler cannot. */
  outline?(pdfPath: string, timeoutMs: number): Promise<RawOutlineEntry[]>
  /** Where the text of pages 1..lastPage sits (see text_layer.ts); unpdf has none. */
  textLayer?(pdfPath: string, lastPage: number, timeoutMs: number): Promise<PageLayer[]>
}

/** A text layer's output is about 4 KB a page; a bound against a runaway tool. */
const LAYER_OUTPUT_LIMIT = 64 * 1024 * 1024

// ---------------------------------------------------------------------------------- mutool

const MUTOOL_INFO_SCRIPT = `
var doc = new Document(scriptArgs[0]);
var out = { encrypted: doc.needsPassword(), pages: 0, width: 0, height: 0 };
if (!out.encrypted) {
  out.pages = doc.countPages();
  if (out.pages > 0) { var b = doc.loadPage(0).bound(); out.width = b[2] - b[0]; out.height = b[3] - b[1]; }
}
print(JSON.stringify(out));
`

/**
 * The bookmarks, each destination resolved to its page (a named one too), within
 * RAW_OUTLINE_LIMITS. A script of its own rather than part of the inspect script: it runs
 * beside the rendering, and a broken outline must not fail the inspection.
 */
const MUTOOL_OUTLINE_SCRIPT = `
var doc = new Document(scriptArgs[0]);
var left = ${RAW_OUTLINE_LIMITS.entries};
function pageOf(uri) {
  if (!uri || uri.charAt(0) !== '#') return 0;
  try { return doc.resolveLink(uri).page + 1; } catch (e) { return 0; }
}
function walk(items, depth) {
  var out = [];
  for (var i = 0; items && i < items.length && left > 0; i++) {
    left--;
    var item = items[i];
    out.push({
      title: String(item.title || '').slice(0, ${RAW_OUTLINE_LIMITS.titleChars}),
      page: pageOf(item.uri),
      children: depth < ${RAW_OUTLINE_LIMITS.depth} ? walk(item.down, depth + 1) : []
    });
  }
  return out;
}
print(JSON.stringify(doc.needsPassword() ? [] : walk(doc.loadOutline(), 1)));
`

/** What `-s t` adds to mutool draw's stderr: `page <file> <n> <ms>ms` a page, then totals. */
const TIMING_LINES = /^(?:page .* \d+ms|total \d+ms.*|(?:fastest|slowest) page .*)$/gm

const mutoolScriptPaths = new Map<string, Promise<string>>()

/** `mutool run` needs a file; write each script once per process under the temp dir. */
function mutoolScript(name: string, source: string) {
  let written = mutoolScriptPaths.get(name)
  if (!written) {
    const hash = createHash('sha1').update(source).digest('hex').slice(0, 10)
    const dir = path.join(tmpdir(), 'docsite-conversion')
    const file = path.join(dir, `mutool_${name}_${hash}.js`)
    written = mkdir(dir, { recursive: true })
      .then(() => writeFile(file, source))
      .then(() => file)
    written.catch(() => mutoolScriptPaths.delete(name))
    mutoolScriptPaths.set(name, written)
  }
  return written
}

function dpiOf(size: RenderSize) {
  return String(Math.round(size.scale * 72 * 100) / 100)
}

function splitPages(text: string, lastPage: number) {
  const pages = text.split('\f')
  if (pages.length > lastPage) pages.length = lastPage
  return pages
}

async function collectText(
  cmd: string,
  args: string[],
  step: string,
  timeoutMs: number,
  maxBytes: number
): Promise<{ output: string; truncated: boolean; code: number | null; stderr: string }> {
  const chunks: Buffer[] = []
  let bytes = 0
  let truncated = false
  const result = await runCommand(cmd, args, {
    step,
    timeoutMs,
    onStdout: async (stdout, child) => {
      for await (const chunk of stdout as AsyncIterable<Buffer>) {
        if (truncated) continue
        if (bytes + chunk.length > maxBytes) {
          chunks.push(chunk.subarray(0, maxBytes - bytes))
          truncated = true
          child.kill('SIGKILL')
          continue
        }
        chunks.push(chunk)
        bytes += chunk.length
      }
    },
  })
  const output = new TextDecoder('utf-8').decode(Buffer.concat(chunks))
  return { output, truncated, code: result.code, stderr: result.stderr }
}

function mutoolBackend(mutool: string): PdfBackend {
  return {
    tool: 'mutool',
    async inspect(pdfPath, timeoutMs) {
      const script = await mutoolScript('info', MUTOOL_INFO_SCRIPT)
      const result = await runCommand(mutool, ['run', script, pdfPath], { step: 'inspect PDF (mutool)', timeoutMs, maxStdoutBytes: 4096 })
      const line = result.stdout.toString('utf8').trim().split('\n').pop() ?? ''
      if (result.code !== 0 || !line.startsWith('{')) {
        throw new ConversionError('corrupt', `mutool cannot open the PDF: ${stderrSummary(result.stderr) || `exit ${result.code}`}`)
      }
      const info = JSON.parse(line) as { encrypted: boolean; pages: number; width: number; height: number }
      if (info.encrypted) throw new ConversionError('encrypted', 'the PDF needs a user password (mutool)')
      return { pages: info.pages, width: info.width, height: info.height }
    },
    async render(pdfPath, range, size, timeoutMs, onFrame, workDir) {
      // One file a page in a folder of its own (-o %d.pnm in cwd), -s t to name each page as it starts.
      const args = ['draw', '-q', '-s', 't', '-c', 'rgb', '-F', 'pnm', '-o', '%d.pnm']
      // with -r, -w and -h are maxima; without it they fit the page into the box
      if (size.width) args.push('-w', String(Math.min(size.width, size.maxSide)), '-h', String(size.maxSide))
      else args.push('-r', dpiOf(size), '-w', String(size.maxSide), '-h', String(size.maxSide))
      const document = path.resolve(pdfPath)
      args.push(document, `${range.first}-${range.last}`)
      await mkdir(workDir, { recursive: true })
      const dir = await mkdtemp(path.join(workDir, 'pages-'))
      try {
        const result = await runCommand(mutool, args, {
          step: 'render pages (mutool)',
          timeoutMs,
          cwd: dir,
          onStdout: (_stdout, child) =>
            readPageFiles({ child, dir, document, first: range.first, last: range.last }, onFrame).then(() => {}),
        })
        if (result.code !== 0) {
          const errors = stderrSummary(result.stderr.replace(TIMING_LINES, ''))
          throw new ConversionError('corrupt', `mutool draw failed: ${errors || `exit ${result.code}`}`)
        }
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    async text(pdfPath, lastPage, timeoutMs, maxBytes) {
      const { output, truncated, code, stderr } = await collectText(
        mutool,
        ['draw', '-q', '-F', 'txt', '-o', '-', pdfPath, `1-${lastPage}`],
        'extract text (mutool)',
        timeoutMs,
        maxBytes
      )
      if (code !== 0 && !truncated) throw new ConversionError('failed', `mutool text failed: ${stderrSummary(stderr)}`)
      return { pages: splitPages(output, lastPage), truncated }
    },
    async outline(pdfPath, timeoutMs) {
      const script = await mutoolScript('outline', MUTOOL_OUTLINE_SCRIPT)
      const result = await runCommand(mutool, ['run', script, pdfPath], {
        step: 'read outline (mutool)',
        timeoutMs,
        maxStdoutBytes: 16 * 1024 * 1024,
      })
      const line = result.stdout.toString('utf8').trim().split('\n').pop() ?? ''
      if (result.code !== 0 || !line.startsWith('[')) {
        throw new ConversionError('failed', `mutool cannot read the outline: ${stderrSummary(result.stderr) || `exit ${result.code}`}`)
      }
      return JSON.parse(line) as RawOutlineEntry[]
    },
    async textLayer(pdfPath, lastPage, timeoutMs) {
      const script = await mutoolScript('layer', MUTOOL_LAYER_SCRIPT)
      const result = await runCommand(mutool, ['run', script, pdfPath, String(lastPage)], {
        step: 'text layer (mutool)',
        timeoutMs,
        maxStdoutBytes: LAYER_OUTPUT_LIMIT,
      })
      if (result.code !== 0) {
        throw new ConversionError('failed', `mutool text layer failed: ${stderrSummary(result.stderr) || `exit ${result.code}`}`)
      }
      const lines = result.stdout
        .toString('utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
      return lines.slice(0, lastPage).map((line) => cleanLayer(JSON.parse(line)) ?? { w: 0, h: 0, runs: [] })
    },
  }
}

// --------------------------------------------------------------------------------- poppler

function popplerBackend(tools: ResolvedTools): PdfBackend {
  const pdftoppm = tools.pdftoppm
  const pdftotext = tools.pdftotext
  const pdfinfo = pdftoppm ? path.join(path.dirname(pdftoppm), 'pdfinfo') : 'pdfinfo'
  return {
    tool: 'poppler',
    async inspect(pdfPath, timeoutMs) {
      const result = await runCommand(pdfinfo, [pdfPath], { step: 'inspect PDF (pdfinfo)', timeoutMs, maxStdoutBytes: 1024 * 1024 })
      const output = result.stdout.toString('utf8')
      if (/Incorrect password/i.test(result.stderr)) throw new ConversionError('encrypted', 'the PDF needs a user password (pdfinfo)')
      const pages = Number(output.match(/^Pages:\s+(\d+)/m)?.[1] ?? 0)
      if (result.code !== 0 || !pages) {
        throw new ConversionError('corrupt', `pdfinfo cannot read the PDF: ${stderrSummary(result.stderr) || `exit ${result.code}`}`)
      }
      const size = output.match(/^Page size:\s+([\d.]+) x ([\d.]+)/m)
      return { pages, width: Number(size?.[1] ?? 0), height: Number(size?.[2] ?? 0) }
    },
    async render(pdfPath, range, size, timeoutMs, onFrame) {
      if (!pdftoppm) throw new ConversionError('tool-missing', 'pdftoppm is not installed')
      const args = ['-f', String(range.first), '-l', String(range.last)]
      if (size.width) args.push('-scale-to-x', String(size.width), '-scale-to-y', '-1')
      else args.push('-r', dpiOf(size))
      args.push(pdfPath)
      const result = await runCommand(pdftoppm, args, {
        step: 'render pages (pdftoppm)',
        timeoutMs,
        onStdout: (stdout) => readPnmFrames(stdout, (frame) => onFrame({ ...frame, page: frame.page + range.first - 1 })).then(() => {}),
      })
      if (result.code !== 0) {
        throw new ConversionError('corrupt', `pdftoppm failed: ${stderrSummary(result.stderr) || `exit ${result.code}`}`)
      }
    },
    async text(pdfPath, lastPage, timeoutMs, maxBytes) {
      if (!pdftotext) throw new ConversionError('tool-missing', 'pdftotext is not installed')
      const { output, truncated, code, stderr } = await collectText(
        pdftotext,
        ['-q', '-enc', 'UTF-8', '-f', '1', '-l', String(lastPage), pdfPath, '-'],
        'extract text (pdftotext)',
        timeoutMs,
        maxBytes
      )
      if (code !== 0 && !truncated) throw new ConversionError('failed', `pdftotext failed: ${stderrSummary(stderr)}`)
      return { pages: splitPages(output, lastPage), truncated }
    },
    async textLayer(pdfPath, lastPage, timeoutMs) {
      if (!pdftotext) throw new ConversionError('tool-missing', 'pdftotext is not installed')
      const result = await runCommand(pdftotext, ['-q', '-bbox-layout', '-f', '1', '-l', String(lastPage), pdfPath, '-'], {
        step: 'text layer (pdftotext)',
        timeoutMs,
        maxStdoutBytes: LAYER_OUTPUT_LIMIT,
      })
      if (result.code !== 0) throw new ConversionError('failed', `pdftotext -bbox-layout failed: ${stderrSummary(result.stderr)}`)
      return layersFromPopplerBbox(result.stdout.toString('utf8')).map((layer) => cleanLayer(layer) ?? { w: 0, h: 0, runs: [] })
    },
  }
}

// ----------------------------------------------------------------------------------- unpdf

function workerUrl() {
  const ext = path.extname(new URL(import.meta.url).pathname) || '.js'
  return new URL(`./unpdf_worker${ext}`, import.meta.url)
}

interface WorkerMessage {
  type: 'frame' | 'done' | 'error'
  name?: string
  message?: string
  result?: unknown
  page?: number
  width?: number
  height?: number
  channels?: 4
  data?: Uint8Array
}

/** Runs one unpdf job in a worker thread; a timeout terminates the thread. */
function runUnpdf<T>(
  job: Record<string, unknown>,
  step: string,
  timeoutMs: number,
  onFrame?: (frame: RasterFrame) => Promise<void>
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(), { workerData: job })
    let settled = false
    const finish = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.terminate().catch(() => {})
      fn()
    }
    const timer = setTimeout(
      () => finish(() => reject(new ConversionError('timeout', `${step}: unpdf timed out after ${timeoutMs} ms`))),
      timeoutMs > 0 ? timeoutMs : 2 ** 31 - 1
    )
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'frame' && onFrame) {
        const frame: RasterFrame = {
          page: message.page!,
          width: message.width!,
          height: message.height!,
          channels: 4,
          data: Buffer.from(message.data!.buffer, message.data!.byteOffset, message.data!.byteLength),
        }
        onFrame(frame).then(
          () => worker.postMessage('ack'),
          (error) => finish(() => reject(error))
        )
      } else if (message.type === 'done') {
        finish(() => resolve(message.result as T))
      } else if (message.type === 'error') {
        finish(() => reject(unpdfError(step, message.name ?? 'Error', message.message ?? '')))
      }
    })
    worker.on('error', (error) => finish(() => reject(unpdfError(step, error.name, error.message))))
    worker.on('exit', (code) => finish(() => reject(new ConversionError('failed', `${step}: unpdf worker exited with ${code}`))))
  })
}

function unpdfError(step: string, name: string, message: string) {
  if (name === 'PasswordException') return new ConversionError('encrypted', `the PDF needs a user password (unpdf: ${message})`)
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'UnknownErrorException') {
    return new ConversionError('corrupt', `${step}: unpdf cannot read the PDF: ${name}: ${message}`)
  }
  return new ConversionError('failed', `${step}: unpdf ${name}: ${message}`)
}

const unpdfBackend: PdfBackend = {
  tool: 'unpdf',
  async inspect(pdfPath, timeoutMs) {
    const info = await runUnpdf<PdfInfo>({ op: 'inspect', path: pdfPath }, 'inspect PDF (unpdf)', timeoutMs)
    if (!info.pages) throw new ConversionError('corrupt', 'unpdf found no pages')
    return info
  },
  async render(pdfPath, range, size, timeoutMs, onFrame) {
    await runUnpdf(
      { op: 'render', path: pdfPath, first: range.first, pages: range.last, scale: size.scale, width: size.width, maxSide: size.maxSide },
      'render pages (unpdf)',
      timeoutMs,
      onFrame
    )
  },
  outline(pdfPath, timeoutMs) {
    return runUnpdf<RawOutlineEntry[]>({ op: 'outline', path: pdfPath, limits: RAW_OUTLINE_LIMITS }, 'read outline (unpdf)', timeoutMs)
  },
  async text(pdfPath, lastPage, timeoutMs, maxBytes) {
    const { pages } = await runUnpdf<{ pages: string[] }>(
      { op: 'text', path: pdfPath, maxPages: lastPage },
      'extract text (unpdf)',
      timeoutMs
    )
    let bytes = 0
    const kept: string[] = []
    for (const page of pages) {
      bytes += Buffer.byteLength(page)
      if (bytes > maxBytes) return { pages: kept, truncated: true }
      kept.push(page)
    }
    return { pages: kept, truncated: false }
  },
}

/** The backends available on this machine, best first; unpdf is always last and always there. */
export function pdfBackends(tools: ResolvedTools, prefer?: PdfTool): PdfBackend[] {
  const list: PdfBackend[] = []
  if (tools.mutool) list.push(mutoolBackend(tools.mutool))
  if (tools.pdftoppm || tools.pdftotext) list.push(popplerBackend(tools))
  list.push(unpdfBackend)
  if (prefer) {
    const preferred = list.find((backend) => backend.tool === prefer)
    if (preferred) return [preferred, ...list.filter((backend) => backend !== preferred)]
  }
  return list
}

/** Backends that can do one job: poppler renders only with pdftoppm, extracts only with pdftotext, and reads no outline. */
export function backendsFor(job: 'render' | 'text' | 'outline' | 'layer', tools: ResolvedTools, prefer?: PdfTool) {
  return pdfBackends(tools, prefer).filter((backend) => {
    if (job === 'outline') return Boolean(backend.outline)
    if (job === 'layer' && !backend.textLayer) return false
    if (backend.tool !== 'poppler') return true
    return job === 'render' ? Boolean(tools.pdftoppm) : Boolean(tools.pdftotext)
  })
}
