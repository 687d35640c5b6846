/**
 * PDF stage throughput against `mutool draw -F png` on the same file, in one run.
 *
 *   node bench/conversion/pdf_throughput.ts [file.pdf] [--runs=5] [--format=webp|jpg|png] [--quality=80] [--effort=0]
 *     [--no-text-layer]
 *
 * Without a file it generates a 50+ page Chinese/English PDF with LibreOffice (cached in
 * tmp/bench-conversion/). Each round runs, back to back so they share the machine's noise:
 *   A. baseline: `mutool draw -r 108 -F png` as 2 processes over the two halves of the pages;
 *   B. 2 workers: two processPdf jobs at once (as two queue workers would), each doing
 *      all pages' previews + cover + A4 thumbnail + text, encode concurrency 1 each;
 *   C. 1 job: one processPdf with encode concurrency 2.
 * It prints the medians in pages/s and the ratios B/A and C/A (target ≥ 0.8).
 */
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

await import('@poppinss/ts-exec')
const { cpuSeconds, loadAverage, median, mixedHtml, run, timed } = await import('./bench_lib.js')
const engine = await import('../../plugins/documents/services/conversion/index.js')

const args = process.argv.slice(2)
const flag = (name: string, fallback: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const runs = Number(flag('runs', '5'))
const format = flag('format', 'webp') as 'webp' | 'jpg' | 'png'
const encodeOptions = {
  format,
  ...(args.some((arg) => arg.startsWith('--quality=')) ? { quality: Number(flag('quality', '80')) } : {}),
  ...(args.some((arg) => arg.startsWith('--effort=')) ? { webpEffort: Number(flag('effort', '0')) } : {}),
  // The reader's text layer of every preview page is made beside the rendering; this measures without it.
  ...(args.includes('--no-text-layer') ? { textLayer: false } : {}),
}
const root = path.resolve('tmp/bench-conversion')
await mkdir(root, { recursive: true })

async function generatedPdf() {
  const pdf = path.join(root, 'long.pdf')
  if (existsSync(pdf)) return pdf
  const html = path.join(root, 'long.html')
  await writeFile(html, mixedHtml(560))
  const office = new engine.OfficeConverter({ baseDir: root })
  try {
    await office.convert(html, pdf, { filter: 'HTML (StarWriter)' })
  } finally {
    await office.close()
  }
  return pdf
}

const pdf = args.find((arg) => !arg.startsWith('--')) ?? (await generatedPdf())
const tools = await engine.resolveTools()
if (!tools.mutool) throw new Error('mutool is needed for the baseline (apt-get install mupdf-tools)')

const warm = await engine.processPdf(pdf, path.join(root, 'warmup'), encodeOptions)
const pages = warm.pages
if (pages < 50) console.warn(`warning: ${pdf} has only ${pages} pages`)
const half = Math.floor(pages / 2)
console.log(`file: ${pdf} (${pages} pages, page 1 ${warm.width}×${warm.height} px), ${JSON.stringify(encodeOptions)}, ${runs} rounds`)
console.log(`tools: render ${warm.tools.render}, text ${warm.tools.text}; load average before: ${await loadAverage()}`)

const baseline: number[] = []
const twoWorkers: number[] = []
const oneJob: number[] = []
const baselineCpu: number[] = []
const twoWorkersCpu: number[] = []
for (let round = 0; round < runs; round++) {
  const dirs = ['a', 'b', 'w1', 'w2', 'one'].map((name) => path.join(root, `round-${name}`))
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
  await Promise.all(dirs.map((dir) => mkdir(dir, { recursive: true })))
  const [a, b, w1, w2, one] = dirs

  let cpuStart = cpuSeconds()
  baseline.push(
    await timed(() =>
      Promise.all([
        run('mutool', ['draw', '-q', '-r', '108', '-F', 'png', '-o', path.join(a, 'p%d.png'), pdf, `1-${half}`]),
        run('mutool', ['draw', '-q', '-r', '108', '-F', 'png', '-o', path.join(b, 'p%d.png'), pdf, `${half + 1}-${pages}`]),
      ])
    )
  )
  baselineCpu.push(cpuSeconds() - cpuStart)
  cpuStart = cpuSeconds()
  twoWorkers.push(
    await timed(() =>
      Promise.all([
        engine.processPdf(pdf, w1, { ...encodeOptions, concurrency: 1 }),
        engine.processPdf(pdf, w2, { ...encodeOptions, concurrency: 1 }),
      ])
    )
  )
  twoWorkersCpu.push(cpuSeconds() - cpuStart)
  oneJob.push(await timed(() => engine.processPdf(pdf, one, { ...encodeOptions, concurrency: 2 })))
  console.log(
    `round ${round + 1}: mutool png 2 procs ${baseline.at(-1)!.toFixed(0)} ms, 2 workers ${twoWorkers.at(-1)!.toFixed(0)} ms (2 docs), 1 job ${oneJob.at(-1)!.toFixed(0)} ms`
  )
}

const baselineRate = pages / (median(baseline) / 1000)
const twoWorkersRate = (2 * pages) / (median(twoWorkers) / 1000)
const oneJobRate = pages / (median(oneJob) / 1000)
console.log('')
console.log('| run | median | pages/s | ratio to mutool png |')
console.log('|---|---:|---:|---:|')
console.log(`| \`mutool draw -r 108 -F png\`, 2 processes | ${median(baseline).toFixed(0)} ms | ${baselineRate.toFixed(1)} | 1.00 |`)
console.log(
  `| processPdf ${format} + cover + thumb + text, 2 workers (2 docs at once) | ${median(twoWorkers).toFixed(0)} ms | ${twoWorkersRate.toFixed(1)} | **${(twoWorkersRate / baselineRate).toFixed(2)}** |`
)
console.log(
  `| processPdf ${format} + cover + thumb + text, 1 job, concurrency 2 | ${median(oneJob).toFixed(0)} ms | ${oneJobRate.toFixed(1)} | ${(oneJobRate / baselineRate).toFixed(2)} |`
)
// Each round's runs are seconds apart, so a per-round ratio cancels most of the machine's drift.
const roundRatios = baseline.map((ms, index) => ({
  two: (2 * pages) / twoWorkers[index] / (pages / ms),
  one: pages / oneJob[index] / (pages / ms),
}))
console.log(
  `median of per-round ratios: 2 workers ${median(roundRatios.map((r) => r.two)).toFixed(2)}, 1 job ${median(roundRatios.map((r) => r.one)).toFixed(2)}`
)
// CPU seconds (this process + its programs): what the runs need, whatever else the machine ran meanwhile.
const cpuRatio = median(baselineCpu.map((seconds, index) => (2 * seconds) / twoWorkersCpu[index]))
console.log(
  `CPU time, medians: mutool ${median(baselineCpu).toFixed(2)} s, 2 workers ${median(twoWorkersCpu).toFixed(2)} s (2 docs), CPU ratio ${cpuRatio.toFixed(2)}`
)
console.log(`load average after: ${await loadAverage()}`)
await engine.closeDefaultOfficeConverter()
