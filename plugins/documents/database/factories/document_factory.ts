import { randomUUID } from 'node:crypto'
import factory from '@adonisjs/lucid/factories'
import Document from '../../models/document.js'
import { DocumentStatus } from '../../enums/document_status.js'

let counter = 0

/**
 * A converted, public one-page pdf with an svg preview and a unique file hash, so it can be
 * read and downloaded; tests and benches merge what they care about (title, status, pages…).
 */
export const DocumentFactory = factory
  .define(Document, () => {
    counter += 1
    return {
      uuid: randomUUID(),
      title: `测试文档 ${counter}`,
      keywords: '',
      description: '',
      userId: 0,
      hash: randomUUID().replace(/-/g, ''),
      ext: '.pdf',
      size: 100,
      language: '',
      price: 0,
      status: DocumentStatus.Converted,
      pages: 1,
      preview: 1,
      width: 100,
      height: 140,
      previewExt: '.svg',
      enableGzip: false,
      cover: '',
    }
  })
  .build()
