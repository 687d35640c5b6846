import type { JobDefinition } from '#core/queue/contracts'

export const INDEX_CHUNKS_JOB = 'assistant.index_chunks'

export type IndexChunksPayload = { documentId: number } | { articleId: number }

/**
 * Splits a converted document's text (again after a reconvert), or a published article's body,
 * into the chunks answers cite; then embeds them when an embedding model is set. A failed
 * embedding call fails the job, which is retried; the chunks are searchable by words already.
 */
export const indexChunksJob: JobDefinition<IndexChunksPayload> = {
  name: INDEX_CHUNKS_JOB,
  label: '智能助手文档索引',
  attempts: 3,
  backoffMs: 5_000,
  timeoutMs: 120_000,
  async handle(payload) {
    // Queued only while the documents (or articles) plugin is loaded; its contracts load with the job.
    const { embedOwnerChunks } = await import('../services/embeddings.js')
    if ('articleId' in payload) {
      const { syncArticleChunks } = await import('../services/article_chunks.js')
      await syncArticleChunks(payload.articleId)
      await embedOwnerChunks({ document_id: 0, article_id: payload.articleId })
    } else {
      const { indexDocumentChunks } = await import('../services/chunk_index.js')
      await indexDocumentChunks(payload.documentId)
      await embedOwnerChunks({ document_id: payload.documentId, article_id: 0 })
    }
  },
}
