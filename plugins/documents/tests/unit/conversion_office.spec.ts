import { stat } from 'node:fs/promises'
import path from 'node:path'
import { test } from '@japa/runner'
import { CSV_IMPORT, OfficeConverter, processPdf, resolveTools } from '#plugins/documents/services/conversion/index'
import { fixture, rejection, scratch } from './conversion_helpers.js'

const tools = await resolveTools()
const NO_SOFFICE =
  'LibreOffice is not installed (apt-get install libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui)'
const NO_UNO = 'python3-uno is not installed (apt-get install python3-uno): the kept-running LibreOffice cannot be driven'

/** The bookmarks LibreOffice put in the PDF, through the engine's own PDF stage: [title, page] with children. */
async function pdfOutline(pdf: string, outDir: string) {
  const result = await processPdf(pdf, outDir, { maxPreview: 1, text: false })
  return result.outline.map((entry) => [entry.title, entry.page, entry.children.map((child) => [child.title, child.page])])
}

const DOCX_OUTLINE = [1, 3, 5].map((page, index) => [
  `第${index + 1}章 Chapter ${index + 1}`,
  page,
  [
    [`${index + 1}.1 小节 Section ${index + 1}.1`, page],
    [`${index + 1}.2 小节 Section ${index + 1}.2`, page + 1],
  ],
])

/** The text LibreOffice put in the PDF, through the engine's own PDF stage. */
async function pdfText(pdf: string, outDir: string) {
  const result = await processPdf(pdf, outDir, { maxPreview: 1 })
  return { pages: result.pages, text: result.description, width: result.width, height: result.height }
}

test.group('conversion: OfficeConverter (kept-running LibreOffice)', (group) => {
  let dir = ''
  let cleanup = async () => {}
  let office: OfficeConverter
  group.setup(async () => {
    ;({ dir, cleanup } = await scratch('office'))
    office = new OfficeConverter({ mode: 'warm', restartAfter: 3, baseDir: dir })
  })
  group.teardown(async () => {
    await office.close()
    await cleanup()
  })
  group.each.timeout(60_000)
  group.tap((item) => {
    if (!tools.soffice) item.skip(true, NO_SOFFICE)
    else if (!tools.python) item.skip(true, NO_UNO)
  })

  test('docx → PDF keeps the Chinese text, with a private profile', async ({ assert }) => {
    const pdf = path.join(dir, 'word.pdf')
    const result = await office.convert(fixture('sample.docx'), pdf)
    assert.equal(result.mode, 'warm')
    assert.isTrue(result.started)
    assert.isTrue(office.running)
    const { text } = await pdfText(pdf, path.join(dir, 'word'))
    assert.include(text, '测试文档')
    assert.isTrue((await stat(path.join(office.directory, 'profile'))).isDirectory())
  })

  test('the second document reuses the running LibreOffice', async ({ assert }) => {
    const pdf = path.join(dir, 'slides.pdf')
    const result = await office.convert(fixture('sample.pptx'), pdf)
    assert.isFalse(result.started)
    const { pages, text, width, height } = await pdfText(pdf, path.join(dir, 'slides'))
    assert.equal(pages, 2)
    assert.include(text, '演示文稿')
    assert.isAbove(width, height, 'slides are landscape')
  })

  test('xlsx → PDF', async ({ assert }) => {
    const pdf = path.join(dir, 'sheet.pdf')
    await office.convert(fixture('sample.xlsx'), pdf)
    assert.include((await pdfText(pdf, path.join(dir, 'sheet'))).text, '北京')
  })

  test('a Chinese CSV is imported as UTF-8, and LibreOffice restarts after restartAfter documents', async ({ assert }) => {
    const restarts = office.restarts
    const pdf = path.join(dir, 'csv.pdf')
    const result = await office.convert(fixture('sample.csv'), pdf, CSV_IMPORT)
    assert.isTrue(result.started, 'the 4th document starts a fresh LibreOffice (restartAfter: 3)')
    assert.equal(office.restarts, restarts + 1)
    const { text } = await pdfText(pdf, path.join(dir, 'csv'))
    assert.include(text, '编号')
    assert.include(text, '北京')
  })

  test('a LibreOffice that died is restarted for the next document', async ({ assert }) => {
    office.killNow()
    assert.isFalse(office.running)
    const result = await office.convert(fixture('sample.docx'), path.join(dir, 'after-crash.pdf'))
    assert.isTrue(result.started)
    assert.isTrue(office.running)
  })

  test('a document past its timeout kills LibreOffice; the next one converts', async ({ assert }) => {
    const error = await rejection(office.convert(fixture('sample.docx'), path.join(dir, 'slow.pdf'), { timeoutMs: 1 }))
    assert.equal(error.reason, 'timeout')
    assert.equal(error.userMessage, '文档转换超时')
    assert.isFalse(office.running)
    const result = await office.convert(fixture('sample.docx'), path.join(dir, 'after-timeout.pdf'))
    assert.isTrue(result.started)
  })

  test('a docx’s headings become the PDF’s bookmarks; a presentation’s placeholder slide names do not', async ({ assert }) => {
    await office.convert(fixture('outline.docx'), path.join(dir, 'headings.pdf'))
    assert.deepEqual(await pdfOutline(path.join(dir, 'headings.pdf'), path.join(dir, 'headings')), DOCX_OUTLINE)
    await office.convert(fixture('sample.pptx'), path.join(dir, 'slides-outline.pdf'))
    assert.deepEqual(await pdfOutline(path.join(dir, 'slides-outline.pdf'), path.join(dir, 'slides-outline')), [])
  })

  test('a file LibreOffice cannot read fails as corrupt', async ({ assert }) => {
    const error = await rejection(office.convert(fixture('corrupt.pdf'), path.join(dir, 'garbage.pdf')))
    assert.oneOf(error.reason, ['corrupt', 'failed'])
    assert.isTrue(office.running || error.reason === 'failed')
  })
})

test.group('conversion: OfficeConverter without the warm path', (group) => {
  let dir = ''
  let cleanup = async () => {}
  group.setup(async () => {
    ;({ dir, cleanup } = await scratch('office-cold'))
  })
  group.teardown(() => cleanup())
  group.each.timeout(60_000)

  test('cold mode starts one LibreOffice for each document, with the same bookmarks as the warm one', async ({ assert }) => {
    const office = new OfficeConverter({ mode: 'cold', baseDir: dir })
    try {
      const pdf = path.join(dir, 'cold.pdf')
      const result = await office.convert(fixture('sample.docx'), pdf)
      assert.equal(result.mode, 'cold')
      assert.include((await pdfText(pdf, path.join(dir, 'cold'))).text, '测试文档')
      await office.convert(fixture('outline.docx'), path.join(dir, 'cold-headings.pdf'))
      assert.deepEqual(await pdfOutline(path.join(dir, 'cold-headings.pdf'), path.join(dir, 'cold-headings')), DOCX_OUTLINE)
      await office.convert(fixture('sample.pptx'), path.join(dir, 'cold-slides.pdf'))
      assert.deepEqual(await pdfOutline(path.join(dir, 'cold-slides.pdf'), path.join(dir, 'cold-slides')), [])
    } finally {
      await office.close()
    }
  }).skip(!tools.soffice, NO_SOFFICE)

  test('without LibreOffice a document fails with "LibreOffice is not installed"', async ({ assert }) => {
    const office = new OfficeConverter({ tools: { soffice: null }, baseDir: dir })
    const error = await rejection(office.convert(fixture('sample.docx'), path.join(dir, 'none.pdf')))
    await office.close()
    assert.equal(error.reason, 'tool-missing')
    assert.equal(error.userMessage, '服务器未安装 LibreOffice，无法转换该文档')
    assert.include(error.detail, 'LibreOffice is not installed')
  })
})
