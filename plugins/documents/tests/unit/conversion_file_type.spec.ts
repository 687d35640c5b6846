import { copyFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { test } from '@japa/runner'
import {
  decodeText,
  describeText,
  detectFileType,
  detectTextEncoding,
  kindOfExtension,
  normalizeText,
  parseUmd,
  sanitizeFilename,
} from '#plugins/documents/services/conversion/index'
import { chineseScript, refoldRadicals } from '#plugins/documents/services/conversion/text_normalize'
import { fixture, rejection, scratch } from './conversion_helpers.js'

test.group('conversion: detectFileType', (group) => {
  let dir = ''
  let cleanup = async () => {}
  group.setup(async () => {
    ;({ dir, cleanup } = await scratch('detect'))
  })
  group.teardown(() => cleanup())

  test('{name} is {kind} .{ext}')
    .with([
      { file: 'sample.pdf', name: '论文.pdf', kind: 'pdf', ext: 'pdf' },
      { file: 'sample.docx', name: '报告.docx', kind: 'word', ext: 'docx' },
      { file: 'sample.pptx', name: '演示.pptx', kind: 'ppt', ext: 'pptx' },
      { file: 'sample.xlsx', name: '表格.xlsx', kind: 'excel', ext: 'xlsx' },
      { file: 'sample.csv', name: '数据.csv', kind: 'excel', ext: 'csv' },
      { file: 'gbk.txt', name: '小说.txt', kind: 'text', ext: 'txt' },
      { file: 'utf8.txt', name: 'notes.txt', kind: 'text', ext: 'txt' },
      { file: 'sample.epub', name: '书.epub', kind: 'epub', ext: 'epub' },
      { file: 'sample.umd', name: '书.umd', kind: 'umd', ext: 'umd' },
    ])
    .run(async ({ assert }, row) => {
      const found = await detectFileType(fixture(row.file), row.name)
      assert.equal(found.kind, row.kind)
      assert.equal(found.ext, row.ext)
      assert.isFalse(found.renamed)
    })

  test('content decides the type when the name is missing or wrong within documents', async ({ assert }) => {
    const noName = await detectFileType(fixture('sample.docx'), 'upload')
    assert.deepInclude(noName, { kind: 'word', ext: 'docx', declaredExt: '', renamed: true })
    const docxAsDoc = await detectFileType(fixture('sample.docx'), '旧版.doc')
    assert.deepInclude(docxAsDoc, { kind: 'word', ext: 'docx', declaredExt: 'doc', renamed: true })
    const pdfAsTxt = await detectFileType(fixture('sample.pdf'), 'a.txt')
    assert.deepInclude(pdfAsTxt, { kind: 'pdf', ext: 'pdf' })
    const textNoExt = await detectFileType(fixture('gbk.txt'), 'README')
    assert.deepInclude(textNoExt, { kind: 'text', ext: 'txt' })
  })

  test('a zero-byte file is refused as empty', async ({ assert }) => {
    const error = await rejection(detectFileType(fixture('empty.pdf'), 'empty.pdf'))
    assert.equal(error.reason, 'empty')
    assert.equal(error.userMessage, '文件为空，无法转换')
  })

  test('an executable renamed .pdf is refused as a mismatch', async ({ assert }) => {
    const error = await rejection(detectFileType(fixture('program.pdf'), 'invoice.pdf'))
    assert.equal(error.reason, 'mismatch')
    assert.equal(error.userMessage, '文件内容与扩展名不符，已拒绝转换')
    assert.include(error.detail, 'elf')
  })

  test('an executable with its own name is unsupported', async ({ assert }) => {
    const error = await rejection(detectFileType(fixture('program.pdf'), 'setup.exe'))
    assert.equal(error.reason, 'unsupported')
    assert.equal(error.userMessage, '不支持的文件格式')
  })

  test('plain text named .docx is a mismatch', async ({ assert }) => {
    const error = await rejection(detectFileType(fixture('utf8.txt'), '合同.docx'))
    assert.equal(error.reason, 'mismatch')
  })

  test('a zip that is not a document is refused', async ({ assert }) => {
    const file = path.join(dir, 'plain.zip')
    // an archive without office or e-book parts: the epub fixture's bytes minus its mimetype entry are not easy
    // to make by hand, so use a stored zip with one text entry
    const name = Buffer.from('readme.txt')
    const data = Buffer.from('hello')
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    const directoryOffset = local.length + name.length + data.length
    const end = Buffer.alloc(22)
    end.writeUInt32LE(0x06054b50, 0)
    end.writeUInt16LE(1, 8)
    end.writeUInt16LE(1, 10)
    end.writeUInt32LE(central.length + name.length, 12)
    end.writeUInt32LE(directoryOffset, 16)
    await writeFile(file, Buffer.concat([local, name, data, central, name, end]))
    assert.equal((await rejection(detectFileType(file, 'files.zip'))).reason, 'unsupported')
    assert.equal((await rejection(detectFileType(file, 'files.docx'))).reason, 'mismatch')
  })

  test('a docx zip bomb is refused from its declared sizes', async ({ assert }) => {
    const error = await rejection(detectFileType(fixture('bomb.docx'), 'bomb.docx'))
    assert.equal(error.reason, 'zip-bomb')
    assert.equal(error.userMessage, '文档解压后体积异常，已拒绝转换')
    assert.include(error.detail, 'ratio')
  })

  test('a truncated zip is corrupt', async ({ assert }) => {
    const file = path.join(dir, 'cut.docx')
    await copyFile(fixture('sample.docx'), file)
    const { truncate } = await import('node:fs/promises')
    await truncate(file, 2000)
    assert.equal((await rejection(detectFileType(file, 'cut.docx'))).reason, 'corrupt')
  })

  test('a password-protected Office file (OLE EncryptedPackage) is encrypted', async ({ assert }) => {
    // a minimal compound file whose directory names EncryptionInfo and EncryptedPackage
    const sector = 512
    const file = Buffer.alloc(sector * 3, 0)
    file.writeUInt32LE(0xe011cfd0, 0)
    file.writeUInt32LE(0xe11ab1a1, 4)
    file.writeUInt16LE(0x3e, 0x18)
    file.writeUInt16LE(3, 0x1a)
    file.writeUInt16LE(0xfffe, 0x1c)
    file.writeUInt16LE(9, 0x1e)
    file.writeUInt16LE(6, 0x20)
    file.writeUInt32LE(1, 0x2c)
    file.writeUInt32LE(1, 0x30)
    file.writeUInt32LE(0xfffffffe, 0x3c)
    file.writeUInt32LE(0xfffffffe, 0x44)
    for (let index = 0; index < 109; index++) file.writeUInt32LE(0xffffffff, 0x4c + index * 4)
    file.writeUInt32LE(0, 0x4c)
    // sector 0 = FAT: sector 0 is FAT, sector 1 is the directory (end of chain)
    const fat = sector
    for (let index = 0; index < 128; index++) file.writeUInt32LE(0xffffffff, fat + index * 4)
    file.writeUInt32LE(0xfffffffd, fat)
    file.writeUInt32LE(0xfffffffe, fat + 4)
    const names = ['Root Entry', 'EncryptionInfo', 'EncryptedPackage']
    names.forEach((name, index) => {
      const entry = sector * 2 + index * 128
      file.write(name, entry, 'utf16le')
      file.writeUInt16LE((name.length + 1) * 2, entry + 0x40)
      file[entry + 0x42] = index === 0 ? 5 : 2
    })
    const target = path.join(dir, 'locked.docx')
    await writeFile(target, file)
    const error = await rejection(detectFileType(target, '机密.docx'))
    assert.equal(error.reason, 'encrypted')
    assert.equal(error.userMessage, '文档已加密，无法转换')
  })

  test('kindOfExtension follows the spec table', ({ assert }) => {
    assert.equal(kindOfExtension('wps'), 'word')
    assert.equal(kindOfExtension('.DPS'), 'ppt')
    assert.equal(kindOfExtension('et'), 'excel')
    assert.equal(kindOfExtension('tsv'), 'excel')
    assert.equal(kindOfExtension('txt'), 'text')
    assert.equal(kindOfExtension('chm'), 'chm')
    assert.equal(kindOfExtension('exe'), 'other')
  })
})

test.group('conversion: sanitizeFilename', () => {
  test('keeps Chinese and the extension', ({ assert }) => {
    assert.equal(sanitizeFilename('2024年度 报告（终稿）.docx'), '2024年度 报告（终稿）.docx')
  })

  test('drops path separators, keeping the last segment', ({ assert }) => {
    assert.equal(sanitizeFilename('../../etc/passwd'), 'passwd')
    assert.equal(sanitizeFilename('C:\\Users\\张三\\桌面\\合同.pdf'), '合同.pdf')
    assert.equal(sanitizeFilename('a/b\\c.txt'), 'c.txt')
  })

  test('drops control and bidi-override characters and reserved characters', ({ assert }) => {
    assert.equal(sanitizeFilename('报\u0000告\n\r\t.pdf'), '报告.pdf')
    assert.equal(sanitizeFilename('invoice\u202Efdp.exe'), 'invoicefdp.exe')
    assert.equal(sanitizeFilename('a<b>c:d"e|f?g*h.txt'), 'a_b_c_d_e_f_g_h.txt')
  })

  test('never returns an empty, dot or device name', ({ assert }) => {
    assert.equal(sanitizeFilename(''), '未命名文档')
    assert.equal(sanitizeFilename('..'), '未命名文档')
    assert.equal(sanitizeFilename('/'), '未命名文档')
    assert.equal(sanitizeFilename('.pdf'), 'pdf')
    assert.equal(sanitizeFilename('CON.txt'), '_CON.txt')
  })

  test('cuts long names to the byte limit and keeps the extension', ({ assert }) => {
    const name = sanitizeFilename(`${'中'.repeat(200)}.pdf`)
    assert.isAtMost(Buffer.byteLength(name), 200)
    assert.isTrue(name.endsWith('.pdf'))
    assert.isTrue(name.startsWith('中中'))
  })
})

test.group('conversion: text encodings', () => {
  test('{file} is {encoding}')
    .with([
      { file: 'gbk.txt', encoding: 'gb18030' },
      { file: 'utf8.txt', encoding: 'utf-8' },
      { file: 'utf16.txt', encoding: 'utf-16le' },
      { file: 'sample.csv', encoding: 'utf-8' },
    ])
    .run(async ({ assert }, row) => {
      const { readFile } = await import('node:fs/promises')
      const bytes = await readFile(fixture(row.file))
      assert.equal(detectTextEncoding(bytes).encoding, row.encoding)
      const decoded = decodeText(bytes)
      assert.notInclude(decoded.text, '\ufffd')
    })

  test('GBK text decodes to the same Chinese as its UTF-8 twin', async ({ assert }) => {
    const { readFile } = await import('node:fs/promises')
    const gbk = decodeText(await readFile(fixture('gbk.txt')))
    const utf8 = decodeText(await readFile(fixture('utf8.txt')))
    assert.equal(gbk.text, utf8.text)
    assert.isTrue(gbk.text.startsWith('第一章 测试文本'))
  })

  test('a UTF-8 BOM is recognised and removed', ({ assert }) => {
    const decoded = decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('中文')]))
    assert.deepEqual(decoded, { encoding: 'utf-8', bom: true, text: '中文' })
  })
})

test.group('conversion: text normalisation', () => {
  test('folds radicals, removes wrap spaces between Chinese, collapses whitespace', ({ assert }) => {
    assert.equal(normalizeText('中⽂测试\n  文档 ⻅面\t\tHello   world\f'), '中文测试文档见面 Hello world')
  })

  test('a radical folds to the simplified character in simplified text, else to its NFKC form', ({ assert }) => {
    assert.equal(normalizeText('请输入用⼾名和密码，这个⾨⼾网站的⻑度'), '请输入用户名和密码，这个门户网站的长度')
    assert.equal(normalizeText('請輸入用⼾名，這個⾨⼾網站'), '請輸入用戶名，這個門戶網站')
    assert.equal(normalizeText('⼾⾨'), '戶門', 'nothing tells the script: Unicode’s own folding')
    // A page without telling characters follows the document's script.
    assert.equal(normalizeText('用⼾名', 'simplified'), '用户名')
    assert.equal(chineseScript('这是简体中文的说明'), 'simplified')
    assert.equal(chineseScript('這是繁體中文的說明'), 'traditional')
    assert.isNull(chineseScript('Hello 用户'))
  })

  test('text stored before the fold gets the simplified characters back, only in simplified text', ({ assert }) => {
    assert.equal(refoldRadicals('这个用戶名在門戶网站'), '这个用户名在门户网站')
    assert.equal(refoldRadicals('這個用戶名在門戶網站'), '這個用戶名在門戶網站')
    assert.equal(refoldRadicals('用戶名'), '用戶名')
  })

  test('descriptions stop at a sentence end near the limit', ({ assert }) => {
    const text = `${'甲'.repeat(150)}。${'乙'.repeat(100)}`
    assert.equal(describeText(text, 200), `${'甲'.repeat(150)}。`)
    assert.equal(describeText('短文本', 200), '短文本')
  })
})

test.group('conversion: UMD', () => {
  test('reads title and text of a UMD e-book', async ({ assert }) => {
    const { readFile } = await import('node:fs/promises')
    const book = parseUmd(await readFile(fixture('sample.umd')))
    assert.equal(book.title, '测试小说')
    assert.isTrue(book.text.startsWith('第一章 开始\n'))
    assert.include(book.text, '第二章 继续')
  })
})
