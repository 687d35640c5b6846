import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import sharp from 'sharp'
import { previewCount, processPdf, resolveTools, type ToolPaths } from '#plugins/documents/services/conversion/index'
import { fixture, rejection, scratch, writeManyPagePdf } from './conversion_helpers.js'

const tools = await resolveTools()
const NO_MUTOOL = 'mutool is not installed (apt-get install mupdf-tools)'
const NO_POPPLER = 'poppler is not installed (apt-get install poppler-utils)'
/** Switches every PDF program off: the in-process unpdf fallback must do the whole job. */
const ONLY_UNPDF: ToolPaths = { mutool: null, pdftoppm: null, pdftotext: null }
const ONLY_POPPLER: ToolPaths = { mutool: null }

test.group('conversion: preview count', () => {
  test('min(max_preview, ceil(pages × percent / 100)), 0 = no limit', ({ assert }) => {
    assert.equal(previewCount(54, 0, 0), 54)
    assert.equal(previewCount(54, 12, 0), 12)
    assert.equal(previewCount(54, 0, 10), 6)
    assert.equal(previewCount(54, 12, 50), 12)
    assert.equal(previewCount(54, 5, 50), 5)
    assert.equal(previewCount(3, 12, 100), 3)
    assert.equal(previewCount(3, 0, 1), 1)
  })
})

test.group('conversion: processPdf', (group) => {
  let dir = ''
  let cleanup = async () => {}
  group.setup(async () => {
    ;({ dir, cleanup } = await scratch('pdf'))
  })
  group.teardown(() => cleanup())
  group.each.timeout(30_000)

  test('renders webp previews, cover, A4 thumbnail and text of a Chinese/English PDF', async ({ assert }) => {
    const out = path.join(dir, 'webp')
    const result = await processPdf(fixture('sample.pdf'), out)
    assert.equal(result.pages, 3)
    assert.equal(result.previewPages, 3)
    assert.deepEqual(result.files.previews, ['1.webp', '2.webp', '3.webp'])
    assert.equal(result.previewExt, '.webp')
    assert.deepEqual([result.width, result.height], [893, 1263])
    assert.equal(Math.round(result.pageWidthPt), 595)
    const names = await readdir(out)
    assert.includeMembers(names, ['1.webp', '2.webp', '3.webp', 'cover.webp', 'thumb.webp', 'text.txt'])
    const page = await sharp(path.join(out, '2.webp')).metadata()
    assert.equal(page.format, 'webp')
    assert.equal(page.width, 893)
    const thumb = await sharp(path.join(out, 'thumb.webp')).metadata()
    assert.deepEqual([thumb.width, thumb.height], [300, 424])
    const text = await readFile(path.join(out, 'text.txt'), 'utf8')
    assert.lengthOf(text.split('\f'), 3)
    assert.include(text, '第 1 章 Chapter 1 测试文档')
    assert.equal(result.textLength, text.replace(/\f/g, '').length)
    assert.isAtMost(Array.from(result.description).length, 200)
    assert.isTrue(result.description.startsWith('第 1 章 Chapter 1 测试文档'))
    if (tools.mutool) assert.deepInclude(result.tools, { inspect: 'mutool', render: 'mutool', text: 'mutool' })
  })

  test('jpg and png previews at a fixed width', async ({ assert }) => {
    const jpg = await processPdf(fixture('sample.pdf'), path.join(dir, 'jpg'), { format: 'jpg', width: 600, maxPreview: 1 })
    assert.deepEqual(jpg.files.previews, ['1.jpg'])
    assert.equal((await sharp(path.join(dir, 'jpg', '1.jpg')).metadata()).format, 'jpeg')
    assert.equal(jpg.width, 600)
    const png = await processPdf(fixture('sample.pdf'), path.join(dir, 'png'), { format: 'png', maxPreview: 1, coverFormat: 'png' })
    assert.equal((await sharp(path.join(dir, 'png', '1.png')).metadata()).format, 'png')
    assert.equal(png.files.cover, 'cover.png')
  })

  test('svg previews are gzip-compressed to <n>.gzip.svg', async ({ assert }) => {
    const out = path.join(dir, 'svg')
    const result = await processPdf(fixture('sample.pdf'), out, { format: 'svg', maxPreview: 2 })
    assert.deepEqual(result.files.previews, ['1.gzip.svg', '2.gzip.svg'])
    assert.equal(result.previewExt, '.gzip.svg')
    const svg = gunzipSync(await readFile(path.join(out, '1.gzip.svg'))).toString('utf8')
    assert.include(svg, '<svg')
    assert.include(await readdir(out), 'cover.webp')
  }).skip(!tools.mutool, NO_MUTOOL)

  test('only the preview pages are rendered (max_preview and percentage)', async ({ assert }) => {
    const out = path.join(dir, 'limited')
    const result = await processPdf(fixture('sample.pdf'), out, { maxPreview: 5, previewPercent: 50 })
    assert.equal(result.previewPages, 2)
    const names = await readdir(out)
    assert.notInclude(names, '3.webp')
    assert.equal(result.textPages, 3, 'text still covers every page')
  })

  test('poppler renders and extracts when mutool is missing', async ({ assert }) => {
    const result = await processPdf(fixture('sample.pdf'), path.join(dir, 'poppler'), { tools: ONLY_POPPLER, maxPreview: 1 })
    assert.deepInclude(result.tools, { inspect: 'poppler', render: 'poppler', text: 'poppler' })
    assert.equal(result.pages, 3)
    assert.include(result.description, '测试文档')
  }).skip(!tools.pdftoppm || !tools.pdftotext, NO_POPPLER)

  test('unpdf does the whole job in-process when no PDF program is installed', async ({ assert }) => {
    const out = path.join(dir, 'unpdf')
    const result = await processPdf(fixture('sample.pdf'), out, { tools: ONLY_UNPDF, maxPreview: 2 })
    assert.deepInclude(result.tools, { inspect: 'unpdf', render: 'unpdf', text: 'unpdf' })
    assert.equal(result.pages, 3)
    assert.equal(result.width, 893)
    assert.include(result.description, '测试文档')
    assert.isAbove((await stat(path.join(out, '2.webp'))).size, 1000)
  })

  test('the bookmarks become a nested outline with 1-based pages ({tool})')
    .with([{ tool: 'mutool' as const }, { tool: 'unpdf' as const }])
    .run(async ({ assert }, row) => {
      const result = await processPdf(fixture('outline.pdf'), path.join(dir, `outline-${row.tool}`), {
        maxPreview: 1,
        ...(row.tool === 'unpdf' ? { tools: ONLY_UNPDF } : {}),
      })
      assert.equal(result.tools.outline, row.tool)
      assert.deepEqual(
        result.outline.map((chapter) => [chapter.title, chapter.page, chapter.children.map((section) => [section.title, section.page])]),
        [1, 3, 5].map((page, index) => [
          `第${index + 1}章 Chapter ${index + 1}`,
          page,
          [
            [`${index + 1}.1 小节 Section ${index + 1}.1`, page],
            [`${index + 1}.2 小节 Section ${index + 1}.2`, page + 1],
          ],
        ])
      )
    })

  test('a PDF without bookmarks has no outline; poppler alone reads none and the document still converts', async ({ assert }) => {
    const file = path.join(dir, 'plain.pdf')
    await writeManyPagePdf(file, 3)
    const plain = await processPdf(file, path.join(dir, 'plain'), { maxPreview: 1 })
    assert.deepEqual(plain.outline, [])
    assert.equal(plain.tools.outline, tools.mutool ? 'mutool' : 'unpdf')
    if (!tools.pdftoppm) return
    const poppler = await processPdf(fixture('outline.pdf'), path.join(dir, 'outline-poppler'), {
      maxPreview: 1,
      tools: { mutool: null, pdftotext: null, pdftoppm: tools.pdftoppm },
    })
    assert.equal(poppler.tools.render, 'poppler')
    assert.equal(poppler.tools.outline, 'unpdf', 'unpdf reads the outline where mutool is missing')
    assert.lengthOf(poppler.outline, 3)
  })

  test('an encrypted PDF fails with 文档已加密，无法转换 ({tool})')
    .with([{ tool: 'default' as const }, { tool: 'unpdf' as const }])
    .run(async ({ assert }, row) => {
      const error = await rejection(
        processPdf(fixture('encrypted.pdf'), path.join(dir, `enc-${row.tool}`), row.tool === 'unpdf' ? { tools: ONLY_UNPDF } : {})
      )
      assert.equal(error.reason, 'encrypted')
      assert.equal(error.userMessage, '文档已加密，无法转换')
    })

  test('a corrupt PDF fails as corrupt ({tool})')
    .with([{ tool: 'default' as const }, { tool: 'unpdf' as const }])
    .run(async ({ assert }, row) => {
      const error = await rejection(
        processPdf(fixture('corrupt.pdf'), path.join(dir, `bad-${row.tool}`), row.tool === 'unpdf' ? { tools: ONLY_UNPDF } : {})
      )
      assert.equal(error.reason, 'corrupt')
      assert.equal(error.userMessage, '文档已损坏，无法转换')
    })

  test('a 5,000-page PDF renders only its preview pages, quickly', async ({ assert }) => {
    const file = path.join(dir, 'long.pdf')
    await writeManyPagePdf(file, 5000)
    const started = performance.now()
    const result = await processPdf(file, path.join(dir, 'long'), { maxPreview: 3, maxTextPages: 50 })
    assert.equal(result.pages, 5000)
    assert.equal(result.previewPages, 3)
    assert.equal(result.textPages, 50)
    assert.isBelow(performance.now() - started, 20_000)
  }).skip(!tools.mutool && !tools.pdftoppm, 'needs mutool or poppler (unpdf parses all 5,000 pages)')

  test('more pages than maxPages fail as too-large before rendering', async ({ assert }) => {
    const file = path.join(dir, 'long-limit.pdf')
    await writeManyPagePdf(file, 5000)
    const out = path.join(dir, 'too-large')
    const error = await rejection(processPdf(file, out, { maxPages: 1000 }))
    assert.equal(error.reason, 'too-large')
    assert.include(error.userMessage, '5000')
    assert.deepEqual(await readdir(out), [])
  })

  test('a poster-sized page is capped at maxSide pixels ({tool})')
    .with([{ tool: 'default' as const }, { tool: 'unpdf' as const }])
    .run(async ({ assert }, row) => {
      const file = path.join(dir, 'poster.pdf')
      await writeManyPagePdf(file, 1, '0 0 14400 7200')
      const result = await processPdf(file, path.join(dir, `poster-${row.tool}`), row.tool === 'unpdf' ? { tools: ONLY_UNPDF } : {})
      assert.equal(result.width, 4000)
      assert.equal(result.height, 2000)
    })

  test('a step that runs past its timeout is killed and reported', async ({ assert }) => {
    const error = await rejection(processPdf(fixture('sample.pdf'), path.join(dir, 'timeout'), { stepTimeoutMs: 1 }))
    assert.equal(error.reason, 'timeout')
    assert.equal(error.userMessage, '文档转换超时')
  })
})
