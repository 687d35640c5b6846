import pluginRegistry from '#core/kernel/plugin_registry'
import { publicDocumentIdsAfter } from '#plugins/documents/contracts'
import { indexDocumentChunks, type ChunkOwner } from '../services/chunk_index.js'
import { embedOwnerChunks } from '../services/embeddings.js'

const BATCH = 100

/** Every id a paged source lists, a batch at a time. */
async function eachId(idsAfter: (after: number, limit: number) => Promise<number[]>, visit: (id: number) => Promise<void>) {
  let after = 0
  for (;;) {
    const ids = await idsAfter(after, BATCH)
    if (ids.length === 0) return
    for (const id of ids) await visit(id)
    after = ids.at(-1)!
  }
}

/**
 * Rebuilds the chunks of every public document and article (a site that had them before the
 * assistant cited them, or after a change to the chunking), and embeds them when an embedding
 * model is set (after changing it). Each is replaced on its own, so answers keep working meanwhile.
 */
export async function reindexChunks(onDocument?: (documentId: number, chunks: number) => void) {
  const done = { documents: 0, articles: 0, chunks: 0, embedded: 0 }
  const index = async (owner: ChunkOwner, count: number) => {
    done.chunks += count
    done.embedded += await embedOwnerChunks(owner)
  }
  await eachId(publicDocumentIdsAfter, async (documentId) => {
    const count = await indexDocumentChunks(documentId)
    await index({ document_id: documentId, article_id: 0 }, count)
    done.documents += 1
    onDocument?.(documentId, count)
  })
  if (pluginRegistry.isLoaded('articles')) {
    const { publicArticleIdsAfter } = await import('#plugins/articles/contracts')
    const { syncArticleChunks } = await import('../services/article_chunks.js')
    await eachId(publicArticleIdsAfter, async (articleId) => {
      await index({ document_id: 0, article_id: articleId }, await syncArticleChunks(articleId))
      done.articles += 1
    })
  }
  return done
}
