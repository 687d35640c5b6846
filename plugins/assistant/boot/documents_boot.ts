import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { queue } from '#core/queue/contracts'
import { settings } from '#core/settings/contracts'
import { documentPageExtras, PUBLIC_STATUSES, publicDocumentIds } from '#plugins/documents/contracts'
import type { AssistantSettings } from '../settings.js'
import { hasChunks, removeDocumentChunks } from '../services/chunk_index.js'
import { retrieveChunks } from '../services/retrieve_chunks.js'
import { provideDocumentRetriever } from '../services/document_retrieval.js'
import { INDEX_CHUNKS_JOB } from '../jobs/index_chunks_job.js'

function safely(task: () => Promise<unknown>) {
  return task().catch((error) => logger.error({ err: error }, 'assistant: could not update the document chunks'))
}

async function queueChunks(documentIds: number[]) {
  for (const documentId of documentIds) await queue.dispatch(INDEX_CHUNKS_JOB, { documentId })
}

/**
 * Loaded only when the documents plugin is: answers cite the pages of its documents. Chunks
 * follow the documents events; whether a document may be cited is checked when retrieving.
 */
export default async function documentsBoot() {
  provideDocumentRetriever({ retrieve: retrieveChunks, citable: async (id) => (await publicDocumentIds([id])).length > 0 })
  const emitter = await app.container.make('emitter')
  emitter.on('documents:converted', ({ documentId }) => safely(() => queueChunks([documentId])))
  // A document indexed by nothing yet (converted before this plugin, or its job failed) catches up when it changes.
  emitter.on('documents:changed', ({ documentIds }) =>
    safely(async () => {
      const missing: number[] = []
      for (const documentId of documentIds) if (!(await hasChunks(documentId))) missing.push(documentId)
      await queueChunks(missing)
    })
  )
  emitter.on('documents:removed', ({ documentIds }) => safely(() => removeDocumentChunks(documentIds)))
  // 问这篇文档 above the pages of a document anyone may read, while the panel is on.
  documentPageExtras.add('assistant', async ({ document }) => {
    const readable = PUBLIC_STATUSES.includes(document.status) && !document.deletedAt && document.preview > 0
    if (!readable || !(await settings.group<AssistantSettings>('assistant')).enable) return {}
    return { ask_document_tool: 'assistant.askDocument' }
  })
}
