import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import Document from '../models/document.js'
import { SIMILAR_JOB } from '../jobs/similar_job.js'
import { sameCategoryQuery, storedSimilarList, type StoredSimilarList } from './similar_lists.js'
import { wherePublic } from './reader_visibility.js'

const SIMILAR_LIMIT = 10
const UPLOADER_LIMIT = 5
const COLUMNS = ['id', 'hash', 'title', 'ext', 'pages', 'view_count'] as const

type Subject = Pick<Document, 'id' | 'hash' | 'userId'>

export interface ReaderRelatedJson {
  id: number
  title: string
  ext: string
  pages: number
  view_count: number
}

type Row = ReaderRelatedJson & { hash: string }

/** Rows in the order of `ids`, one per file: a list never shows two copies of a document, nor one of the document read. */
function distinctFiles(rows: Row[], document: Subject, ids?: number[]) {
  const position = ids && new Map(ids.map((id, index) => [id, index]))
  const ordered = position ? rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!) : rows
  const files = new Set([document.hash])
  return ordered.filter((row) => {
    if (files.has(row.hash)) return false
    files.add(row.hash)
    return true
  })
}

function publicRows() {
  return wherePublic(Document.query()).select(...COLUMNS)
}

function recompute(document: Subject) {
  queue
    .dispatch(SIMILAR_JOB, { documentId: document.id }, { jobId: `similar-document-${document.id}` })
    .catch((error) => logger.warn({ err: error }, 'documents: could not queue the similar documents of %d', document.id))
}

/**
 * 相似文档's kept list: a missing one is computed now (`missing: 'compute'`, the API) or by a
 * job (the reader, whose render must stay cheap); a stale one is recomputed by a job either way.
 * Null: none yet, the category's most viewed stand in.
 */
async function similarList(document: Subject, missing: 'compute' | 'queue'): Promise<StoredSimilarList | null> {
  let stored: StoredSimilarList | null = await storedSimilarList(document.id)
  if (!stored && missing === 'compute') {
    const { computeSimilarDocuments } = await import('../actions/compute_similar_documents.js')
    const ids = await computeSimilarDocuments(document.id).catch((error) => {
      logger.error({ err: error }, 'documents: could not compute the similar documents of %d', document.id)
      return []
    })
    stored = { ids: ids ?? [], fresh: true }
  }
  if (!stored?.fresh) recompute(document)
  return stored
}

/** The rows a list is made of: the kept ids, or the category's most viewed while there are none. */
function similarQuery(document: Subject, stored: StoredSimilarList | null) {
  if (!stored) {
    return sameCategoryQuery(document)
      .select(...COLUMNS)
      .limit(SIMILAR_LIMIT * 2)
  }
  return publicRows().whereIn('id', stored.ids).whereNot('hash', document.hash)
}

const byViews = (a: Row, b: Row) => b.view_count - a.view_count || b.id - a.id

/**
 * 相似文档: the kept list (compute_similar_documents.ts: the more-like-this matches, filled up
 * from the category), public documents only, one per file, at most ten.
 */
function similarOf(rows: Row[], document: Subject, stored: StoredSimilarList | null) {
  // Without a kept list the rows are the category's, most viewed first (sameCategoryQuery's order).
  const ordered = stored ? distinctFiles(rows, document, stored.ids) : distinctFiles(rows.sort(byViews), document)
  return ordered.slice(0, SIMILAR_LIMIT)
}

/** The uploader's other public documents, newest first, leaving out those already listed. */
function uploaderOf(rows: Row[], document: Subject, listed: Row[]) {
  const taken = new Set(listed.map((row) => row.id))
  const newest = rows.sort((a, b) => b.id - a.id).filter((row) => !taken.has(row.id))
  return distinctFiles(newest.slice(0, UPLOADER_LIMIT * 2), document).slice(0, UPLOADER_LIMIT)
}

const json = ({ id, title, ext, pages, view_count: viewCount }: Row): ReaderRelatedJson => ({
  id,
  title,
  ext,
  pages,
  view_count: viewCount,
})

/**
 * The reader's two lists, 相似文档 and the uploader's other documents (rows, not models), in one
 * statement after the kept list: a page view's every query is paid for on each uncached render.
 * The uploader's are asked for newest first (an index walk, however many they uploaded) with room
 * for those the similar list takes, so that leaving those out here equals leaving them out in SQL.
 */
export async function relatedForReader(document: Subject) {
  const stored = await similarList(document, 'queue')
  const uploaderQuery = publicRows()
    .where('user_id', document.userId)
    .whereNot('id', document.id)
    .whereNot('hash', document.hash)
    .orderBy('id', 'desc')
    .limit(UPLOADER_LIMIT * 2 + SIMILAR_LIMIT)
  const rows: (Row & { list: number })[] = await db
    .query()
    .select('*', db.raw('1 as list'))
    .from(similarQuery(document, stored).as('similar'))
    .unionAll(db.query().select('*', db.raw('2 as list')).from(uploaderQuery.as('uploader')))
  const similar = similarOf(
    rows.filter((row) => row.list === 1),
    document,
    stored
  )
  const uploader = uploaderOf(
    rows.filter((row) => row.list === 2),
    document,
    similar
  )
  return { similar: similar.map(json), uploader: uploader.map(json) }
}

/** GET /api/v1/document/related: the similar documents as the API sends them, with their uploaders. */
export async function relatedDocuments(document: Subject) {
  const stored = await similarList(document, 'compute')
  const rows = await similarQuery(document, stored).pojo<Row>()
  const ids = similarOf(rows, document, stored).map((row) => row.id)
  if (ids.length === 0) return []
  const models = await Document.query().whereIn('id', ids).preload('user')
  return models.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}
