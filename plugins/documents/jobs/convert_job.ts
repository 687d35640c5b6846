import type { JobDefinition } from '#core/queue/contracts'

/** The queue's ceiling; the converter setting `attempts` (1–10) decides, per document, below it. */
export const CONVERT_MAX_ATTEMPTS = 10

function envConcurrency() {
  const value = Number(process.env.DOCSITE_CONVERT_CONCURRENCY)
  return Number.isInteger(value) && value > 0 ? value : undefined
}

/**
 * documents.convert { documentId }. Per-step timeouts from the converter settings bound the
 * real work; the queue's own timeout is only a safety net above them. Concurrency is read
 * when the queue starts: DOCSITE_CONVERT_CONCURRENCY, else the setting (see conversion_boot).
 */
export const convertJob: JobDefinition<{ documentId: number }> = {
  // = CONVERT_JOB of actions/queue_conversion.ts; manifests load before the app boots, so actions load lazily.
  name: 'documents.convert',
  label: '文档转换',
  attempts: CONVERT_MAX_ATTEMPTS,
  backoffMs: 5_000,
  timeoutMs: 6 * 60 * 60_000,
  concurrency: envConcurrency(),
  async handle(payload, context) {
    const documentId = Number(payload?.documentId)
    if (!Number.isInteger(documentId) || documentId <= 0) return
    const { convertQueuedDocument } = await import('../actions/convert_document.js')
    await convertQueuedDocument(documentId, { attempt: context.attempt, maxAttempts: CONVERT_MAX_ATTEMPTS })
  },
}

/** Applies the converter setting's concurrency unless the environment chose one. */
export function useConcurrencySetting(value: number) {
  if (envConcurrency() !== undefined) return
  const concurrency = Math.round(Number(value))
  if (concurrency >= 1) convertJob.concurrency = Math.min(16, concurrency)
}
