/**
 * The whole conversion pipeline (queue job, lease, drive, database) against
 * `mutool draw -F png` on the same file, in one run.
 *
 *   node bench/conversion/pipeline_throughput.ts [file.pdf] [--runs=5] [--format=webp|jpg] [--concurrency=2]
 *
 * It migrates a scratch SQLite database (tmp/bench-conversion/pipeline.sqlite3) with its own
 * storage folder, boots the app in this process with the in-process queue and
 * DOCSITE_CONVERT_CONCURRENCY workers, then runs rounds of:
 *   A. baseline: `mutool draw -r 108 -F png` as 2 processes over the two halves of the pages;
 *   P. pipeline: 2 new documents (the same PDF made distinct by a trailing comment, so the
 *      dedupe does not apply) queued at once; each job downloads the original from the drive,
 *      renders every page's preview + cover + thumbnail + text, uploads them to the drive and
 *      stores the text row. Timed from dispatch until both are converted (documents:converted),
 *      and again until the queue is idle: the jobs a conversion sets off (the search index and
 *      the assistant's chunks of the text) run in this process too, so the second figure
 *      includes them.
 * Prints the medians in pages/s and the ratios P/A for both (target ≥ 0.8 for the conversion).
 * Needs `pdf_throughput.ts`'s generated file (run it once) unless given a file.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const flag = (name: string, fallback: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const runs = Number(flag('runs', '5'))
const format = flag('format', 'webp')
const concurrency = flag('concurrency', '2')
const root = path.resolve('tmp/bench-conversion')
const pdf = args.find((arg) => !arg.startsWith('--')) ?? path.join(root, 'long.pdf')
if (!existsSync(pdf)) throw new Error(`${pdf} is missing: run node bench/conversion/pdf_throughput.ts --runs=1 first, or pass a PDF`)

const env = {
  SQLITE_FILE: 'tmp/bench-conversion/pipeline.sqlite3',
  STORAGE_ROOT: 'tmp/bench-conversion/pipeline-storage',
  DB_CONNECTION: 'sqlite',
  DOCSITE_CONVERT_CONCURRENCY: concurrency,
  LOG_LEVEL: 'warn',
}
delete process.env.REDIS_HOST
Object.assign(process.env, env)
for (const suffix of ['', '-wal', '-shm']) await rm(path.resolve(env.SQLITE_FILE + suffix), { force: true })
await rm(path.resolve(env.STORAGE_ROOT), { recursive: true, force: true })
await mkdir(root, { recursive: true })
for (const command of [['migrate'], ['config', 'set', 'converter.max_preview', '0'], ['config', 'set', 'converter.extension', format]]) {
  const result = spawnSync(process.execPath, ['bin/docsite.js', ...command], { env: process.env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`docsite ${command.join(' ')}: ${result.stderr}`)
}

await import('@poppinss/ts-exec')
await import('reflect-metadata')
const { startConsoleApp } = await import('../../bin/app_root.js')
const app = await startConsoleApp()

const { cpuSeconds, loadAverage, median, run, timed } = await import('./bench_lib.js')
const { queue } = await import('#core/queue/contracts')
const { storage } = await import('#core/storage/contracts')
const { default: Document } = await import('#plugins/documents/models/document')
const { documentFiles } = await import('#plugins/documents/services/document_files')
const { queueConversion } = await import('#plugins/documents/actions/queue_conversion')
const { default: emitter } = await import('@adonisjs/core/services/emitter')
const { createHash, randomUUID } = await import('node:crypto')

const bytes = await readFile(pdf)
const info = spawnSync('mutool', ['info', pdf], { encoding: 'utf8' }).stdout
const pages = Number(/Pages: (\d+)/.exec(info)?.[1] ?? 0)
const half = Math.floor(pages / 2)
console.log(`file: ${pdf} (${pages} pages), format ${format}, ${concurrency} conversion job(s) at once, ${runs} rounds`)
console.log(`load average before: ${await loadAverage()}`)

async function newDocument(tag: string) {
  const variant = Buffer.concat([bytes, Buffer.from(`\n% ${tag}\n`)])
  const hash = createHash('md5').update(variant).digest('hex')
  await storage.disk().put(documentFiles.original(hash, 'pdf'), variant)
  return Document.create({
    uuid: randomUUID(),
    title: tag,
    keywords: '',
    description: '',
    userId: 0,
    attachmentId: 0,
    hash,
    ext: '.pdf',
    size: variant.byteLength,
    language: '',
    price: 0,
    status: 0,
  })
}

/** Resolves when every one of these documents has announced its conversion. */
function converted(ids: number[]) {
  const waiting = new Set(ids)
  return new Promise<void>((resolve) => {
    const listener = ({ documentId }: { documentId: number }) => {
      waiting.delete(documentId)
      if (waiting.size > 0) return
      emitter.off('documents:converted', listener)
      resolve()
    }
    emitter.on('documents:converted', listener)
  })
}

const ratio = (baselineMs: number, pipelineMs: number) => (2 * baselineMs) / pipelineMs
const baseline: number[] = []
const pipeline: number[] = []
const untilIdle: number[] = []
const baselineCpu: number[] = []
const pipelineCpu: number[] = []
const idleCpu: number[] = []
for (let round = 0; round < runs + 1; round++) {
  const [a, b] = ['a', 'b'].map((name) => path.join(root, `pipeline-${name}`))
  await Promise.all([a, b].map((dir) => rm(dir, { recursive: true, force: true }).then(() => mkdir(dir, { recursive: true }))))
  const documents = [await newDocument(`round-${round}-1`), await newDocument(`round-${round}-2`)]

  const baselineCpuStart = cpuSeconds()
  const baselineMs = await timed(() =>
    Promise.all([
      run('mutool', ['draw', '-q', '-r', '108', '-F', 'png', '-o', path.join(a, 'p%d.png'), pdf, `1-${half}`]),
      run('mutool', ['draw', '-q', '-r', '108', '-F', 'png', '-o', path.join(b, 'p%d.png'), pdf, `${half + 1}-${pages}`]),
    ])
  )
  const baselineCpuSeconds = cpuSeconds() - baselineCpuStart
  const start = performance.now()
  const cpuStart = cpuSeconds()
  const ids = documents.map((document) => document.id)
  const done = converted(ids)
  await queueConversion(ids)
  // A failed conversion announces nothing: the idle queue ends the wait, and the check below reports it.
  await Promise.race([done, queue.idle(600_000)])
  const pipelineMs = performance.now() - start
  const pipelineCpuSeconds = cpuSeconds() - cpuStart
  await queue.idle(600_000)
  const idleMs = performance.now() - start
  const idleCpuSeconds = cpuSeconds() - cpuStart
  for (const document of documents) {
    await document.refresh()
    if (document.status !== 2 || document.preview !== pages) {
      throw new Error(`document ${document.id}: status ${document.status}, ${document.convertError}`)
    }
  }
  // Round 0 warms LibreOffice-free paths (sharp, tool lookup) and is not counted.
  if (round === 0) continue
  baseline.push(baselineMs)
  pipeline.push(pipelineMs)
  untilIdle.push(idleMs)
  baselineCpu.push(baselineCpuSeconds)
  pipelineCpu.push(pipelineCpuSeconds)
  idleCpu.push(idleCpuSeconds)
  console.log(
    `round ${round}: mutool png 2 procs ${baselineMs.toFixed(0)} ms, pipeline 2 docs converted ${pipelineMs.toFixed(0)} ms (ratio ${ratio(baselineMs, pipelineMs).toFixed(2)}), queue idle ${idleMs.toFixed(0)} ms (ratio ${ratio(baselineMs, idleMs).toFixed(2)})`
  )
}

const baselineRate = pages / (median(baseline) / 1000)
const rate = (times: number[]) => (2 * pages) / (median(times) / 1000)
const roundRatios = (times: number[]) => median(baseline.map((ms, index) => ratio(ms, times[index])))
const verdict = (value: number) => (value >= 0.8 ? 'meets the target ≥ 0.8' : 'below the target ≥ 0.8')
console.log('')
console.log('| run | median | pages/s | ratio to mutool png |')
console.log('|---|---:|---:|---:|')
console.log(`| \`mutool draw -r 108 -F png\`, 2 processes | ${median(baseline).toFixed(0)} ms | ${baselineRate.toFixed(1)} | 1.00 |`)
console.log(
  `| pipeline ${format}: 2 documents, ${concurrency} jobs (drive + previews + cover + thumb + text + DB), until converted | ${median(pipeline).toFixed(0)} ms | ${rate(pipeline).toFixed(1)} | **${(rate(pipeline) / baselineRate).toFixed(2)}** |`
)
console.log(
  `| the same until the queue is idle (+ search index + assistant chunks) | ${median(untilIdle).toFixed(0)} ms | ${rate(untilIdle).toFixed(1)} | ${(rate(untilIdle) / baselineRate).toFixed(2)} |`
)
const convertedRatio = roundRatios(pipeline)
console.log(
  `median of per-round ratios: converted ${convertedRatio.toFixed(2)} (${verdict(convertedRatio)}), queue idle ${roundRatios(untilIdle).toFixed(2)}`
)
// CPU seconds per page, the pipeline's for 2 documents: what the runs need, whatever else the machine ran meanwhile.
const cpuRatio = (cpu: number[]) => median(baselineCpu.map((seconds, index) => (2 * seconds) / cpu[index]))
console.log(
  `CPU time (this process + its programs), medians: mutool ${median(baselineCpu).toFixed(2)} s, pipeline until converted ${median(pipelineCpu).toFixed(2)} s (ratio ${cpuRatio(pipelineCpu).toFixed(2)}), until idle ${median(idleCpu).toFixed(2)} s (ratio ${cpuRatio(idleCpu).toFixed(2)})`
)
console.log(`load average after: ${await loadAverage()}`)
await app.terminate()
