import { open, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { readCfbEntryNames } from './cfb_reader.js'
import { ConversionError } from './errors.js'
import { looksLikeText } from './text_encoding.js'
import { assertNotZipBomb, DEFAULT_ZIP_LIMITS, readZipDirectory, readZipEntry, type ZipEntry, type ZipLimits } from './zip_reader.js'

/** The spec's file types ("File type by extension"). */
export type DocumentKind = 'pdf' | 'word' | 'ppt' | 'excel' | 'text' | 'epub' | 'mobi' | 'chm' | 'umd' | 'other'

const EXTENSIONS: Record<Exclude<DocumentKind, 'other'>, string[]> = {
  pdf: ['pdf'],
  word: ['doc', 'docx', 'rtf', 'wps', 'odt', 'dot', 'docm', 'dotx', 'dotm', 'ott'],
  ppt: ['ppt', 'pptx', 'pps', 'ppsx', 'dps', 'odp', 'pot', 'pptm', 'potx', 'ppsm', 'otp'],
  excel: ['xls', 'xlsx', 'et', 'ods', 'csv', 'tsv', 'xlsm', 'xltx', 'xlt', 'xlsb', 'ots'],
  text: ['txt'],
  epub: ['epub'],
  mobi: ['mobi', 'azw', 'azw3', 'azw4'],
  chm: ['chm'],
  umd: ['umd'],
}

const KIND_BY_EXTENSION = new Map<string, DocumentKind>(
  Object.entries(EXTENSIONS).flatMap(([kind, extensions]) => extensions.map((ext) => [ext, kind as DocumentKind]))
)

/** The extensions of one kind of document, e.g. epub → ['epub']. */
export function extensionsOfKind(kind: Exclude<DocumentKind, 'other'>) {
  return EXTENSIONS[kind]
}

/** The kind the spec gives a bare extension (no content check), 'other' when unknown. */
export function kindOfExtension(ext: string): DocumentKind {
  return KIND_BY_EXTENSION.get(ext.replace(/^\./, '').toLowerCase()) ?? 'other'
}

/** Every extension the engine converts. */
export const SUPPORTED_EXTENSIONS = [...KIND_BY_EXTENSION.keys()]

export interface DetectedFileType {
  kind: Exclude<DocumentKind, 'other'>
  /** The extension that fits the content (without dot), used for the stored file and the converter. */
  ext: string
  mime: string
  /** The extension of the uploaded name ('' when it had none). */
  declaredExt: string
  /** The uploaded name's extension differs from the content (e.g. a docx named .doc). */
  renamed: boolean
  size: number
  /** For zip containers: the directory, reused by the zip bomb check. */
  zipEntries?: ZipEntry[]
}

export interface DetectOptions {
  zipLimits?: ZipLimits
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  dot: 'application/msword',
  wps: 'application/vnd.ms-works',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
  odt: 'application/vnd.oasis.opendocument.text',
  xls: 'application/vnd.ms-excel',
  et: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  ppt: 'application/vnd.ms-powerpoint',
  pps: 'application/vnd.ms-powerpoint',
  dps: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppsx: 'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  odp: 'application/vnd.oasis.opendocument.presentation',
  txt: 'text/plain',
  epub: 'application/epub+zip',
  mobi: 'application/x-mobipocket-ebook',
  azw3: 'application/vnd.amazon.ebook',
  chm: 'application/vnd.ms-htmlhelp',
  umd: 'application/octet-stream',
}

function extensionOf(name: string) {
  const base =
    String(name ?? '')
      .split(/[\\/]/)
      .pop() ?? ''
  const ext = path.extname(base).slice(1).toLowerCase()
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : ''
}

/** Keeps the uploaded extension when it names the same format family, else the canonical one. */
function pick(declared: string, family: string[], canonical: string) {
  return family.includes(declared) ? declared : canonical
}

function notADocument(declaredExt: string, what: string): never {
  if (kindOfExtension(declaredExt) !== 'other') {
    throw new ConversionError('mismatch', `content is ${what} but the name says .${declaredExt}`)
  }
  throw new ConversionError('unsupported', `content is ${what}${declaredExt ? ` (named .${declaredExt})` : ''}`)
}

async function readHead(filePath: string, length: number) {
  const handle = await open(filePath, 'r')
  try {
    const buffer = Buffer.alloc(length)
    const { bytesRead } = await handle.read(buffer, 0, length, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

const OPENDOCUMENT: Record<string, [Exclude<DocumentKind, 'other'>, string]> = {
  'application/vnd.oasis.opendocument.text': ['word', 'odt'],
  'application/vnd.oasis.opendocument.text-template': ['word', 'ott'],
  'application/vnd.oasis.opendocument.spreadsheet': ['excel', 'ods'],
  'application/vnd.oasis.opendocument.spreadsheet-template': ['excel', 'ots'],
  'application/vnd.oasis.opendocument.presentation': ['ppt', 'odp'],
  'application/vnd.oasis.opendocument.presentation-template': ['ppt', 'otp'],
}

async function detectZip(filePath: string, declaredExt: string, limits: ZipLimits) {
  const entries = await readZipDirectory(filePath)
  // Cheap check on declared sizes now; convertDocument inflates for real before converting.
  await assertNotZipBomb(filePath, entries, limits, { inflate: false })
  const names = new Set(entries.map((entry) => entry.name))
  const mimetypeEntry = entries.find((entry) => entry.name === 'mimetype')
  if (mimetypeEntry) {
    const mimetype = (await readZipEntry(filePath, mimetypeEntry, 256)).toString('latin1').trim()
    if (mimetype === 'application/epub+zip') return { kind: 'epub' as const, ext: 'epub', entries }
    const od = OPENDOCUMENT[mimetype]
    if (od) return { kind: od[0], ext: od[1], entries }
  }
  if (
    names.has('[Content_Types].xml') ||
    [...names].some((name) => name.startsWith('word/') || name.startsWith('xl/') || name.startsWith('ppt/'))
  ) {
    if (names.has('word/document.xml') || [...names].some((name) => /^word\/document\d*\.xml$/.test(name))) {
      return { kind: 'word' as const, ext: pick(declaredExt, ['docx', 'docm', 'dotx', 'dotm'], 'docx'), entries }
    }
    if (names.has('xl/workbook.xml') || names.has('xl/workbook.bin')) {
      const canonical = names.has('xl/workbook.bin') ? 'xlsb' : 'xlsx'
      return { kind: 'excel' as const, ext: pick(declaredExt, ['xlsx', 'xlsm', 'xltx', 'xlsb'], canonical), entries }
    }
    if (names.has('ppt/presentation.xml')) {
      return { kind: 'ppt' as const, ext: pick(declaredExt, ['pptx', 'ppsx', 'pptm', 'potx', 'ppsm'], 'pptx'), entries }
    }
  }
  return notADocument(declaredExt, 'a zip archive that is not an office document or e-book')
}

async function detectCfb(filePath: string, declaredExt: string) {
  const names = await readCfbEntryNames(filePath)
  if (!names) throw new ConversionError('corrupt', 'OLE compound file directory is unreadable')
  const has = (name: string) => names.some((entry) => entry.toLowerCase() === name.toLowerCase())
  if (has('EncryptedPackage') || has('EncryptionInfo')) {
    throw new ConversionError('encrypted', 'password-protected Office document (OLE EncryptedPackage)')
  }
  if (has('WordDocument')) return { kind: 'word' as const, ext: pick(declaredExt, ['doc', 'dot', 'wps'], 'doc') }
  if (has('Workbook') || has('Book')) return { kind: 'excel' as const, ext: pick(declaredExt, ['xls', 'et', 'xlt'], 'xls') }
  if (has('PowerPoint Document')) return { kind: 'ppt' as const, ext: pick(declaredExt, ['ppt', 'pps', 'pot', 'dps'], 'ppt') }
  return notADocument(declaredExt, `an OLE compound file without a Word, Excel or PowerPoint stream (${names.slice(0, 6).join(', ')})`)
}

/**
 * What a file is, by its content: magic bytes (file-type), the directory of ZIP containers
 * (docx/xlsx/pptx/epub/OpenDocument) and OLE files (doc/xls/ppt/wps), and text sniffing for
 * txt/csv. The uploaded name only picks between formats of the same family; a name that
 * promises a document over content that is not one (an executable renamed .pdf) is refused.
 */
export async function detectFileType(filePath: string, originalName: string, options: DetectOptions = {}): Promise<DetectedFileType> {
  const declaredExt = extensionOf(originalName)
  const info = await stat(filePath)
  if (!info.isFile()) throw new ConversionError('unsupported', `${filePath} is not a regular file`)
  if (info.size === 0) throw new ConversionError('empty', 'the file has 0 bytes')
  const head = await readHead(filePath, 64 * 1024)
  const finish = (kind: Exclude<DocumentKind, 'other'>, ext: string, zipEntries?: ZipEntry[]): DetectedFileType => ({
    kind,
    ext,
    mime: MIME[ext] ?? MIME[EXTENSIONS[kind][0]] ?? 'application/octet-stream',
    declaredExt,
    renamed: declaredExt !== ext,
    size: info.size,
    zipEntries,
  })

  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) {
    const found = await detectZip(filePath, declaredExt, options.zipLimits ?? DEFAULT_ZIP_LIMITS)
    return finish(found.kind, found.ext, found.entries)
  }
  if (head.length >= 8 && head.readUInt32LE(0) === 0xe011cfd0 && head.readUInt32LE(4) === 0xe11ab1a1) {
    const found = await detectCfb(filePath, declaredExt)
    return finish(found.kind, found.ext)
  }
  // A PDF may carry junk before its header; readers accept it within the first KiB.
  const pdfAt = head.subarray(0, 1024).indexOf('%PDF-')
  if (pdfAt >= 0) return finish('pdf', 'pdf')
  if (head.length >= 4 && head.readUInt32LE(0) === 0xde9a9b89) return finish('umd', 'umd')

  const magic = await fileTypeFromBuffer(head)
  if (magic) {
    if (magic.ext === 'rtf') return finish('word', 'rtf')
    if (magic.ext === 'mobi') return finish('mobi', pick(declaredExt, EXTENSIONS.mobi, 'mobi'))
    if (magic.ext === 'chm') return finish('chm', 'chm')
    if (magic.ext === 'pdf') return finish('pdf', 'pdf')
    if (magic.ext !== 'xml' && magic.ext !== 'vtt' && magic.ext !== 'ics' && magic.ext !== 'vcf') {
      return notADocument(declaredExt, `${magic.mime} (.${magic.ext})`)
    }
  }
  if (head.length >= 68 && head.subarray(60, 68).toString('latin1') === 'BOOKMOBI') {
    return finish('mobi', pick(declaredExt, EXTENSIONS.mobi, 'mobi'))
  }
  if (looksLikeText(head)) {
    if (declaredExt === 'csv' || declaredExt === 'tsv') return finish('excel', declaredExt)
    const start = head.subarray(0, 512).toString('utf8').trimStart().toLowerCase()
    const markup = start.startsWith('<html') || start.startsWith('<!doctype html') || start.startsWith('<?xml')
    // Word/Excel "HTML" and "XML 2003" files are commonly saved with .doc/.xls names.
    if (markup && ['doc', 'xls'].includes(declaredExt)) return finish(kindOfExtension(declaredExt) as 'word' | 'excel', declaredExt)
    const declaredKind = kindOfExtension(declaredExt)
    if (declaredKind !== 'other' && declaredKind !== 'text') {
      throw new ConversionError('mismatch', `content is plain text but the name says .${declaredExt}`)
    }
    return finish('text', 'txt')
  }
  return notADocument(declaredExt, 'binary data of an unknown format')
}
