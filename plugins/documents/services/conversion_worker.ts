import { availableParallelism } from 'node:os'
import { settings } from '#core/settings/contracts'
import { convertDocument, OfficeConverter, type ConversionResult, type ConvertOptions, type PreviewFormat } from './conversion/index.js'

export type ConverterSettings = {
  max_preview: number
  max_preview_percent: number
  extension: PreviewFormat
  enable_gzip: boolean
  enable_convert_repeated_document: boolean
  concurrency: number
  attempts: number
  timeout: number
  office_restart_every: number
}

export type ConvertEngine = (input: string, name: string, outDir: string, options: ConvertOptions) => Promise<ConversionResult>

const MINUTE = 60_000

function positiveInt(raw: string | undefined) {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : undefined
}

export function converterSettings() {
  return settings.group<ConverterSettings>('converter')
}

/** How long a worker holds a document without renewing: a dead worker's document is free again after it. */
export function leaseSeconds() {
  return positiveInt(process.env.DOCSITE_CONVERT_LEASE_SECONDS) ?? 120
}

/** The engine's options for one document, from the converter settings (read per document). */
export function engineOptions(values: ConverterSettings): ConvertOptions {
  const stepTimeoutMs = Math.max(1, Number(values.timeout) || 30) * MINUTE
  const maxPages = positiveInt(process.env.DOCSITE_CONVERT_MAX_PAGES)
  return {
    format: values.extension,
    gzipSvg: Boolean(values.enable_gzip),
    maxPreview: Math.max(0, Number(values.max_preview) || 0),
    previewPercent: Math.min(100, Math.max(0, Number(values.max_preview_percent) || 0)),
    stepTimeoutMs,
    ebookTimeoutMs: stepTimeoutMs,
    keepPdf: true,
    ...(maxPages ? { maxPages } : {}),
  }
}

/**
 * What one worker process keeps between documents: a kept-running LibreOffice (started on
 * the first office document, rebuilt when its settings change, closed on shutdown) and a
 * count of real renders. `engine` is the conversion itself; tests may wrap it.
 */
export class ConversionWorker {
  engine: ConvertEngine = convertDocument
  /** Documents this process rendered (dedupe hits do not count). */
  rendered = 0
  #office: { converter: OfficeConverter; key: string } | null = null
  #active = 0
  #closing = false

  #officeFor(values: ConverterSettings) {
    const restartAfter = Math.max(1, Number(values.office_restart_every) || 50)
    const timeoutMs = Math.max(1, Number(values.timeout) || 30) * MINUTE
    const key = `${restartAfter}/${timeoutMs}`
    if (this.#closing) return { converter: new OfficeConverter({ restartAfter, timeoutMs }), ephemeral: true }
    if (this.#office?.key !== key) {
      const previous = this.#office
      this.#office = { converter: new OfficeConverter({ restartAfter, timeoutMs }), key }
      void previous?.converter.close()
    }
    return { converter: this.#office.converter, ephemeral: false }
  }

  /** Converts one file into outDir with the settings' options and this process's LibreOffice. */
  async convert(input: string, name: string, outDir: string, values: ConverterSettings, workDir: string) {
    const office = this.#officeFor(values)
    this.#active += 1
    // Image encoding is the costly step: a document may use every core, and documents converting
    // at once share them through the engine's process-wide encode slots (so the last one to
    // finish gets them all back, which a split fixed at its start did not allow).
    const concurrency = availableParallelism()
    try {
      const result = await this.engine(input, name, outDir, { ...engineOptions(values), office: office.converter, workDir, concurrency })
      this.rendered += 1
      return result
    } finally {
      this.#active -= 1
      // After shutdown began, nothing may leave a LibreOffice behind.
      if (office.ephemeral) await office.converter.close()
    }
  }

  /** Waits (bounded) for conversions in flight, then closes LibreOffice. */
  async close(graceMs = 15_000) {
    this.#closing = true
    const deadline = Date.now() + graceMs
    while (this.#active > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    const office = this.#office
    this.#office = null
    await office?.converter.close()
  }

  /** For tests: a fresh state after close(). */
  reset() {
    this.#closing = false
    this.rendered = 0
    this.engine = convertDocument
  }
}

export const conversionWorker = new ConversionWorker()
