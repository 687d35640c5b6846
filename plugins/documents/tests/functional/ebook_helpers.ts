import { crc32 } from 'node:zlib'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resolveTools } from '#plugins/documents/services/conversion/index'
import { runCommand } from '#plugins/documents/services/conversion/run_command'

/** A zip whose entries are stored (not deflated), in the given order: `mimetype` first is what EPUB asks. */
export function storedZip(entries: { name: string; data: Buffer }[]) {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8')
    const checksum = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt32LE(checksum, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt32LE(checksum, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface Chapter {
  title: string
  paragraphs: string[]
}

/** An EPUB 3 book of XHTML chapters (Chinese text needs nothing more than UTF-8 and a zh-CN language). */
export function chineseEpub(title: string, chapters: Chapter[]) {
  const files = chapters.map((_, index) => `chapter${index + 1}.xhtml`)
  const xhtml = (chapter: Chapter) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="zh-CN" lang="zh-CN"><head><title>${escape(chapter.title)}</title></head>` +
    `<body><h1>${escape(chapter.title)}</h1>${chapter.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('')}</body></html>`
  const opf =
    `<?xml version="1.0" encoding="utf-8"?>\n<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id" xml:lang="zh-CN">` +
    `<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:${crypto.randomUUID()}</dc:identifier>` +
    `<dc:title>${escape(title)}</dc:title><dc:language>zh-CN</dc:language><meta property="dcterms:modified">2026-01-01T00:00:00Z</meta></metadata>` +
    `<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>` +
    files.map((file, index) => `<item id="c${index + 1}" href="${file}" media-type="application/xhtml+xml"/>`).join('') +
    `</manifest><spine>${files.map((_, index) => `<itemref idref="c${index + 1}"/>`).join('')}</spine></package>`
  const nav =
    `<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>目录</title></head>` +
    `<body><nav epub:type="toc"><ol>${chapters.map((chapter, index) => `<li><a href="${files[index]}">${escape(chapter.title)}</a></li>`).join('')}</ol></nav></body></html>`
  const container =
    `<?xml version="1.0" encoding="utf-8"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">` +
    `<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`
  return storedZip([
    { name: 'mimetype', data: Buffer.from('application/epub+zip') },
    { name: 'META-INF/container.xml', data: Buffer.from(container) },
    { name: 'OEBPS/content.opf', data: Buffer.from(opf) },
    { name: 'OEBPS/nav.xhtml', data: Buffer.from(nav) },
    ...chapters.map((chapter, index) => ({ name: `OEBPS/${files[index]}`, data: Buffer.from(xhtml(chapter)) })),
  ])
}

const HAN =
  '天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调阳云腾致雨露结为霜金生丽水玉出昆冈剑号巨阙珠称夜光果珍李柰菜重芥姜海咸河淡鳞潜羽翔'

/** Chapters of Chinese prose with a marker sentence each, so tests can look for text they know. */
export function sampleChapters(count: number, paragraphsPerChapter = 6, marker = '') {
  return Array.from({ length: count }, (_, chapter) => ({
    title: `第${chapter + 1}章 春江花月夜`,
    paragraphs: Array.from({ length: paragraphsPerChapter }, (_paragraphItem, paragraph) => {
      const words = Array.from({ length: 120 }, (_wordItem, index) => HAN[(chapter * 31 + paragraph * 17 + index * 7) % HAN.length]).join(
        ''
      )
      return paragraph === 0 ? `${marker}滟滟随波千万里，何处春江无月明。${words}。` : `${words}，${words.slice(0, 40)}。`
    }),
  }))
}

/** The same book as MOBI, written by calibre (the only converter on the machine that writes MOBI). */
export async function mobiFromEpub(epub: Buffer) {
  const tools = await resolveTools()
  if (!tools.ebookConvert) throw new Error('calibre is not installed: run the bootstrap (scripts/bootstrap.sh) first')
  const dir = await mkdtemp(path.join(tmpdir(), 'docsite-mobi-'))
  try {
    await writeFile(path.join(dir, 'book.epub'), epub)
    const result = await runCommand(tools.ebookConvert, [path.join(dir, 'book.epub'), path.join(dir, 'book.mobi')], {
      step: 'EPUB to MOBI (calibre)',
      timeoutMs: 5 * 60_000,
      cwd: dir,
      env: { ...process.env, HOME: dir, CALIBRE_CONFIG_DIRECTORY: path.join(dir, 'config'), QT_QPA_PLATFORM: 'offscreen' },
    })
    if (result.code !== 0) throw new Error(`ebook-convert failed: ${result.stderr}`)
    return await readFile(path.join(dir, 'book.mobi'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
