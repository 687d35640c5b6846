import { randomUUID, createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import sharp from 'sharp'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { storage } from '#core/storage/contracts'
import Document from '#plugins/documents/models/document'
import { DocumentFactory } from '#plugins/documents/database/factories/document_factory'
import DocumentText from '#plugins/documents/models/document_text'
import DocumentOutline from '#plugins/documents/models/document_outline'
import { countOutline, type OutlineEntry } from '#plugins/documents/services/conversion/index'
import { documentFiles } from '#plugins/documents/services/document_files'
import type { PageLayer } from '#plugins/documents/services/conversion/text_layer'
import type { DocumentStatusValue } from '#plugins/documents/enums/document_status'

let counter = 0

export interface ReaderDocumentOptions {
  userId?: number
  status?: DocumentStatusValue
  pages?: number
  preview?: number
  previewExt?: '.webp' | '.jpg' | '.png' | '.svg' | '.gzip.svg'
  price?: number
  title?: string
  deleted?: boolean
  /** The original file's bytes; a unique text by default. */
  original?: Buffer
  /** Text of each page (pages separated by \f in document_texts). */
  pageTexts?: string[]
  categoryIds?: number[]
  /** Skip writing previews (a document still converting). */
  withoutFiles?: boolean
  /** The file's outline (目录), as conversion stores it. */
  outline?: OutlineEntry[]
  /** Text layers of pages 1, 2, … as conversion writes them (`<n>.layer.gzip.json`); the document then has one. */
  textLayers?: PageLayer[]
}

async function pageImage(page: number, ext: string) {
  const label = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="594"><rect width="100%" height="100%" fill="#fff"/><rect x="20" y="20" width="380" height="554" fill="none" stroke="#ccd" stroke-width="4"/><text x="210" y="300" font-size="96" text-anchor="middle" fill="#335">${page}</text></svg>`
  if (ext === '.svg') return Buffer.from(label)
  if (ext === '.gzip.svg') return gzipSync(Buffer.from(label))
  const image = sharp(Buffer.from(label))
  if (ext === '.jpg') return image.jpeg().toBuffer()
  if (ext === '.png') return image.png().toBuffer()
  return image.webp().toBuffer()
}

/**
 * A document row as the conversion job leaves it, with its preview pages, cover, thumbnail
 * and original on the drive (no conversion run needed).
 */
export async function createReaderDocument(options: ReaderDocumentOptions = {}) {
  counter += 1
  const original = options.original ?? Buffer.from(`%PDF-1.4 reader test ${Date.now()} ${counter} ${randomUUID()}`)
  const hash = createHash('md5').update(original).digest('hex')
  const pages = options.pages ?? 6
  const preview = options.preview ?? Math.min(pages, 4)
  const previewExt = options.previewExt ?? '.webp'
  const document = await DocumentFactory.merge({
    title: options.title ?? `阅读测试文档 ${counter}`,
    keywords: '测试,阅读',
    description: '用于测试阅读器的文档',
    userId: options.userId ?? 0,
    hash,
    size: original.length,
    language: 'zh',
    price: options.price ?? 0,
    status: options.status ?? 2,
    pages,
    preview,
    width: 420,
    height: 594,
    previewExt,
    enableGzip: previewExt === '.gzip.svg',
    cover: 'cover.webp',
    outlineCount: options.outline ? countOutline(options.outline) : 0,
    textLayer: Boolean(options.textLayers?.length),
  }).create()
  if (options.outline) await DocumentOutline.updateOrCreate({ hash }, { entries: options.outline })
  if (options.deleted) {
    document.deletedAt = DateTime.now()
    await document.save()
  }
  if (options.categoryIds?.length) {
    await db.table('document_categories').multiInsert(options.categoryIds.map((id) => ({ document_id: document.id, category_id: id })))
  }
  const texts = options.pageTexts ?? Array.from({ length: pages }, (_, index) => `第${index + 1}页的正文内容 PAGE${index + 1}`)
  await DocumentText.updateOrCreate({ hash }, { content: texts.join('\f'), length: texts.join('\f').length, truncated: false })
  const disk = storage.disk()
  await disk.put(documentFiles.original(hash, '.pdf'), original)
  if (!options.withoutFiles) {
    // Pages beyond the preview exist on disk too: the server must still refuse them.
    for (let page = 1; page <= pages; page++) {
      await disk.put(documentFiles.derived(hash, `${page}${previewExt}`), await pageImage(page, previewExt))
    }
    for (const [index, layer] of (options.textLayers ?? []).entries()) {
      await disk.put(documentFiles.derived(hash, `${index + 1}.layer.gzip.json`), gzipSync(JSON.stringify(layer)))
    }
    await disk.put(documentFiles.derived(hash, 'cover.webp'), await pageImage(1, '.webp'))
    await disk.put(
      documentFiles.derived(hash, 'thumb.webp'),
      await sharp(await pageImage(1, '.webp'))
        .resize(300, 424)
        .webp()
        .toBuffer()
    )
  }
  return Document.findOrFail(document.id)
}
