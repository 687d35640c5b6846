import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { markedEnv } from './child_guard.js'
import { ConversionError, toolMissing } from './errors.js'
import { kindOfExtension } from './file_type.js'
import { killTree, runCommand, stderrSummary } from './run_command.js'
import { resolveTools, type ToolPaths } from './tools.js'
import { UNO_BRIDGE_PY } from './uno_bridge.js'

export interface OfficeConverterOptions {
  tools?: ToolPaths
  /** 'warm' keeps one LibreOffice running (needs python3-uno); 'cold' starts one per document; 'auto' picks warm when it can. */
  mode?: 'auto' | 'warm' | 'cold'
  /** Restart the kept-running LibreOffice after this many documents (it grows ~2 MB a document). Default 100. */
  restartAfter?: number
  /** Restart it when its memory goes above this many MiB. Default 1024. */
  maxRssMb?: number
  /** A document that takes longer is abandoned and LibreOffice killed and restarted. Default 120 s. */
  timeoutMs?: number
  /** Time allowed for LibreOffice to start and accept the UNO connection. Default 60 s. */
  startTimeoutMs?: number
  /** Parent of the private profile directory. Default the OS temp dir. */
  baseDir?: string
}

export interface OfficeConvertInput {
  /** LibreOffice import filter, e.g. 'Text - txt - csv (StarCalc)'. */
  filter?: string
  /** Import filter options, e.g. '44,34,76,1' (comma, double quote, UTF-8, from line 1). */
  filterOptions?: string
  /** Overrides the converter's timeoutMs for this document. */
  timeoutMs?: number
}

export interface OfficeConvertResult {
  mode: 'warm' | 'cold'
  ms: number
  /** Whether this conversion had to (re)start LibreOffice first. */
  started: boolean
}

/** CSV and TSV are imported as UTF-8 (76); the engine transcodes other encodings first. */
export const CSV_IMPORT = { filter: 'Text - txt - csv (StarCalc)', filterOptions: '44,34,76,1' }
export const TSV_IMPORT = { filter: 'Text - txt - csv (StarCalc)', filterOptions: '9,34,76,1' }

interface Instance {
  pipe: string
  soffice: ChildProcess
  bridge: ChildProcess
  lines: AsyncIterator<string>
  conversions: number
  dead: boolean
  stderr: string
}

const live = new Set<OfficeConverter>()
let exitHookInstalled = false

function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const converter of live) converter.killNow()
  })
}

/**
 * Office documents → PDF through LibreOffice. In warm mode one soffice is kept running
 * with a private profile (so it never collides with another soffice) and driven over a
 * UNO pipe; documents are converted one at a time per instance, LibreOffice is restarted
 * every `restartAfter` documents, above `maxRssMb`, and whenever it dies or a document
 * runs past `timeoutMs`. Create one instance per worker that converts office documents.
 */
/**
 * LibreOffice turns file names into URLs with the locale's charset: without a UTF-8 locale
 * (a bare `env -i` CI shell, a systemd unit) a Chinese file name fails type detection.
 */
function officeEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...markedEnv(), SAL_USE_VCLPLUGIN: 'svp' }
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG || ''
  if (!/utf-?8/i.test(locale)) env.LC_ALL = 'C.UTF-8'
  return env
}

/**
 * The PDF export of a one-off soffice, chosen by extension as the kept-running one chooses it
 * by document type (uno_bridge.ts): bookmarks from a text's headings and a workbook's sheets,
 * none from a presentation's placeholder slide names.
 */
function coldPdfExport(inputPath: string) {
  const kind = kindOfExtension(path.extname(inputPath).slice(1).toLowerCase())
  const [filter, bookmarks] =
    kind === 'ppt' ? ['impress_pdf_Export', false] : kind === 'excel' ? ['calc_pdf_Export', true] : ['writer_pdf_Export', true]
  return `pdf:${filter}:${JSON.stringify({ ExportBookmarks: { type: 'boolean', value: String(bookmarks) } })}`
}

export class OfficeConverter {
  readonly options: Required<Omit<OfficeConverterOptions, 'tools' | 'baseDir'>> & Pick<OfficeConverterOptions, 'tools' | 'baseDir'>
  #dir: string
  #queue: Promise<unknown> = Promise.resolve()
  #instance: Instance | null = null
  #closed = false
  #requestId = 0
  conversions = 0
  restarts = 0

  constructor(options: OfficeConverterOptions = {}) {
    this.options = {
      mode: options.mode ?? 'auto',
      restartAfter: options.restartAfter ?? 100,
      maxRssMb: options.maxRssMb ?? 1024,
      timeoutMs: options.timeoutMs ?? 120_000,
      startTimeoutMs: options.startTimeoutMs ?? 60_000,
      tools: options.tools,
      baseDir: options.baseDir,
    }
    this.#dir = path.join(options.baseDir ?? tmpdir(), `docsite-lo-${process.pid}-${randomBytes(4).toString('hex')}`)
    live.add(this)
    installExitHook()
  }

  /** The private directory (profile, bridge script, cold-mode output). */
  get directory() {
    return this.#dir
  }

  /** Whether a kept-running LibreOffice is up right now. */
  get running() {
    return Boolean(this.#instance && !this.#instance.dead)
  }

  /** Converts one document to PDF; calls are queued so one instance converts one at a time. */
  convert(inputPath: string, outputPath: string, input: OfficeConvertInput = {}): Promise<OfficeConvertResult> {
    const run = this.#queue.then(() => this.#convertNow(inputPath, outputPath, input))
    this.#queue = run.catch(() => {})
    return run
  }

  async #mode(): Promise<{ mode: 'warm' | 'cold'; soffice: string; python: string | null }> {
    const tools = await resolveTools(this.options.tools)
    if (!tools.soffice) throw toolMissing('LibreOffice', 'LibreOffice is not installed (soffice not found in PATH)')
    if (this.options.mode === 'cold') return { mode: 'cold', soffice: tools.soffice, python: null }
    if (!tools.python) {
      if (this.options.mode === 'warm') {
        throw toolMissing('python3-uno', 'warm mode needs a python3 that can import uno (Debian python3-uno)')
      }
      return { mode: 'cold', soffice: tools.soffice, python: null }
    }
    return { mode: 'warm', soffice: tools.soffice, python: tools.python }
  }

  async #convertNow(inputPath: string, outputPath: string, input: OfficeConvertInput): Promise<OfficeConvertResult> {
    if (this.#closed) throw new ConversionError('failed', 'the office converter was closed')
    const started = performance.now()
    const absoluteInput = path.resolve(inputPath)
    const absoluteOutput = path.resolve(outputPath)
    await rm(absoluteOutput, { force: true })
    const { mode, soffice, python } = await this.#mode()
    if (mode === 'cold') {
      await this.#convertCold(soffice, absoluteInput, absoluteOutput, input)
      this.conversions++
      return { mode, ms: Math.round(performance.now() - started), started: true }
    }

    let startedNow = false
    if (this.#instance && (this.#instance.dead || this.#instance.conversions >= this.options.restartAfter || (await this.#tooBig()))) {
      await this.#stop()
    }
    if (!this.#instance) {
      this.#instance = await this.#start(soffice, python!)
      startedNow = true
    }
    const instance = this.#instance
    instance.conversions++
    this.conversions++
    const id = ++this.#requestId
    const timeoutMs = input.timeoutMs ?? this.options.timeoutMs
    const reply = await this.#request(
      instance,
      { id, input: absoluteInput, output: absoluteOutput, filter: input.filter, filterOptions: input.filterOptions },
      timeoutMs
    )
    if (!reply.ok) {
      throw new ConversionError('corrupt', `LibreOffice could not convert the document: ${reply.error}`)
    }
    await this.#assertPdf(absoluteOutput)
    return { mode, ms: Math.round(performance.now() - started), started: startedNow }
  }

  async #assertPdf(file: string) {
    const info = await stat(file).catch(() => null)
    if (!info || info.size === 0) throw new ConversionError('corrupt', 'LibreOffice wrote no PDF')
  }

  async #request(instance: Instance, request: Record<string, unknown>, timeoutMs: number): Promise<{ ok: boolean; error?: string }> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        instance.dead = true
        this.#kill(instance)
        reject(new ConversionError('timeout', `LibreOffice took longer than ${timeoutMs} ms; it was killed and will restart`))
      }, timeoutMs)
    })
    try {
      instance.bridge.stdin!.write(JSON.stringify(request) + '\n')
      const answer = (async () => {
        const next = await instance.lines.next()
        if (next.done) {
          instance.dead = true
          this.#kill(instance)
          throw new ConversionError('failed', `LibreOffice stopped during the conversion: ${stderrSummary(instance.stderr)}`)
        }
        return JSON.parse(next.value) as { ok: boolean; error?: string }
      })()
      return await Promise.race([answer, timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  async #start(soffice: string, python: string): Promise<Instance> {
    const profile = path.join(this.#dir, 'profile')
    await mkdir(profile, { recursive: true })
    const script = path.join(this.#dir, 'uno_bridge.py')
    await writeFile(script, UNO_BRIDGE_PY)
    const pipe = `docsite_lo_${process.pid}_${randomBytes(6).toString('hex')}`
    const sofficeChild = spawn(
      soffice,
      [
        '--headless',
        '--invisible',
        '--nologo',
        '--norestore',
        '--nodefault',
        '--nolockcheck',
        '--nofirststartwizard',
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        `--accept=pipe,name=${pipe};urp;StarOffice.ComponentContext`,
      ],
      { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: officeEnv() }
    )
    const instance: Partial<Instance> & { stderr: string; conversions: number; dead: boolean } = {
      pipe,
      soffice: sofficeChild,
      stderr: '',
      conversions: 0,
      dead: false,
    }
    sofficeChild.stderr!.on('data', (chunk: Buffer) => {
      instance.stderr = (instance.stderr + chunk.toString('utf8')).slice(-4096)
    })
    const startFailure = new Promise<never>((_, reject) => {
      sofficeChild.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? toolMissing('LibreOffice', `LibreOffice is not installed (${soffice} not found)`)
            : new ConversionError('failed', `LibreOffice failed to start: ${error.message}`)
        )
      )
      sofficeChild.once('exit', (code) => {
        instance.dead = true
        reject(new ConversionError('failed', `LibreOffice exited at start with ${code}: ${stderrSummary(instance.stderr)}`))
      })
    })
    startFailure.catch(() => {})

    // The bridge reads requests from this process: when it dies, the bridge sees the end of
    // its input and kills LibreOffice's process group (the soffice it is given).
    const bridge = spawn(python, [script, pipe, String(this.options.startTimeoutMs / 1000), String(sofficeChild.pid ?? 0)], {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: markedEnv(),
    })
    instance.bridge = bridge
    bridge.stderr!.on('data', (chunk: Buffer) => {
      instance.stderr = (instance.stderr + chunk.toString('utf8')).slice(-4096)
    })
    bridge.stdin!.on('error', () => {})
    bridge.once('exit', () => {
      instance.dead = true
    })
    sofficeChild.once('exit', () => {
      instance.dead = true
    })
    instance.lines = createInterface({ input: bridge.stdout! })[Symbol.asyncIterator]()

    let timer: NodeJS.Timeout | undefined
    try {
      const ready = await Promise.race([
        instance.lines.next(),
        startFailure,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new ConversionError('timeout', `LibreOffice did not start within ${this.options.startTimeoutMs} ms`)),
            this.options.startTimeoutMs
          )
        }),
      ])
      const message = ready.done ? null : (JSON.parse(ready.value) as { ready: boolean; error?: string })
      if (!message?.ready) {
        throw new ConversionError('failed', `LibreOffice UNO bridge failed: ${message?.error ?? stderrSummary(instance.stderr)}`)
      }
    } catch (error) {
      this.#kill(instance as Instance)
      throw error
    } finally {
      clearTimeout(timer)
    }
    if (this.conversions > 0) this.restarts++
    return instance as Instance
  }

  /** Resident memory of soffice.bin (a child of oosplash, which we started). */
  async #tooBig() {
    const pid = this.#instance?.soffice.pid
    if (!pid) return false
    try {
      const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim().split(/\s+/).filter(Boolean)
      let kb = 0
      for (const child of [String(pid), ...children]) {
        const status = await readFile(`/proc/${child}/status`, 'utf8').catch(() => '')
        kb += Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)
      }
      return kb / 1024 > this.options.maxRssMb
    } catch {
      return false
    }
  }

  #kill(instance: Instance) {
    instance.dead = true
    if (instance.bridge) killTree(instance.bridge)
    if (instance.soffice) killTree(instance.soffice)
    // A killed soffice leaves its pipe socket behind (osl creates it in /tmp).
    const uid = process.getuid?.() ?? 0
    for (const dir of new Set(['/tmp', tmpdir()])) rmSync(path.join(dir, `OSL_PIPE_${uid}_${instance.pipe}`), { force: true })
  }

  async #stop() {
    const instance = this.#instance
    this.#instance = null
    if (!instance) return
    if (!instance.dead) {
      instance.bridge.stdin!.write(JSON.stringify({ op: 'quit' }) + '\n')
      const exited = new Promise((resolve) => instance.soffice.once('exit', resolve))
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))])
    }
    this.#kill(instance)
  }

  async #convertCold(soffice: string, inputPath: string, outputPath: string, input: OfficeConvertInput) {
    const profile = path.join(this.#dir, 'profile')
    const outDir = path.join(this.#dir, `cold-${randomBytes(4).toString('hex')}`)
    await mkdir(profile, { recursive: true })
    await mkdir(outDir, { recursive: true })
    try {
      const args = [
        '--headless',
        '--invisible',
        '--nologo',
        '--norestore',
        '--nodefault',
        '--nolockcheck',
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
      ]
      if (input.filter) args.push(`--infilter=${input.filter}${input.filterOptions ? `:${input.filterOptions}` : ''}`)
      args.push('--convert-to', coldPdfExport(inputPath), '--outdir', outDir, inputPath)
      const result = await runCommand(soffice, args, {
        step: 'office to PDF (cold soffice)',
        timeoutMs: input.timeoutMs ?? this.options.timeoutMs,
        env: officeEnv(),
      })
      const produced = path.join(outDir, `${path.parse(inputPath).name}.pdf`)
      const info = await stat(produced).catch(() => null)
      if (result.code !== 0 || !info || info.size === 0) {
        throw new ConversionError(
          'corrupt',
          `LibreOffice could not convert the document (exit ${result.code}): ${stderrSummary(result.stderr + result.stdout.toString())}`
        )
      }
      await rename(produced, outputPath)
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  }

  /** Stops LibreOffice and removes the private profile. */
  async close() {
    this.#closed = true
    await this.#queue
    await this.#stop()
    live.delete(this)
    await rm(this.#dir, { recursive: true, force: true })
  }

  /** Kills LibreOffice at once (process exit; tests use it to simulate a crash). The next document restarts it. */
  killNow() {
    if (this.#instance) this.#kill(this.#instance)
  }
}
