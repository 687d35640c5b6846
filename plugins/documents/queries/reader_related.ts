import logger from '@adonisjs/core/services/logger'
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
  return wherePublic(Document.query())
    .select(...COLUMNS)
    .pojo<Row>()
}

function recompute(document: Subject) {
  queue
    .dispatch(SIMILAR_JOB, { documentId: document.id }, { jobId: `similar-document-${document.id}` })
    .catch((error) => logger.warn({ err: error }, 'documents: could not queue the similar documents of %d', document.id))
}

/**
 * 相似文档: the kept list (compute_similar_documents.ts: the more-like-this matches, filled up
 * from the category), public documents only, one per file. A missing list is computed now
 * (`missing: 'compute'`, the API) or by a job while the category's most viewed stand in (the
 * reader, whose render must stay cheap); a stale one is recomputed by a job either way.
 */
async function similarRows(document: Subject, missing: 'compute' | 'queue'): Promise<Row[]> {
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
  if (!stored) {
    return distinctFiles(
      await sameCategoryQuery(document)
        .select(...COLUMNS)
        .limit(SIMILAR_LIMIT * 2)
        .pojo<Row>(),
      document
    ).slice(0, SIMILAR_LIMIT)
  }
  const { ids } = stored
  if (ids.length === 0) return []
  return distinctFiles(await publicRows().whereIn('id', ids).whereNot('hash', document.hash), document, ids).slice(0, SIMILAR_LIMIT)
}

/** The uploader's other public documents, newest first (an index walk, however many they uploaded), leaving out those already listed. */
async function uploaderRows(document: Subject, listed: Row[]) {
  const rows = await publicRows()
    .where('user_id', document.userId)
    .whereNotIn('id', [document.id, ...listed.map((row) => row.id)])
    .whereNot('hash', document.hash)
    .orderBy('id', 'desc')
    .limit(UPLOADER_LIMIT * 2)
  return distinctFiles(rows, document).slice(0, UPLOADER_LIMIT)
}

const json = ({ id, title, ext, pages, view_count: viewCount }: Row): ReaderRelatedJson => ({
  id,
  title,
  ext,
  pages,
  view_count: viewCount,
})

/** The reader's two lists: 相似文档 and the uploader's other documents (rows, not models). */
export async function relatedForReader(document: Subject) {
  const similar = await similarRows(document, 'queue')
  const uploader = await uploaderRows(document, similar)
  return { similar: similar.map(json), uploader: uploader.map(json) }
}

/** GET /api/v1/document/related: the similar documents as the API sends them, with their uploaders. */
export async function relatedDocuments(document: Subject) {
  const ids = (await similarRows(document, 'compute')).map((row) => row.id)
  if (ids.length === 0) return []
  const models = await Document.query().whereIn('id', ids).preload('user')
  return models.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}
