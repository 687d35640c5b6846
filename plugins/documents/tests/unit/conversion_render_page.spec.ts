import { stat } from 'node:fs/promises'
import path from 'node:path'
import { test } from '@japa/runner'
import sharp from 'sharp'
import { renderPdfPage, resolveTools, type ToolPaths } from '#plugins/documents/services/conversion/index'
import { fixture, rejection, scratch, writeManyPagePdf } from './conversion_helpers.js'

const tools = await resolveTools()
const RENDERERS: { tool: 'mutool' | 'poppler' | 'unpdf'; only: ToolPaths; missing: boolean }[] = [
  { tool: 'mutool', only: {}, missing: !tools.mutool },
  { tool: 'poppler', only: { mutool: null }, missing: !tools.pdftoppm },
  { tool: 'unpdf', only: { mutool: null, pdftoppm: null, pdftotext: null }, missing: false },
]

test.group('conversion: one page, larger (renderPdfPage)', (group) => {
  let dir = ''
  let cleanup = async () => {}
  group.setup(async () => {
    ;({ dir, cleanup } = await scratch('render-page'))
  })
  group.teardown(() => cleanup())
  group.each.timeout(60_000)

  for (const { tool, only, missing } of RENDERERS) {
    test(`${tool}: the asked-for page at the asked-for width, in the asked-for format`, async ({ assert }) => {
      const target = path.join(dir, `${tool}.jpg`)
      const result = await renderPdfPage(fixture('sample.pdf'), 3, target, { width: 1786, format: 'jpg', tools: only })
      assert.equal(result.tool, tool)
      assert.deepEqual([result.width, result.height], [1786, 2526])
      const meta = await sharp(target).metadata()
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1786, 2526])
      assert.equal((await stat(target)).size, result.size)
    }).skip(missing, `${tool} is not installed`)
  }

  test('the last page of a long PDF, and a page past its end is an error', async ({ assert }) => {
    const pdf = path.join(dir, 'long.pdf')
    await writeManyPagePdf(pdf, 300)
    const result = await renderPdfPage(pdf, 300, path.join(dir, 'last.webp'), {
      width: 1224,
      tools: { mutool: null, pdftoppm: null, pdftotext: null },
    })
    assert.deepEqual([result.width, result.height], [1224, 1584])
    const error = await rejection(renderPdfPage(pdf, 301, path.join(dir, 'past.webp'), { width: 1224 }))
    assert.equal(error.reason, 'corrupt')
  })

  test('no side over maxSide: a tall page is narrower than asked', async ({ assert }) => {
    const pdf = path.join(dir, 'tall.pdf')
    await writeManyPagePdf(pdf, 1, '0 0 200 2000')
    const result = await renderPdfPage(pdf, 1, path.join(dir, 'tall.webp'), { width: 1000, maxSide: 4000 })
    assert.isAtMost(Math.max(result.width, result.height), 4000)
    assert.isBelow(result.width, 1000)
  }).skip(!tools.mutool, 'mutool is not installed')
})
