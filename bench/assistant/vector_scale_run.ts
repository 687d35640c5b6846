import 'reflect-metadata'
import os from 'node:os'
import { statSync } from 'node:fs'
import { startConsoleApp } from '../../bin/app_root.js'
import { percentile } from '../lib/sampling.js'

const MODEL = 'bench-random'
/** Rows per insert transaction (MySQL: per multi-row insert). */
const INSERT_BATCH = 450
const TOP = 10
/** Cosines of the planted answers to their queries: near duplicates down to loose paraphrases. */
const LEVELS = [0.9, 0.7, 0.5, 0.4]

/** Seeded normal deviates (mulberry32 and Box-Muller): the same index every run. */
function gaussian(seed: number) {
  let state = seed >>> 0
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return () => Math.sqrt(-2 * Math.log(uniform() || 1e-12)) * Math.cos(2 * Math.PI * uniform())
}

function unit(values: Float32Array) {
  let norm = 0
  for (const value of values) norm += value * value
  norm = Math.sqrt(norm)
  for (let index = 0; index < values.length; index++) values[index] /= norm
  return values
}

function dot(a: Float32Array, b: Float32Array) {
  let sum = 0
  for (let index = 0; index < a.length; index++) sum += a[index] * b[index]
  return sum
}

/** A unit vector at exactly `cosine` to `query`. */
function plantedNear(query: Float32Array, cosine: number, random: () => number) {
  const noise = unit(Float32Array.from(query, () => random()))
  const along = dot(noise, query)
  for (let index = 0; index < noise.length; index++) noise[index] -= along * query[index]
  unit(noise)
  const sine = Math.sqrt(1 - cosine * cosine)
  return unit(Float32Array.from(query, (value, index) => cosine * value + sine * noise[index]))
}

type Row = { chunk_id: number; model: string; vector: Buffer }

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

export async function runVectorScaleBench(options: { chunks: number; dimensions: number; queries: number; exact: number; reuse: boolean }) {
  const app = await startConsoleApp()
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { encodeVector } = await import('#plugins/assistant/services/vector_codec')
  const { VectorStore, RESCORED } = await import('#plugins/assistant/services/vector_store')
  const { chunks: total, dimensions } = options
  const random = gaussian(17)

  const queries = Array.from({ length: options.queries }, () => unit(Float32Array.from({ length: dimensions }, random)))
  const planted = new Map<number, number>()
  queries.forEach((_, query) => planted.set(Math.floor(((query + 0.5) * total) / options.queries) + 1, query))
  const exactTop = Array.from({ length: Math.min(options.exact, options.queries) }, () => [] as [number, number][])

  const written = Number((await db.from('assistant_chunk_vectors').count('* as total').first())?.total ?? 0)
  if (options.reuse && written !== total) throw new Error(`--reuse: the table holds ${written} vectors, not ${total}`)
  // SQLite: one prepared statement in large transactions (knex's multi-row insert is ten times slower here).
  const sqlite = (process.env.DB_CONNECTION ?? 'sqlite') === 'sqlite'
  const writer = db.connection().getWriteClient()
  const raw = sqlite && !options.reuse ? await (writer.client as any).acquireConnection() : null
  const statement = raw?.prepare('insert into assistant_chunk_vectors (chunk_id, model, vector) values (?, ?, ?)')
  const insertAll = raw?.transaction((batch: Row[]) => {
    for (const row of batch) statement.run(row.chunk_id, row.model, row.vector)
  })
  const insert = async (batch: Row[]) =>
    insertAll ? insertAll(batch) : db.transaction((trx) => trx.table('assistant_chunk_vectors').multiInsert(batch))

  const building = performance.now()
  let rows: Row[] = []
  for (let id = 1; id <= total; id++) {
    const query = planted.get(id)
    const vector =
      query === undefined
        ? unit(Float32Array.from({ length: dimensions }, random))
        : plantedNear(queries[query], LEVELS[query % LEVELS.length], random)
    for (const [index, top] of exactTop.entries()) {
      const score = dot(vector, queries[index])
      if (top.length < TOP || score > top.at(-1)![1]) {
        top.push([id, score])
        top.sort((a, b) => b[1] - a[1])
        if (top.length > TOP) top.pop()
      }
    }
    // --reuse: the same seed makes the same vectors again, for the exact search alone.
    if (!options.reuse) rows.push({ chunk_id: id, model: MODEL, vector: encodeVector(vector) })
    if (rows.length === INSERT_BATCH || (id === total && rows.length)) {
      await insert(rows)
      rows = []
    }
  }
  const buildMs = performance.now() - building
  if (raw) await (writer.client as any).releaseConnection(raw)
  const file = process.env.DB_CONNECTION === 'mysql' ? 0 : statSync(process.env.SQLITE_FILE!).size

  const store = new VectorStore()
  const rssBefore = process.memoryUsage().rss
  const loading = performance.now()
  await store.refresh(MODEL)
  const loadMs = performance.now() - loading
  const rssAfter = process.memoryUsage().rss

  const latencies: number[] = []
  const cpu: number[] = []
  const scans: number[] = []
  const found = LEVELS.map(() => ({ first: 0, top: 0, asked: 0 }))
  let overlap = 0
  const answers = new Map([...planted].map(([id, query]) => [query, id]))
  // A first pass warms the page cache and the JIT; the second is measured.
  for (const warm of [true, false]) {
    for (const [query, vector] of queries.entries()) {
      const started = performance.now()
      const cpuStarted = process.cpuUsage()
      const nearest = await store.nearest(MODEL, vector, TOP)
      const elapsed = performance.now() - started
      const used = process.cpuUsage(cpuStarted)
      if (warm) continue
      latencies.push(elapsed)
      cpu.push((used.user + used.system) / 1000)
      const scanning = performance.now()
      store.index!.candidates(vector, RESCORED)
      scans.push(performance.now() - scanning)
      const answer = answers.get(query)
      const level = found[query % LEVELS.length]
      level.asked += 1
      if (nearest[0]?.[0] === answer) level.first += 1
      if (nearest.some(([id]) => id === answer)) level.top += 1
      if (query < exactTop.length) {
        const exact = new Set(exactTop[query].map(([id]) => id))
        overlap += nearest.filter(([id]) => exact.has(id)).length
      }
    }
  }
  latencies.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  scans.sort((a, b) => a - b)

  const connection = process.env.DB_CONNECTION ?? 'sqlite'
  console.log(
    `\nassistant vector store, ${connection}: ${total.toLocaleString('en')} chunks of ${dimensions} dimensions (${options.reuse ? 'reused' : `written in ${(buildMs / 1000).toFixed(0)} s`}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`
  )
  console.log(
    `table assistant_chunk_vectors: ${4 + dimensions} bytes a vector (int8 + float32 scale)${file ? `; SQLite file ${mb(file)}` : ''}`
  )
  console.log(
    `in-memory index: loaded in ${(loadMs / 1000).toFixed(1)} s, ${mb(store.index!.bytes)} of sign codes and ids (${(store.index!.bytes / total).toFixed(0)} bytes a chunk as allocated), RSS ${mb(rssBefore)} → ${mb(rssAfter)}`
  )
  console.log(
    `query (${RESCORED} candidates from the sign codes (Hamming, then the asymmetric estimate), rescored from int8): median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; CPU time median ${percentile(cpu, 50).toFixed(1)} ms, p95 ${percentile(cpu, 95).toFixed(1)} ms; the in-memory scan alone median ${percentile(scans, 50).toFixed(1)} ms`
  )
  console.log('| planted answer at cosine | queries | ranked 1st | in top 10 |')
  console.log('|--------------------------|---------|------------|-----------|')
  LEVELS.forEach((cosine, index) => {
    const level = found[index]
    const share = (count: number) => `${((100 * count) / level.asked).toFixed(1)}%`
    console.log(
      `| ${String(cosine).padEnd(24)} | ${String(level.asked).padEnd(7)} | ${share(level.first).padEnd(10)} | ${share(level.top).padEnd(9)} |`
    )
  })
  if (exactTop.length) {
    console.log(
      `top-10 overlap with exact search over the float vectors (${exactTop.length} queries): ${((100 * overlap) / (exactTop.length * TOP)).toFixed(1)}%`
    )
  }
  await app.terminate()
}
