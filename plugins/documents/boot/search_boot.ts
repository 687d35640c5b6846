import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { queue } from '#core/queue/contracts'
import { registerSearchKind, searchIndex, SEARCH_SYNC_JOB } from '#core/search/contracts'
import { documentIdsFiledUnder, publicDocumentIds } from '../queries/search_source.js'
import { DOCUMENT_KIND as KIND, documentSearchKind } from '../search/document_search_kind.js'

const BATCH = 100

/** Public documents are indexed by a job; hidden ones (disabled, rejected, in the bin) leave the index before the request returns. */
export async function syncDocumentsInSearch(documentIds: number[]) {
  const ids = [...new Set(documentIds)]
  if (ids.length === 0) return
  const visible = new Set(await publicDocumentIds(ids))
  await searchIndex.remove(
    KIND,
    ids.filter((id) => !visible.has(id))
  )
  const queued = ids.filter((id) => visible.has(id))
  for (let start = 0; start < queued.length; start += BATCH) {
    const slice = queued.slice(start, start + BATCH)
    await queue.dispatch(SEARCH_SYNC_JOB, { kind: KIND, ids: slice }, slice.length === 1 ? { jobId: `search-document-${slice[0]}` } : {})
  }
}

function safely(task: () => Promise<void>) {
  return task().catch((error) => logger.error({ err: error }, 'documents: could not update the search index'))
}

/** Wiring of search: documents are a search kind, kept current from the documents events. */
export default async function searchBoot() {
  registerSearchKind(documentSearchKind)
  // The emitter service is bound once the app has booted; plugins boot before that.
  const emitter = await app.container.make('emitter')
  emitter.on('documents:created', ({ documentIds }) => safely(() => syncDocumentsInSearch(documentIds)))
  emitter.on('documents:converted', ({ documentId }) => safely(() => syncDocumentsInSearch([documentId])))
  emitter.on('documents:changed', ({ documentIds }) => safely(() => syncDocumentsInSearch(documentIds)))
  emitter.on('documents:removed', ({ documentIds }) => safely(() => searchIndex.remove(KIND, documentIds)))
  emitter.on('categories:changed', ({ categoryIds }) => safely(async () => syncDocumentsInSearch(await documentIdsFiledUnder(categoryIds))))
}
