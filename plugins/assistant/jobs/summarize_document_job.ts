import type { JobDefinition } from '#core/queue/contracts'

export const SUMMARIZE_JOB = 'assistant.summarize_document'

/** A converted document's summary and outline, once per conversion, when an AI endpoint is configured. */
export const summarizeDocumentJob: JobDefinition<{ documentId: number }> = {
  name: SUMMARIZE_JOB,
  label: 'AI 摘要',
  attempts: 2,
  backoffMs: 1_000,
  timeoutMs: 180_000,
  concurrency: 1,
  async handle({ documentId }) {
    // Queued only while the documents plugin is loaded; its contracts load with the job.
    const { summarizeDocument } = await import('../services/document_summary.js')
    await summarizeDocument(documentId)
  },
}
