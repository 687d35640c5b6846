/**
 * Retrieval quality of the assistant: recall@5 of the page (and of the document) that holds the
 * answer, for the fixed questions of recall_corpus.ts, and how long retrieval takes.
 *
 *   node bench/assistant/assistant_recall.ts [--filler=500] [--rounds=5] [--hybrid]
 *
 * Indexes the corpus's documents with the assistant's own chunking into a fresh SQLite database
 * (SQLITE_FILE, default tmp/assistant-recall.sqlite3, recreated each run), among --filler
 * generated five-page documents of mixed Chinese and English text that answer nothing, then
 * asks every question --rounds times (after one warm-up round) through the same retrieval the
 * chat uses. For MariaDB/MySQL set DB_CONNECTION=mysql and DB_* to an empty database of its own.
 * Prints a table: recall@5 of page and document, by language, and the median and p95 latency.
 * --hybrid also embeds every chunk with the test suite's fake embedder (a local OpenAI-compatible
 * server; hashed character n-grams, lexical) and prints the same table for BM25 alone and for
 * hybrid retrieval: it proves the plumbing, not what a real embedding model would add.
 */
import { option } from '../lib/options.ts'
import { prepareBenchDatabase } from '../lib/bench_database.ts'

const filler = Number(option('filler', '500'))
const rounds = Number(option('rounds', '5'))
await prepareBenchDatabase('tmp/assistant-recall.sqlite3')
const { runRecallBench } = await import('./assistant_recall_run.ts')
await runRecallBench({ filler, rounds, hybrid: process.argv.includes('--hybrid') })
