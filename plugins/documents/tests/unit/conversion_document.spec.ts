import { mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { test } from '@japa/runner'
import {
  checkConversionTools,
  convertDocument,
  OfficeConverter,
  resolveTools,
  type ConvertOptions,
} from '#plugins/documents/services/conversion/index'
import { fixture, rejection, scratch } from './conversion_helpers.js'

const tools = await resolveTools()
const NO_SOFFICE = 'LibreOffice is not installed (apt-get install libreoffice-writer-nogui libreoffice-calc-nogui python3-uno)'
const NO_CALIBRE = 'calibre is not installed (apt-get install calibre)'

test.group('conversion: convertDocument', (group) => {
  let dir = ''
  let cleanup = async () => {}
  let office: OfficeConverter
  let options: ConvertOptions
  group.setup(async () => {
    ;({ dir, cleanup } = await scratch('convert'))
    office = new OfficeConverter({ baseDir: dir })
    options = { office, maxPreview: 2, workDir: path.join(dir, 'work') }
  })
  group.teardown(async () => {
    await office.close()
    await cleanup()
  })
  group.each.timeout(60_000)

  test('a PDF goes straight to the PDF stage', async ({ assert }) => {
    const out = path.join(dir, 'pdf')
    const result = await convertDocument(fixture('sample.pdf'), '论文.pdf', out, options)
    assert.deepInclude(result, { kind: 'pdf', ext: 'pdf', pages: 3, previewPages: 2, renamed: false, pdf: null })
    assert.isNull(result.tools.toPdf)
    assert.includeMembers(await readdir(out), ['1.webp', '2.webp', 'cover.webp', 'thumb.webp', 'text.txt'])
    assert.isAbove(result.timings.total, 0)
    assert.deepEqual(await readdir(options.workDir!), [], 'the scratch copy is removed')
  })

  test('a docx goes through LibreOffice, and keepPdf keeps its PDF', async ({ assert }) => {
    const out = path.join(dir, 'docx')
    const result = await convertDocument(fixture('sample.docx'), '报告.docx', out, { ...options, keepPdf: true })
    assert.deepInclude(result, { kind: 'word', ext: 'docx', pdf: 'document.pdf' })
    assert.oneOf(result.tools.toPdf, ['libreoffice-warm', 'libreoffice-cold'])
    assert.include(result.description, '测试文档')
    assert.include(await readdir(out), 'document.pdf')
  }).skip(!tools.soffice, NO_SOFFICE)

  test('a GBK CSV is transcoded and imported as UTF-8', async ({ assert }) => {
    const result = await convertDocument(fixture('gbk.csv'), '销售数据.csv', path.join(dir, 'csv'), options)
    assert.deepInclude(result, { kind: 'excel', ext: 'csv', encoding: 'gb18030' })
    assert.include(result.description, '北京')
    assert.include(result.description, '销售数据', 'the sheet is named after the uploaded file')
  }).skip(!tools.soffice, NO_SOFFICE)

  test('a GBK txt is laid out in-process with Chinese glyphs', async ({ assert }) => {
    const out = path.join(dir, 'txt')
    const result = await convertDocument(fixture('gbk.txt'), '小说.txt', out, options)
    assert.deepInclude(result, { kind: 'text', ext: 'txt', encoding: 'gb18030' })
    assert.equal(result.tools.toPdf, 'text-layout')
    assert.isTrue(result.description.startsWith('第一章测试文本'))
    const utf8 = await convertDocument(fixture('utf8.txt'), 'notes.txt', path.join(dir, 'txt8'), options)
    assert.equal(utf8.description, result.description)
  })

  test('a UMD e-book is read in-process', async ({ assert }) => {
    const result = await convertDocument(fixture('sample.umd'), '小说.umd', path.join(dir, 'umd'), options)
    assert.deepInclude(result, { kind: 'umd', ext: 'umd' })
    assert.isTrue(result.description.startsWith('第一章开始'))
  })

  test('an epub goes through calibre with Chinese fonts', async ({ assert }) => {
    const result = await convertDocument(fixture('sample.epub'), '电子书.epub', path.join(dir, 'epub'), options)
    assert.deepInclude(result, { kind: 'epub', ext: 'epub' })
    assert.equal(result.tools.toPdf, 'calibre')
    assert.include(result.description, 'Chapter 1')
    assert.match(result.description, /[\u4e00-\u9fff]{10}/)
    assert.notMatch(result.description, /[\u2e80-\u2fdf]/, 'radicals are folded to ordinary characters')
  }).skip(!tools.ebookConvert, NO_CALIBRE)

  test('an epub without calibre fails with a tool-missing reason', async ({ assert }) => {
    const error = await rejection(
      convertDocument(fixture('sample.epub'), '电子书.epub', path.join(dir, 'epub-none'), { ...options, tools: { ebookConvert: null } })
    )
    assert.equal(error.reason, 'tool-missing')
    assert.equal(error.userMessage, '服务器未安装 calibre，无法转换该文档')
  })

  test('a name with path separators and control characters converts, and nothing is written outside outDir', async ({ assert }) => {
    const out = path.join(dir, 'evil', 'out')
    await mkdir(out, { recursive: true })
    const result = await convertDocument(fixture('sample.pdf'), '../../\u0007etc/\u202e报告\n.pdf', out, options)
    assert.equal(result.kind, 'pdf')
    assert.deepEqual(await readdir(path.join(dir, 'evil')), ['out'])
  })

  test('{file} named {name} fails with {reason}')
    .with([
      { file: 'empty.pdf', name: 'empty.pdf', reason: 'empty', message: '文件为空，无法转换' },
      { file: 'program.pdf', name: '发票.pdf', reason: 'mismatch', message: '文件内容与扩展名不符，已拒绝转换' },
      { file: 'program.pdf', name: 'program', reason: 'unsupported', message: '不支持的文件格式' },
      { file: 'encrypted.pdf', name: '加密.pdf', reason: 'encrypted', message: '文档已加密，无法转换' },
      { file: 'corrupt.pdf', name: '损坏.pdf', reason: 'corrupt', message: '文档已损坏，无法转换' },
      { file: 'bomb.docx', name: 'bomb.docx', reason: 'zip-bomb', message: '文档解压后体积异常，已拒绝转换' },
      { file: 'bomb-lying.docx', name: 'bomb.docx', reason: 'zip-bomb', message: '文档解压后体积异常，已拒绝转换' },
    ])
    .run(async ({ assert }, row) => {
      const before = office.conversions
      const error = await rejection(convertDocument(fixture(row.file), row.name, path.join(dir, `bad-${row.reason}`), options))
      assert.equal(error.reason, row.reason)
      assert.equal(error.userMessage, row.message)
      assert.isString(error.detail)
      assert.equal(office.conversions, before, 'LibreOffice never saw it')
    })

  test('a docx without LibreOffice fails with "LibreOffice is not installed"', async ({ assert }) => {
    const none = new OfficeConverter({ tools: { soffice: null }, baseDir: dir })
    const error = await rejection(convertDocument(fixture('sample.docx'), 'a.docx', path.join(dir, 'no-lo'), { ...options, office: none }))
    await none.close()
    assert.equal(error.reason, 'tool-missing')
    assert.include(error.detail, 'LibreOffice is not installed')
  })

  test('the text file holds the text of every page, separated by form feeds', async ({ assert }) => {
    const out = path.join(dir, 'text')
    await convertDocument(fixture('sample.pdf'), 'a.pdf', out, { ...options, maxPreview: 1 })
    const text = await readFile(path.join(out, 'text.txt'), 'utf8')
    assert.lengthOf(text.split('\f'), 3)
  })
})

test.group('conversion: checkConversionTools', () => {
  test('lists every tool in the EnvDependent shape', async ({ assert }) => {
    const envs = await checkConversionTools()
    const names = envs.map((env) => env.name)
    assert.includeMembers(names, [
      'LibreOffice',
      'python3-uno',
      'MuPDF (mutool)',
      'poppler (pdftoppm)',
      'poppler (pdftotext)',
      'calibre (ebook-convert)',
      'cwebp',
      '中文字体',
    ])
    for (const env of envs) {
      assert.properties(env, ['name', 'description', 'cmd', 'version', 'is_installed', 'is_required', 'error', 'checked_at'])
      if (!env.is_installed) assert.isNotEmpty(env.error)
    }
    const mutool = envs.find((env) => env.name === 'MuPDF (mutool)')!
    assert.equal(mutool.is_installed, Boolean(tools.mutool))
    if (tools.mutool) assert.match(mutool.version, /^\d+\.\d+/)
    assert.isTrue(envs.find((env) => env.name === 'LibreOffice')!.is_required)
  }).timeout(60_000)
})
