/**
 * E-book routes to a PDF, on a generated Chinese book (EPUB 3 from XHTML chapters, and the same
 * book as MOBI written by calibre): time per book and how much of the Chinese text survives.
 *
 *   node bench/conversion/ebook_routes.ts [--runs=3] [--chapters=20]
 *
 * Routes: calibre `ebook-convert` (what the engine uses); `mutool convert` (MuPDF's own EPUB
 * layout); and a TypeScript-only route: unzip, read the spine, strip the XHTML to text and lay
 * it out with the engine's textToPdf. Fidelity = the share of the book's Han characters that
 * `mutool draw -F txt` finds again in the PDF (as a multiset), after the engine's normalizeText.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { execFileSync } from 'node:child_process'
import path from 'node:path'

await import('@poppinss/ts-exec')
const { loadAverage, median, run, timed } = await import('./bench_lib.js')
const engine = await import('../../plugins/documents/services/conversion/index.js')
const zip = await import('../../plugins/documents/services/conversion/zip_reader.js')
const books = await import('../../plugins/documents/tests/functional/ebook_helpers.js')

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const runs = option('runs', 3)
const chapters = option('chapters', 20)
const root = path.resolve('tmp/bench-conversion/ebook')
await rm(root, { recursive: true, force: true })
await mkdir(root, { recursive: true })
const tools = await engine.resolveTools()
if (!tools.ebookConvert) throw new Error('calibre is not installed (scripts/bootstrap.sh installs it)')

const content = books.sampleChapters(chapters, 8)
const epub = path.join(root, 'book.epub')
await writeFile(epub, books.chineseEpub('春江花月夜', content))
const mobi = path.join(root, 'book.mobi')
await writeFile(mobi, await books.mobiFromEpub(await readFile(epub)))
const sourceText = content.map((chapter) => [chapter.title, ...chapter.paragraphs].join('\n')).join('\n')

const HAN = /\p{Script=Han}/gu
function hanCounts(text: string) {
  const counts = new Map<string, number>()
  for (const char of engine.normalizeText(text).match(HAN) ?? []) counts.set(char, (counts.get(char) ?? 0) + 1)
  return counts
}
const expected = hanCounts(sourceText)
const expectedTotal = [...expected.values()].reduce((sum, count) => sum + count, 0)

function fidelity(pdf: string) {
  const text = execFileSync('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', pdf], { maxBuffer: 64 * 1024 * 1024 }).toString('utf8')
  const found = hanCounts(text)
  let kept = 0
  for (const [char, count] of expected) kept += Math.min(count, found.get(char) ?? 0)
  const pages = Number(execFileSync('mutool', ['show', pdf, 'trailer/Root/Pages/Count']).toString().trim())
  return { kept: kept / expectedTotal, pages }
}

/** The TypeScript-only route: spine order from the OPF, XHTML to text, then the engine's text layout. */
async function nativeEpubToPdf(input: string, output: string) {
  const entries = await zip.readZipDirectory(input)
  const read = async (name: string) => {
    const entry = entries.find((candidate) => candidate.name === name)
    if (!entry) throw new Error(`${name} is missing`)
    return (await zip.readZipEntry(input, entry, 64 * 1024 * 1024)).toString('utf8')
  }
  const container = await read('META-INF/container.xml')
  const opfPath = container.match(/full-path="([^"]+)"/)![1]
  const opf = await read(opfPath)
  const hrefs = new Map([...opf.matchAll(/<item\b[^>]*\bid="([^"]+)"[^>]*\bhref="([^"]+)"/g)].map((match) => [match[1], match[2]]))
  const spine = [...opf.matchAll(/<itemref\b[^>]*\bidref="([^"]+)"/g)].map((match) => hrefs.get(match[1])!)
  const parts: string[] = []
  for (const href of spine) {
    const xhtml = await read(path.posix.join(path.posix.dirname(opfPath), href))
    parts.push(
      xhtml
        .replace(/<head[\s\S]*?<\/head>/i, '')
        .replace(/<\/(p|h\d|li|div)>/gi, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    )
  }
  await engine.textToPdf(parts.join('\n\f'), output)
}

const env = { ...process.env, HOME: root, QT_QPA_PLATFORM: 'offscreen', QTWEBENGINE_CHROMIUM_FLAGS: '--no-sandbox' }
const routes: { name: string; convert: (out: string) => Promise<unknown> }[] = [
  { name: 'calibre ebook-convert EPUB → PDF', convert: (out) => engine.ebookToPdf(epub, out, { workDir: path.join(root, 'work') }) },
  { name: 'calibre ebook-convert MOBI → PDF', convert: (out) => engine.ebookToPdf(mobi, out, { workDir: path.join(root, 'work') }) },
  { name: 'mutool convert EPUB → PDF', convert: (out) => run('mutool', ['convert', '-o', out, epub], env) },
  { name: 'TypeScript: spine → text → textToPdf', convert: (out) => nativeEpubToPdf(epub, out) },
]

console.log(
  `book: ${chapters} chapters, ${expectedTotal} Han characters; EPUB ${(await readFile(epub)).length} B, MOBI ${(await readFile(mobi)).length} B`
)
console.log(`load average before: ${await loadAverage()}`)
for (const route of routes) {
  const times: number[] = []
  let out = ''
  for (let index = 0; index < runs; index++) {
    out = path.join(root, `${route.name.replace(/\W+/g, '-')}-${index}.pdf`)
    times.push(await timed(() => route.convert(out)))
  }
  const { kept, pages } = fidelity(out)
  console.log(
    `${route.name}: median ${Math.round(median(times))} ms over ${runs} runs, ${pages} pages, Han characters kept ${(kept * 100).toFixed(1)} %`
  )
}
console.log(`load average after: ${await loadAverage()}`)
