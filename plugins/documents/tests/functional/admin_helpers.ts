import type { Group } from '@japa/runner/core'
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { Category } from '#plugins/categories/contracts'
import { DocumentFactory } from '#plugins/documents/database/factories/document_factory'
import Language from '#plugins/documents/models/language'
import { CONVERT_JOB } from '#plugins/documents/actions/queue_conversion'
import { unique } from '#tests/helpers/unique'

export { documentsDisabled, disabledReason } from '../documents_enabled.js'
export { unique }

export function hashOf(text: string) {
  return createHash('md5').update(text).digest('hex')
}

export async function makeCategory(title = unique('分类'), parentId = 0, type = 0) {
  return Category.create({ title, parentId, type, enable: true })
}

export async function makeLanguage(code = unique('l').slice(0, 12), name = `语言${code}`) {
  return Language.create({ language: name, code, enable: true, sort: 0 })
}

export interface DocumentSeed {
  title?: string
  userId: number
  status?: number
  pages?: number
  /** Pages anyone may read; all of them by default. */
  preview?: number
  ext?: string
  hash?: string
  language?: string
  price?: number
  keywords?: string
  description?: string
  recommended?: boolean
  deleted?: { by: number }
  convertError?: string
  categoryIds?: number[]
}

/** A document row as the upload would leave it, filed under the given categories. */
export async function makeDocument(seed: DocumentSeed) {
  const pages = seed.pages ?? ((seed.status ?? 2) === 2 ? 3 : 0)
  const document = await DocumentFactory.merge({
    title: seed.title ?? unique('文档'),
    keywords: seed.keywords ?? '',
    description: seed.description ?? '',
    userId: seed.userId,
    hash: seed.hash ?? hashOf(unique('file')),
    ext: seed.ext ?? '.pdf',
    size: 1024,
    language: seed.language ?? '',
    price: seed.price ?? 0,
    status: (seed.status ?? 2) as any,
    pages,
    preview: seed.preview ?? pages,
    convertError: seed.convertError ?? '',
    recommendAt: seed.recommended ? DateTime.now() : null,
    deletedAt: seed.deleted ? DateTime.now() : null,
    deletedUserId: seed.deleted?.by ?? 0,
  }).create()
  if (seed.categoryIds?.length) {
    await db.table('document_categories').multiInsert(seed.categoryIds.map((id) => ({ document_id: document.id, category_id: id })))
  }
  return document
}

export async function wipeDocuments() {
  await db.from('document_categories').delete()
  await db.from('document_scores').delete()
  await db.from('document_downloads').delete()
  await db.from('documents').delete()
}

/**
 * Records conversion dispatches instead of queueing them: the tests check what was
 * queued, not the converter (which has its own tests).
 */
export function spyOnConversions() {
  const queued: number[] = []
  const original = queue.dispatch
  queue.dispatch = (async (job: string, payload: any) => {
    if (job === CONVERT_JOB) queued.push(Number(payload.documentId))
    return `spy-${queued.length}`
  }) as typeof queue.dispatch
  return {
    queued,
    restore: () => {
      queue.dispatch = original
    },
  }
}

/** spyOnConversions around each test of the group; `queued` is the running test's list. */
export function spyOnConversionsEach(group: Group) {
  let current: ReturnType<typeof spyOnConversions> | undefined
  group.each.setup(() => {
    const spy = spyOnConversions()
    current = spy
    return () => spy.restore()
  })
  return {
    get queued() {
      return current?.queued ?? []
    },
  }
}

export async function docCountOf(table: 'categories' | 'users', id: number) {
  const row = await db.from(table).where('id', id).select('doc_count').first()
  return Number(row?.doc_count ?? -1)
}

export async function languageTotal(code: string) {
  const row = await db.from('languages').where('code', code).select('total').first()
  return Number(row?.total ?? -1)
}
