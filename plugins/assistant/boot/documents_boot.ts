import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { queue } from '#core/queue/contracts'
import { settings } from '#core/settings/contracts'
import { documentPageExtras, openPageCount, publicDocumentIds } from '#plugins/documents/contracts'
import type { AssistantSettings } from '../settings.js'
import { hasChunks, removeDocumentChunks } from '../services/chunk_index.js'
import { retrieveChunks } from '../services/retrieve_chunks.js'
import { warmVectorStore } from '../services/vector_retrieval.js'
import { provideDocumentRetriever } from '../services/document_retrieval.js'
import { INDEX_CHUNKS_JOB } from '../jobs/index_chunks_job.js'
import { SUMMARIZE_JOB } from '../jobs/summarize_document_job.js'
import { removeSummaries, storedSummary } from '../services/document_summary.js'
import { aiConfigured } from '../services/ai_reply.js'

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
  // The vector index takes seconds to load at a million chunks: a web server loads it before its first question.
  if (app.getEnvironment() === 'web') {
    await app.ready(() => {
      warmVectorStore().catch((error) => logger.warn({ err: error }, 'assistant: could not load the chunk vectors'))
    })
  }
  const emitter = await app.container.make('emitter')
  emitter.on('documents:converted', ({ documentId }) =>
    safely(async () => {
      await queueChunks([documentId])
      if (aiConfigured(await settings.group<AssistantSettings>('assistant'))) await queue.dispatch(SUMMARIZE_JOB, { documentId })
    })
  )
  // Chunks follow the gate: a hidden document loses them (and their vectors) at once; a published one
  // with none (hidden before, converted before this plugin, or its job failed) catches up.
  emitter.on('documents:changed', ({ documentIds }) =>
    safely(async () => {
      const visible = new Set(await publicDocumentIds(documentIds))
      await removeDocumentChunks(documentIds.filter((id) => !visible.has(id)))
      const missing: number[] = []
      for (const documentId of visible) if (!(await hasChunks(documentId))) missing.push(documentId)
      await queueChunks(missing)
    })
  )
  emitter.on('documents:removed', ({ documentIds }) =>
    safely(async () => {
      await removeDocumentChunks(documentIds)
      await removeSummaries(documentIds)
    })
  )
  // Above the pages of a document anyone may read: its summary when one was made, and 问这篇文档 while the panel is on.
  documentPageExtras.add('assistant', async ({ document }) => {
    if (openPageCount(document, 'public') === 0) return {}
    const summary = await storedSummary(document.id)
    const enabled = (await settings.group<AssistantSettings>('assistant')).enable
    return {
      ...(summary && { summary_tool: { component: 'assistant.documentSummary', props: summary } }),
      ...(enabled && { ask_document_tool: 'assistant.askDocument' }),
    }
  })
}
