import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import type { AssistantSettings } from '../settings.js'
import { aiClient } from './ai_reply.js'
import { encodeVector } from './vector_codec.js'
import type { ChunkOwner } from './chunk_index.js'

/** Texts per embeddings call: well under the endpoints' input limits, few round trips. */
const EMBED_BATCH = 64

/** The embedding model when the endpoint and the setting give one; else retrieval is by words alone. */
export function embeddingModel(config: AssistantSettings) {
  return config.ai_base_url && config.ai_embedding_model ? String(config.ai_embedding_model) : ''
}

/**
 * What stored vectors are tagged with: the model and the dimensions asked of it. Vectors of
 * another space are never compared with the question's; reindex replaces them.
 */
export function vectorSpace(config: AssistantSettings) {
  const model = embeddingModel(config)
  return model && `${model}#${Number(config.ai_embedding_dimensions) || 'default'}`
}

/** One vector per text, in order, from the endpoint's /embeddings. */
export async function embedTexts(config: AssistantSettings, texts: string[]) {
  const { client } = await aiClient(config)
  const dimensions = Number(config.ai_embedding_dimensions) || undefined
  const response = await client.embeddings.create({ model: embeddingModel(config), input: texts, dimensions, encoding_format: 'float' })
  return [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding)
}

/**
 * Gives the owner's chunks that have no vector of the current model one, in batches. A failed
 * call throws (the job retries); the chunks stay searchable by words meanwhile.
 */
export async function embedOwnerChunks(owner: ChunkOwner) {
  const config = await settings.group<AssistantSettings>('assistant')
  const model = vectorSpace(config)
  if (!model) return 0
  const column = owner.article_id ? 'article_id' : 'document_id'
  const missing = await db
    .from('assistant_chunks')
    .leftJoin('assistant_chunk_vectors', (join) => {
      join.on('assistant_chunk_vectors.chunk_id', 'assistant_chunks.id').andOnVal('assistant_chunk_vectors.model', model)
    })
    .where(`assistant_chunks.${column}`, owner[column])
    .whereNull('assistant_chunk_vectors.chunk_id')
    .orderBy('assistant_chunks.id')
    .select('assistant_chunks.id', 'assistant_chunks.text')
  for (let start = 0; start < missing.length; start += EMBED_BATCH) {
    const batch = missing.slice(start, start + EMBED_BATCH)
    const vectors = await embedTexts(
      config,
      batch.map((chunk) => String(chunk.text))
    )
    await db.transaction(async (trx) => {
      // A vector of another model would be replaced: one per chunk.
      await trx
        .from('assistant_chunk_vectors')
        .whereIn(
          'chunk_id',
          batch.map((chunk) => Number(chunk.id))
        )
        .delete()
      await trx
        .table('assistant_chunk_vectors')
        .multiInsert(batch.map((chunk, index) => ({ chunk_id: Number(chunk.id), model, vector: encodeVector(vectors[index]) })))
    })
  }
  return missing.length
}
