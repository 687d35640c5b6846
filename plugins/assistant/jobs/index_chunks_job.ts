import type { JobDefinition } from '#core/queue/contracts'

export const INDEX_CHUNKS_JOB = 'assistant.index_chunks'

/** Splits a converted document's text into the chunks answers cite (again after a reconvert). */
export const indexChunksJob: JobDefinition<{ documentId: number }> = {
  name: INDEX_CHUNKS_JOB,
  attempts: 3,
  backoffMs: 5_000,
  timeoutMs: 120_000,
  async handle({ documentId }) {
    // Queued only while the documents plugin is loaded; its contracts load with the job.
    const { indexDocumentChunks } = await import('../services/chunk_index.js')
    await indexDocumentChunks(documentId)
  },
}
