import logger from '@adonisjs/core/services/logger'
import { settings } from '#core/settings/contracts'
import type { AssistantSettings } from '../settings.js'
import { embedTexts, vectorSpace } from './embeddings.js'
import { normalised } from './vector_codec.js'
import { vectorStore, type Scored } from './vector_store.js'

/** Reciprocal rank fusion's usual constant: a rank's weight is 1 / (K + rank). */
const RRF_K = 60
/** The question's embedding must not hold up an answer longer than this. */
const QUERY_TIMEOUT_S = 10

/**
 * The chunks nearest to the question by meaning (at least 语义匹配最低相似度), when an embedding
 * model is set; nothing when not, or when the endpoint fails (the answer then rests on words alone).
 */
export async function nearestChunks(question: string, count: number, documentId?: number): Promise<Scored[]> {
  const config = await settings.group<AssistantSettings>('assistant')
  const model = vectorSpace(config)
  if (!model || !question.trim()) return []
  try {
    const [vector] = await embedTexts({ ...config, ai_timeout: Math.min(Number(config.ai_timeout) || QUERY_TIMEOUT_S, QUERY_TIMEOUT_S) }, [
      question,
    ])
    const nearest = await vectorStore.nearest(model, normalised(vector), count, documentId)
    // The nearest chunks of a question the site cannot answer are still someone's nearest: a floor keeps them out.
    return nearest.filter(([, score]) => score >= Number(config.ai_embedding_min_score))
  } catch (error) {
    logger.warn({ err: error }, 'assistant: could not embed the question; retrieving by words alone')
    return []
  }
}

/** Several rankings as one: each chunk scores the sum of 1 / (K + its rank) over the rankings that hold it. */
export function fuseRankings(rankings: Scored[][], count: number): Scored[] {
  const fused = new Map<number, number>()
  for (const ranking of rankings) {
    ranking.forEach(([id], rank) => fused.set(id, (fused.get(id) ?? 0) + 1 / (RRF_K + rank + 1)))
  }
  return [...fused].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, count)
}

/** Loads the vector index ahead of the first question (a web server at start), when an embedding model is set. */
export async function warmVectorStore() {
  const model = vectorSpace(await settings.group<AssistantSettings>('assistant'))
  if (model) await vectorStore.refresh(model)
}
