import { constants } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ebookToPdf } from './ebook_converter.js'
import { ConversionError } from './errors.js'
import { detectFileType, type DetectedFileType } from './file_type.js'
import { CSV_IMPORT, OfficeConverter, TSV_IMPORT } from './office_converter.js'
import { sanitizeFilename } from './sanitize_filename.js'
import { processPdf, type ProcessPdfOptions, type ProcessPdfResult } from './process_pdf.js'
import { decodeText, type TextEncoding } from './text_encoding.js'
import { textToPdf } from './text_to_pdf.js'
import { parseUmd } from './umd_reader.js'
import { assertNotZipBomb, DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip_reader.js'

export interface ConvertOptions extends ProcessPdfOptions {
  /** The LibreOffice to use; default: one shared, kept-running converter for the process. */
  office?: OfficeConverter
  /** Also keep the intermediate PDF of non-PDF documents in outDir as document.pdf. Default false. */
  keepPdf?: boolean
  /** Zip bomb limits for docx/xlsx/pptx/epub/OpenDocument. */
  zipLimits?: ZipLimits
  /** Refuse files larger than this many bytes (0 = no limit). Default 0. */
  maxFileBytes?: number
  /** Refuse text files above this many bytes (they are laid out in-process). Default 64 MiB. */
  maxTextFileBytes?: number
  /** Timeout of the e-book → PDF step. Default 5 minutes. */
  ebookTimeoutMs?: number
  /** A font file with Chinese glyphs for text documents. */
  textFontFile?: string
}

export type ToPdfTool = 'libreoffice-warm' | 'libreoffice-cold' | 'calibre' | 'text-layout'

export interface ConversionResult extends Omit<ProcessPdfResult, 'tools' | 'timings'> {
  kind: DetectedFileType['kind']
  ext: string
  mime: string
  declaredExt: string
  renamed: boolean
  /** Encoding found for txt/csv/tsv input. */
  encoding: TextEncoding | null
  /** 'document.pdf' when keepPdf was set and the input was not a PDF. */
  pdf: string | null
  tools: ProcessPdfResult['tools'] & { toPdf: ToPdfTool | null }
  timings: ProcessPdfResult['timings'] & { detect: number; toPdf: number; pdf: number }
}

let sharedOffice: OfficeConverter | null = null

/** The process-wide kept-running LibreOffice used when no converter is passed. */
export function defaultOfficeConverter() {
  sharedOffice ??= new OfficeConverter()
  return sharedOffice
}

export async function closeDefaultOfficeConverter() {
  const office = sharedOffice
  sharedOffice = null
  await office?.close()
}

const since = (start: number) => Math.round(performance.now() - start)

/**
 * The whole conversion of one uploaded file: identify it by content, turn it into a PDF
 * (LibreOffice for office files, calibre for e-books, an in-process layout for text),
 * then render previews, cover, thumbnail and text into outDir (see processPdf).
 * Throws ConversionError with a reason code and a Chinese user message on every failure.
 */
export async function convertDocument(
  inputPath: string,
  originalName: string,
  outDir: string,
  options: ConvertOptions = {}
): Promise<ConversionResult> {
  const started = performance.now()
  const detected = await detectFileType(inputPath, originalName, { zipLimits: options.zipLimits })
  if (options.maxFileBytes && detected.size > options.maxFileBytes) {
    throw new ConversionError('too-large', `${detected.size} bytes (limit ${options.maxFileBytes})`)
  }
  if (detected.zipEntries && detected.kind !== 'pdf') {
    await assertNotZipBomb(inputPath, detected.zipEntries, options.zipLimits ?? DEFAULT_ZIP_LIMITS)
  }
  const detectMs = since(started)

  await mkdir(outDir, { recursive: true })
  const base = options.workDir ?? tmpdir()
  await mkdir(base, { recursive: true })
  const work = await mkdtemp(path.join(base, 'docsite-convert-'))
  try {
    const toPdfStart = performance.now()
    let pdfPath = inputPath
    let toPdf: ToPdfTool | null = null
    let encoding: TextEncoding | null = null
    const warnings: string[] = []
    // Converters read a private copy with the detected extension; the sanitized name is kept
    // because LibreOffice prints it (a spreadsheet's sheet name comes from it).
    const stem = path.parse(sanitizeFilename(originalName, { maxBytes: 120, fallback: 'document' })).name || 'document'
    const source = path.join(work, `${stem}.${detected.ext}`)

    switch (detected.kind) {
      case 'pdf':
        break
      case 'word':
      case 'ppt':
      case 'excel': {
        pdfPath = path.join(work, 'document.pdf')
        const office = options.office ?? defaultOfficeConverter()
        let input = {}
        if (detected.ext === 'csv' || detected.ext === 'tsv') {
          const decoded = decodeText(await readLimited(inputPath, options.maxTextFileBytes))
          encoding = decoded.encoding
          await writeFile(source, decoded.text, 'utf8')
          input = detected.ext === 'csv' ? CSV_IMPORT : TSV_IMPORT
        } else {
          await copyFile(inputPath, source, constants.COPYFILE_FICLONE)
        }
        const converted = await office.convert(source, pdfPath, input)
        toPdf = converted.mode === 'warm' ? 'libreoffice-warm' : 'libreoffice-cold'
        break
      }
      case 'epub':
      case 'mobi':
      case 'chm': {
        pdfPath = path.join(work, 'document.pdf')
        await copyFile(inputPath, source, constants.COPYFILE_FICLONE)
        await ebookToPdf(source, pdfPath, { tools: options.tools, timeoutMs: options.ebookTimeoutMs, workDir: work })
        toPdf = 'calibre'
        break
      }
      case 'text':
      case 'umd': {
        pdfPath = path.join(work, 'document.pdf')
        const bytes = await readLimited(inputPath, options.maxTextFileBytes)
        let text: string
        let title = ''
        if (detected.kind === 'umd') {
          const book = parseUmd(bytes)
          text = book.text
          title = book.title
        } else {
          const decoded = decodeText(bytes)
          encoding = decoded.encoding
          text = decoded.text
        }
        const laidOut = await textToPdf(text, pdfPath, { fontFile: options.textFontFile, title, maxPages: options.maxPages || undefined })
        if (laidOut.truncated) warnings.push(`text cut after ${laidOut.pages} pages`)
        toPdf = 'text-layout'
        break
      }
    }
    const toPdfMs = since(toPdfStart)

    const processed = await processPdf(pdfPath, outDir, { ...options, workDir: work })
    let pdf: string | null = null
    if (options.keepPdf && pdfPath !== inputPath) {
      pdf = 'document.pdf'
      await copyFile(pdfPath, path.join(outDir, pdf))
    }
    return {
      ...processed,
      kind: detected.kind,
      ext: detected.ext,
      mime: detected.mime,
      declaredExt: detected.declaredExt,
      renamed: detected.renamed,
      encoding,
      pdf,
      warnings: [...warnings, ...processed.warnings],
      tools: { ...processed.tools, toPdf },
      timings: { ...processed.timings, detect: detectMs, toPdf: toPdfMs, pdf: processed.timings.total, total: since(started) },
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function readLimited(file: string, maxBytes = 64 * 1024 * 1024) {
  const info = await stat(file)
  if (info.size > maxBytes) throw new ConversionError('too-large', `text file of ${info.size} bytes (limit ${maxBytes})`)
  return readFile(file)
}
