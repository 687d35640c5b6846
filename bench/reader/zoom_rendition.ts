/**
 * What a sharper page costs: GET /view/zoom/{id}/{n}.webp, the page at twice the preview's
 * width, rendered from the document's PDF on the first request and read from the drive after.
 * Per page of a real multi-page PDF converted the way the conversion job does (webp, 108 dpi):
 * the first request (render + encode + store), the second (a drive read, past the page cache),
 * the normal preview read the same way for comparison, and the bytes of both; then a burst of pages nobody asked for yet, all at
 * once, which the process-wide render bound queues.
 *
 *   # once: a database and storage of their own, one document converted from a real PDF
 *   export SQLITE_FILE=tmp/zoom-bench.sqlite3 STORAGE_ROOT=tmp/zoom-bench-storage
 *   node ace migration:run --force && node ace db:seed
 *   node bench/reader/zoom_rendition.ts --seed [file.pdf] [--pages=40]   # prints the document id
 *   # the server (another shell, same env)
 *   NODE_ENV=production PORT=4105 HOST=127.0.0.1 node --import @poppinss/ts-exec bin/server.ts
 *   # the measurement (drops the document's renditions first, so every first request renders)
 *   node bench/reader/zoom_rendition.ts --url=http://127.0.0.1:4105 --id=<id> [--burst=8]
 *
 * Without a file the seed lays out a long mixed Chinese/English document with LibreOffice
 * (cached in tmp/bench-conversion/long.pdf, as bench/conversion/pdf_throughput.ts does).
 */
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'

await import('@poppinss/ts-exec')
const { loadAverage, median, mixedHtml } = await import('../conversion/bench_lib.js')

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const database = new Database(process.env.SQLITE_FILE ?? 'tmp/docsite.sqlite3')
const storageRoot = process.env.STORAGE_ROOT ?? 'storage'
const folderOf = (hash: string) => path.join(storageRoot, 'documents', hash.slice(0, 2), hash.slice(2, 4))

async function generatedPdf() {
  const root = path.resolve('tmp/bench-conversion')
  const pdf = path.join(root, 'long.pdf')
  if (existsSync(pdf)) return pdf
  await mkdir(root, { recursive: true })
  const html = path.join(root, 'long.html')
  await writeFile(html, mixedHtml(560))
  const engine = await import('../../plugins/documents/services/conversion/index.js')
  const office = new engine.OfficeConverter({ baseDir: root })
  try {
    await office.convert(html, pdf, { filter: 'HTML (StarWriter)' })
  } finally {
    await office.close()
  }
  return pdf
}

/** Converts the PDF as the job does (default engine options) and records the document as converted. */
async function seed() {
  const engine = await import('../../plugins/documents/services/conversion/index.js')
  const pdf = args.find((arg) => !arg.startsWith('--')) ?? (await generatedPdf())
  // Unique bytes, so the document owns its drive folder.
  const original = Buffer.concat([await readFile(pdf), Buffer.from(`\n% zoom bench ${randomUUID()}\n`)])
  const hash = createHash('md5').update(original).digest('hex')
  const work = await mkdtemp(path.join(tmpdir(), 'zoom-bench-'))
  try {
    const input = path.join(work, 'original.pdf')
    await writeFile(input, original)
    const result = await engine.processPdf(input, path.join(work, 'out'), { maxPreview: Number(option('pages', '40')), text: false })
    const folder = folderOf(hash)
    await mkdir(path.join(folder, hash), { recursive: true })
    await writeFile(path.join(folder, `${hash}.pdf`), original)
    await cp(path.join(work, 'out'), path.join(folder, hash), { recursive: true })
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const owner = database.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get() as { id: number } | undefined
    const row = database
      .prepare(
        `INSERT INTO documents (uuid, title, keywords, description, user_id, hash, ext, size, language, price, status, pages, preview,
          width, height, preview_ext, enable_gzip, cover, created_at, updated_at)
         VALUES (?, ?, '', '', ?, ?, '.pdf', ?, 'zh', 0, 2, ?, ?, ?, ?, ?, 0, ?, ?, ?)`
      )
      .run(
        randomUUID(),
        `放大测试文档 ${path.basename(pdf)}`,
        owner?.id ?? 0,
        hash,
        original.length,
        result.pages,
        result.previewPages,
        result.width,
        result.height,
        result.previewExt,
        result.files.cover,
        now,
        now
      )
    console.log(Number(row.lastInsertRowid))
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function timedGet(url: string) {
  const started = performance.now()
  const response = await fetch(url)
  const body = Buffer.from(await response.arrayBuffer())
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return { ms, body }
}

const round = (value: number) => Math.round(value * 10) / 10
const kb = (bytes: number) => round(bytes / 1024)

async function measure() {
  const base = option('url', 'http://127.0.0.1:4105')
  const id = Number(option('id', '1'))
  const burst = Number(option('burst', '8'))
  const document = database.prepare('SELECT hash, preview, width, height, preview_ext AS ext FROM documents WHERE id = ?').get(id) as
    { hash: string; preview: number; width: number; height: number; ext: string } | undefined
  if (!document) throw new Error(`no document ${id} in ${process.env.SQLITE_FILE ?? 'tmp/docsite.sqlite3'}`)
  await rm(path.join(folderOf(document.hash), document.hash, 'zoom'), { recursive: true, force: true })
  const sequential = Math.max(1, document.preview - burst)
  console.log(
    `document ${id}: ${document.preview} preview pages, preview ${document.width}×${document.height} px ${document.ext}; ` +
      `pages 1-${sequential} one by one, ${document.preview - sequential} at once; load average before: ${await loadAverage()}`
  )

  const first: number[] = []
  const cached: number[] = []
  const previewMs: number[] = []
  const zoomBytes: number[] = []
  const previewBytes: number[] = []
  let zoomSize = ''
  for (let page = 1; page <= sequential; page++) {
    // Each request has a query string of its own: the page cache keeps a repeated anonymous URL (across runs too).
    const rendered = await timedGet(`${base}/view/zoom/${id}/${page}${document.ext}?render=${randomUUID()}`)
    const again = await timedGet(`${base}/view/zoom/${id}/${page}${document.ext}?read=${randomUUID()}`)
    const preview = await timedGet(`${base}/view/page/${id}/${page}${document.ext}?read=${randomUUID()}`)
    if (!again.body.equals(rendered.body)) throw new Error(`page ${page}: the second answer differs from the first`)
    if (page === 1) {
      const meta = await sharp(rendered.body).metadata()
      zoomSize = `${meta.width}×${meta.height}`
    }
    first.push(rendered.ms)
    cached.push(again.ms)
    previewMs.push(preview.ms)
    zoomBytes.push(rendered.body.length)
    previewBytes.push(preview.body.length)
  }

  let burstMs = 0
  if (document.preview > sequential) {
    const started = performance.now()
    await Promise.all(
      Array.from({ length: document.preview - sequential }, (_, index) =>
        timedGet(`${base}/view/zoom/${id}/${sequential + index + 1}${document.ext}?render=${randomUUID()}`)
      )
    )
    burstMs = performance.now() - started
  }

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.9))]
  console.log(
    JSON.stringify(
      {
        rendition_px: zoomSize,
        pages_measured: first.length,
        first_request_ms: { median: round(median(first)), p90: round(p90(first)), max: round(Math.max(...first)) },
        cached_request_ms: { median: round(median(cached)), p90: round(p90(cached)) },
        preview_request_ms: { median: round(median(previewMs)) },
        kb_per_page: {
          rendition_median: kb(median(zoomBytes)),
          preview_median: kb(median(previewBytes)),
          ratio: round(sum(zoomBytes) / sum(previewBytes)),
        },
        kb_all_pages: { rendition: kb(sum(zoomBytes)), preview: kb(sum(previewBytes)) },
        burst: burst > 0 ? { pages: document.preview - sequential, all_done_ms: round(burstMs) } : null,
      },
      null,
      2
    )
  )
}

if (args.includes('--seed')) await seed()
else await measure()
