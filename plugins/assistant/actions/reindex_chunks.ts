import { publicDocumentIdsAfter } from '#plugins/documents/contracts'
import { indexDocumentChunks } from '../services/chunk_index.js'

const BATCH = 100

/**
 * Rebuilds the chunks of every public document (a site that had documents before the
 * assistant cited pages, or after a change to the chunking). Each document is replaced on
 * its own, so answers keep working while it runs.
 */
export async function reindexChunks(onDocument?: (documentId: number, chunks: number) => void) {
  let after = 0
  let documents = 0
  let chunks = 0
  for (;;) {
    const ids = await publicDocumentIdsAfter(after, BATCH)
    if (ids.length === 0) break
    for (const documentId of ids) {
      const count = await indexDocumentChunks(documentId)
      documents += 1
      chunks += count
      onDocument?.(documentId, count)
    }
    after = ids.at(-1)!
  }
  return { documents, chunks }
}
