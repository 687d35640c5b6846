/**
 * Whether the assistant's vector store answers a 100k-document site in time: a synthetic index
 * of --chunks vectors (default 1,000,000, about 100k documents of ten chunks) of --dims
 * dimensions (default 256) in assistant_chunk_vectors, loaded by the same per-process index the
 * chat uses (1-bit sign codes scanned by Hamming distance, the best --rescored rescored exactly
 * from their int8 vectors).
 *
 *   node bench/assistant/vector_scale.ts [--chunks=1000000] [--dims=256] [--queries=200] [--exact=20] [--reuse]
 *
 * Vectors are random unit vectors; each query has a planted answer at a set cosine (0.9, 0.7,
 * 0.5 or 0.4: near duplicates to loose paraphrases) among them. Reports the table's size, the
 * index's load time and memory, query latency (the question's embedding call excluded), recall
 * of the planted answers, and for --exact queries the overlap of the top 10 with exact search
 * over the float vectors. SQLite by default (SQLITE_FILE, default tmp/assistant-vectors.sqlite3,
 * recreated); for MariaDB/MySQL set DB_CONNECTION=mysql and DB_* to an empty database of its own.
 * --reuse keeps the table an earlier run with the same options wrote (the write takes minutes)
 * and measures again. Latency is given as wall time and as
 * the process's CPU time per query, which other load on the machine does not inflate.
 */
import { option } from '../lib/options.ts'
import { prepareBenchDatabase } from '../lib/bench_database.ts'

const reuse = process.argv.includes('--reuse')
await prepareBenchDatabase('tmp/assistant-vectors.sqlite3', { keep: reuse })
const { runVectorScaleBench } = await import('./vector_scale_run.ts')
await runVectorScaleBench({
  chunks: Number(option('chunks', '1000000')),
  dimensions: Number(option('dims', '256')),
  queries: Number(option('queries', '200')),
  exact: Number(option('exact', '20')),
  reuse,
})
