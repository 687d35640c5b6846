import Document from '../models/document.js'
import { documentFiles } from '../services/document_files.js'
import { driveFileInfo } from './reader_drive_file.js'
import { findVisibleDocument, isPublic, whereVisibleTo, type Viewer } from './reader_visibility.js'
import { offersTextLayer } from './reader_text_layer.js'
import { pageIsOpen } from '../services/document_text_gate.js'

const HASH = /^[0-9a-f]{32}$/
const PAGE = /^([1-9]\d{0,5})(\.webp|\.jpg|\.png|\.gzip\.svg|\.svg)$/
const LAYER_PAGE = /^[1-9]\d{0,5}$/
const COVER_FORMATS = ['webp', 'jpg', 'png']

export const PREVIEW_CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.gzip.svg': 'image/svg+xml',
}

/**
 * The documents a /view key stands for: the document id the API emits, or a file hash
 * (the API family's form), which any visible document with that file answers for. Public
 * documents come first, so a file shared with a hidden document is still cached publicly.
 */
async function candidates(key: string, viewer: Viewer): Promise<Document[]> {
  if (/^[1-9]\d{0,15}$/.test(key)) {
    const document = await findVisibleDocument({ id: Number(key) }, viewer)
    return document ? [document] : []
  }
  if (!HASH.test(key)) return []
  const rows = await whereVisibleTo(Document.query(), viewer).where('hash', key).orderBy('id', 'asc').limit(50)
  return rows.sort((a, b) => Number(isPublic(b)) - Number(isPublic(a)))
}

export interface PreviewFile {
  key: string
  hash: string
  name: string
  contentType: string
  gzip: boolean
  /** Readable by anyone: may be cached by shared caches. */
  public: boolean
  /** Caches must ask again each time (what decides whether it may be sent can change). */
  revalidate?: boolean
  size: number
  lastModified: Date
}

async function located(
  document: Document,
  name: string,
  contentType: string,
  gzip: boolean,
  key = documentFiles.derived(document.hash, name)
): Promise<PreviewFile | null> {
  const info = await driveFileInfo(key)
  if (!info) return null
  return { key, hash: document.hash, name, contentType, gzip, public: isPublic(document), ...info }
}

/** Page n of a document's preview: only pages 1..preview, only in its own preview format. */
export async function findPreviewPage(key: string, page: string, viewer: Viewer): Promise<PreviewFile | null> {
  const match = PAGE.exec(page)
  if (!match) return null
  const number = Number(match[1])
  const ext = match[2]
  for (const document of await candidates(key, viewer)) {
    if (!document.hash || document.previewExt !== ext || number > document.preview) continue
    const file = await located(document, page, PREVIEW_CONTENT_TYPES[ext], ext === '.gzip.svg')
    if (file) return file
  }
  return null
}

/**
 * The text layer of page n: only for a preview page (the one gate on where a document's text
 * goes), only while the reader offers it (复制保护 off for this document).
 */
export async function findTextLayer(key: string, page: string, viewer: Viewer): Promise<PreviewFile | null> {
  if (!LAYER_PAGE.test(page)) return null
  const number = Number(page)
  for (const document of await candidates(key, viewer)) {
    if (!document.hash || !pageIsOpen(number, document, 'preview') || !(await offersTextLayer(document))) continue
    const file = await located(document, `${number}.layer.gzip.json`, 'application/json; charset=utf-8', true)
    if (file) return { ...file, revalidate: true }
  }
  return null
}

/** The cover (page 1 at preview size) or the A4 thumbnail, in whichever raster format the engine wrote. */
export async function findCover(key: string, kind: 'cover' | 'thumb', viewer: Viewer): Promise<PreviewFile | null> {
  for (const document of await candidates(key, viewer)) {
    if (!document.hash) continue
    const stored = /^(cover|thumb)\.(webp|jpg|png)$/.exec(document.cover)
    const formats = stored ? [stored[2], ...COVER_FORMATS.filter((format) => format !== stored[2])] : COVER_FORMATS
    for (const format of formats) {
      const file = await located(document, `${kind}.${format}`, PREVIEW_CONTENT_TYPES[`.${format}`], false)
      if (file) return file
    }
  }
  return null
}

/** A page the reader may ask for at twice the preview's width: the rendition when it exists, else what to render it from. */
export interface ZoomPage {
  document: Document
  page: number
  /** The preview's raster format, which the rendition keeps: '.webp', '.jpg' or '.png'. */
  ext: string
  /** Where the rendition lives on the drive. */
  key: string
  file: PreviewFile | null
}

/** The rendition as it is on the drive now (after rendering it), or null. */
export function zoomFile(target: Omit<ZoomPage, 'file'>) {
  return located(target.document, `${target.page}${target.ext}`, PREVIEW_CONTENT_TYPES[target.ext], false, target.key)
}

/**
 * Page n of a raster preview, larger (/view/zoom): the same documents and pages as
 * findPreviewPage. SVG previews have none; they are sharp at any zoom already.
 */
export async function findZoomPage(key: string, page: string, viewer: Viewer): Promise<ZoomPage | null> {
  const match = PAGE.exec(page)
  if (!match || match[2].endsWith('.svg')) return null
  const number = Number(match[1])
  const ext = match[2]
  for (const document of await candidates(key, viewer)) {
    if (!document.hash || document.previewExt !== ext || number > document.preview || document.width <= 0) continue
    const target = { document, page: number, ext, key: documentFiles.zoom(document.hash, page) }
    return { ...target, file: await zoomFile(target) }
  }
  return null
}
