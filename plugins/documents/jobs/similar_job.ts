import type { JobDefinition } from '#core/queue/contracts'

export const SIMILAR_JOB = 'documents.similar'

/** documents.similar { documentId }: computes and keeps the document's 相似文档 (actions/compute_similar_documents.ts). */
export const similarJob: JobDefinition<{ documentId: number }> = {
  name: SIMILAR_JOB,
  label: '相似文档计算',
  attempts: 3,
  backoffMs: 10_000,
  async handle(payload) {
    const documentId = Number(payload?.documentId)
    if (!Number.isInteger(documentId) || documentId <= 0) return
    const { computeSimilarDocuments } = await import('../actions/compute_similar_documents.js')
    await computeSimilarDocuments(documentId)
  },
}
