import { queue } from '#core/queue/contracts'

export const CONVERT_JOB = 'documents.convert'

/**
 * Hands documents to the conversion job. The job id makes a second dispatch of a document
 * that is already waiting a no-op; the job itself decides whether the document still needs
 * converting when it runs.
 */
export async function queueConversion(documentIds: number[]) {
  for (const documentId of new Set(documentIds)) {
    await queue.dispatch(CONVERT_JOB, { documentId }, { jobId: `documents-convert-${documentId}` })
  }
}
