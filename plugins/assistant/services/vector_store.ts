import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { SignIndex } from './sign_index.js'
import { dotStored } from './vector_codec.js'

/** Rows read per query while loading. */
const LOAD_BATCH = 5_000
/** The in-memory scan yields this many candidates, scored exactly from their stored int8 vectors. */
export const RESCORED = 500
/** How often the index checks that chunks were not deleted under it in large numbers. */
const STALE_CHECK_MS = 60_000
/**
 * A question waits this long for the first load of the index (seconds at a million chunks);
 * past it, it is answered by words alone while the load goes on.
 */
const FIRST_LOAD_WAIT_MS = 1_000
/** A question waits this long for rows added since (milliseconds), or for a rebuild, before using the index as it is. */
const REFRESH_WAIT_MS = 200
/** Share of the loaded codes whose chunks may be gone before the index is rebuilt. */
const STALE_SHARE = 0.1

export type Scored = [chunkId: number, score: number]

/** Whether the task ended within `ms`; it goes on either way, and a failure counts as not ended. */
function within(task: Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  const ended = task.then(
    () => true,
    (error) => {
      logger.warn({ err: error }, 'assistant: could not load the chunk vectors')
      return false
    }
  )
  return Promise.race([ended, expired]).finally(() => clearTimeout(timer))
}

function bytesOf(value: unknown) {
  return value instanceof Uint8Array ? value : Buffer.from(String(value), 'binary')
}

/** Exact cosine of the query with each stored vector of these chunks, best first. */
async function rescore(model: string, chunkIds: number[], query: Float32Array, count: number): Promise<Scored[]> {
  if (chunkIds.length === 0) return []
  const rows = await db.from('assistant_chunk_vectors').where('model', model).whereIn('chunk_id', chunkIds).select('chunk_id', 'vector')
  return rows
    .map((row): Scored => [Number(row.chunk_id), dotStored(bytesOf(row.vector), query)])
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
}

/**
 * The chunks' vectors (table assistant_chunk_vectors, int8 BLOBs) with a per-process index of
 * their sign codes, loaded on first use and kept current by reading the rows added since (ids
 * grow). Chunks deleted since loading drop out when rescored, and a rebuild follows once many are.
 */
export class VectorStore {
  /** The complete index of the current model; a rebuild is made aside and swapped in. */
  #index: SignIndex | null = null
  #model = ''
  #lastRowId = 0
  #checkedAt = 0
  #refreshing: Promise<void> | null = null

  get index() {
    return this.#index
  }

  forget() {
    this.#index = null
    this.#lastRowId = 0
  }

  /** Adds the rows after `lastRowId` to `index` (made on the first row); returns both as they end. */
  async #read(model: string, index: SignIndex | null, lastRowId: number) {
    for (;;) {
      const rows = await db
        .from('assistant_chunk_vectors')
        .where('id', '>', lastRowId)
        .orderBy('id', 'asc')
        .limit(LOAD_BATCH)
        .select('id', 'chunk_id', 'model', 'vector')
      for (const row of rows) {
        if (row.model !== model) continue
        const vector = bytesOf(row.vector)
        index ??= new SignIndex(vector.byteLength - 4)
        if (vector.byteLength - 4 === index.dimensions) index.add(Number(row.chunk_id), vector)
      }
      if (rows.length) lastRowId = Number(rows.at(-1)!.id)
      if (rows.length < LOAD_BATCH) return { index, lastRowId }
    }
  }

  /** Whether the index should be built anew: another model, or many of its chunks deleted (or missed) since loading. */
  async #stale(model: string) {
    if (this.#model !== model || !this.#index) return true
    if (Date.now() - this.#checkedAt < STALE_CHECK_MS) return false
    this.#checkedAt = Date.now()
    const row = await db.from('assistant_chunk_vectors').where('model', model).count('* as total').first()
    const live = Number(row?.total ?? 0)
    const size = this.#index.size
    return live > size || size - live > size * STALE_SHARE
  }

  /** Loads what was added since the last call (all of it the first time, or when stale); one load at a time. */
  async refresh(model: string) {
    this.#refreshing ??= (async () => {
      try {
        const fresh = await this.#stale(model)
        const read = await this.#read(model, fresh ? null : this.#index, fresh ? 0 : this.#lastRowId)
        this.#index = read.index
        this.#lastRowId = read.lastRowId
        this.#model = model
      } finally {
        this.#refreshing = null
      }
    })()
    await this.#refreshing
  }

  /** The `count` chunks nearest to a unit query vector, with their cosine, best first. */
  async nearest(model: string, query: Float32Array, count: number, documentId?: number): Promise<Scored[]> {
    if (documentId) {
      // One document's chunks are few: all of them are scored exactly.
      const ids = await db.from('assistant_chunks').where('document_id', documentId).select('id')
      return rescore(
        model,
        ids.map((row) => Number(row.id)),
        query,
        count
      )
    }
    const loaded = this.#model === model && this.#lastRowId > 0
    // A rebuild runs aside: a question meanwhile uses the index as it was, or words alone before the first load.
    const current = await within(this.refresh(model), loaded ? REFRESH_WAIT_MS : FIRST_LOAD_WAIT_MS)
    if (!current && !loaded) return []
    if (!this.#index || this.#model !== model || this.#index.dimensions !== query.length) return []
    return rescore(model, this.#index.candidates(query, Math.max(RESCORED, count)), query, count)
  }
}

export const vectorStore = new VectorStore()
