import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { disabledFormats, disabledFormatsReport } from '#plugins/documents/services/conversion/disabled_formats'
import { checkConversionTools } from '#plugins/documents/services/conversion/tools'

const run = promisify(execFile)

test.group('Conversion: formats a missing program disables', () => {
  test('calibre missing disables the e-books, LibreOffice missing the office files; nothing missing, nothing disabled', ({ assert }) => {
    const [calibre] = disabledFormats({ soffice: '/usr/bin/soffice', ebookConvert: null })
    assert.equal(calibre.name, 'calibre (ebook-convert)')
    assert.equal(calibre.packages, 'calibre')
    assert.includeMembers(calibre.extensions, ['epub', 'mobi', 'azw3', 'chm'])
    assert.notInclude(calibre.extensions, 'docx')

    const both = disabledFormats({ soffice: null, ebookConvert: null })
    assert.deepEqual(
      both.map((entry) => entry.name),
      ['LibreOffice', 'calibre (ebook-convert)']
    )
    assert.includeMembers(both[0].extensions, ['doc', 'docx', 'wps', 'ppt', 'pptx', 'xls', 'xlsx', 'csv'])
    assert.notInclude(both[0].extensions, 'pdf')

    assert.deepEqual(disabledFormats({ soffice: '/usr/bin/soffice', ebookConvert: '/usr/bin/ebook-convert' }), [])
    assert.deepEqual(disabledFormatsReport([calibre]), [
      '未安装 calibre (ebook-convert)：EPUB、MOBI、AZW、AZW3、AZW4、CHM 文档无法转换（Debian 软件包：calibre）',
    ])
  })

  test('the start output names calibre and the e-book formats when ebook-convert cannot be found', async ({ assert }) => {
    const script = app.makePath('scripts/conversion_report.ts')
    // An empty PATH hides every program found through it (calibre has no fixed location here).
    const empty = await mkdtemp(path.join(tmpdir(), 'docsite-nopath-'))
    const missing = await run(process.execPath, [script], { cwd: app.makePath(), env: { ...process.env, PATH: empty } })
    assert.include(missing.stdout, '未安装 calibre (ebook-convert)：EPUB、MOBI、AZW、AZW3、AZW4、CHM 文档无法转换')

    const present = await run(process.execPath, [script], { cwd: app.makePath() })
    assert.notInclude(present.stdout, 'calibre', 'the bootstrap installed calibre, so the start says nothing about it')
  }).timeout(60_000)

  test("the admin panel's 运行环境检测 names the same formats for a missing calibre", async ({ assert }) => {
    const saved = process.env.PATH
    process.env.PATH = await mkdtemp(path.join(tmpdir(), 'docsite-nopath-'))
    try {
      const calibre = (await checkConversionTools()).find((entry) => entry.name === 'calibre (ebook-convert)')!
      assert.isFalse(calibre.is_installed)
      assert.equal(calibre.error, 'PATH 中找不到 ebook-convert；EPUB、MOBI、AZW、AZW3、AZW4、CHM 文档无法转换')
    } finally {
      process.env.PATH = saved
    }
  }).timeout(60_000)
})
