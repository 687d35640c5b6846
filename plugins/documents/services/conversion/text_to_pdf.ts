import { writeFile } from 'node:fs/promises'
import { GlobalFonts, PDFDocument } from '@napi-rs/canvas'
import { ConversionError } from './errors.js'
import { findCjkFontFiles } from './tools.js'

export interface TextToPdfOptions {
  /** A font file with Chinese glyphs; default: the first CJK font found on the machine. */
  fontFile?: string
  /** Font size in points. Default 12. */
  fontSize?: number
  /** Stop laying out after this many pages (the rest is dropped, with truncated = true). Default 5000. */
  maxPages?: number
  title?: string
}

export interface TextToPdfResult {
  pages: number
  truncated: boolean
  /** The font family asked for first. */
  font: string
}

// A4 in points, 20 mm margins
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN = 56.69

// Chinese line-breaking rules (禁则): these never start a line, these never end one.
const NO_LINE_START = new Set(Array.from('，。、；：？！）》」』】〕〉”’…—,.;:?!)]}%'))
const NO_LINE_END = new Set(Array.from('（《「『【〔〈“‘([{'))

const PREFERRED_FONTS = [
  /wqy-?microhei/i,
  /wqy-?zenhei/i,
  /NotoSansCJK-Regular/i,
  /NotoSansCJKsc-Regular/i,
  /SourceHanSans/i,
  /DroidSansFallback/i,
]
let registered: Promise<string | null> | undefined

/** Registers one CJK font under a private family name, once per process. */
function registerFont(fontFile?: string) {
  if (fontFile) {
    return Promise.resolve(GlobalFonts.registerFromPath(fontFile, 'DocsiteText') ? 'DocsiteText' : null)
  }
  registered ??= findCjkFontFiles().then((files) => {
    for (const pattern of PREFERRED_FONTS) {
      const file = files.find((candidate) => pattern.test(candidate))
      if (file && GlobalFonts.registerFromPath(file, 'DocsiteCJK')) return 'DocsiteCJK'
    }
    return files.length && GlobalFonts.registerFromPath(files[0], 'DocsiteCJK') ? 'DocsiteCJK' : null
  })
  return registered
}

/** Words of Latin script stay together; every other character is its own break opportunity. */
function tokens(line: string) {
  return line.match(/[A-Za-z0-9\u00c0-\u024f'’_\-./:@#%&+=]+|\s+|./gsu) ?? []
}

/**
 * Lays plain text out on A4 pages and writes a PDF (Skia's PDF backend through
 * @napi-rs/canvas, fonts embedded), so a .txt or .umd goes through the same page pipeline
 * as every other document, in-process and without LibreOffice.
 */
export async function textToPdf(text: string, outputPath: string, options: TextToPdfOptions = {}): Promise<TextToPdfResult> {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(/\t/g, '    ')
  if (!clean.trim()) throw new ConversionError('empty', 'the text file holds only whitespace')
  const family = await registerFont(options.fontFile)
  const fontSize = options.fontSize ?? 12
  const lineHeight = fontSize * 1.6
  const maxPages = options.maxPages ?? 5000
  const font = `${fontSize}px ${family ? `"${family}", ` : ''}"WenQuanYi Micro Hei", "Noto Sans CJK SC", "Noto Sans CJK JP", "Droid Sans Fallback", "DejaVu Sans", sans-serif`
  const usable = PAGE_WIDTH - 2 * MARGIN
  const linesPerPage = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / lineHeight)

  const doc = new PDFDocument({ title: options.title ?? '', creator: 'Docsite', producer: 'Docsite' })
  let ctx: ReturnType<PDFDocument['beginPage']> | null = null
  let pages = 0
  let lineOnPage = 0
  let truncated = false
  const widths = new Map<string, number>()
  const measure = (token: string) => {
    let width = widths.get(token)
    if (width === undefined) {
      width = ctx!.measureText(token).width
      if (widths.size < 50_000) widths.set(token, width)
    }
    return width
  }
  const newPage = () => {
    if (ctx) doc.endPage()
    const page = doc.beginPage(PAGE_WIDTH, PAGE_HEIGHT)
    page.font = font
    page.fillStyle = '#000000'
    page.textBaseline = 'alphabetic'
    ctx = page
    pages++
    lineOnPage = 0
  }
  const emit = (line: string) => {
    if (!ctx || lineOnPage >= linesPerPage) {
      if (pages >= maxPages) {
        truncated = true
        return false
      }
      newPage()
    }
    if (line) ctx!.fillText(line, MARGIN, MARGIN + fontSize + lineOnPage * lineHeight)
    lineOnPage++
    return true
  }

  newPage()
  outer: for (const paragraph of clean.split('\n')) {
    if (!paragraph.trim()) {
      if (!emit('')) break
      continue
    }
    let line = ''
    let width = 0
    for (const token of tokens(paragraph.replace(/\s+$/, ''))) {
      const tokenWidth = measure(token)
      if (width + tokenWidth <= usable || (NO_LINE_START.has(token) && width + tokenWidth <= usable + fontSize)) {
        line += token
        width += tokenWidth
        continue
      }
      if (tokenWidth > usable) {
        // a word longer than the line: break it by characters
        for (const char of token) {
          const charWidth = measure(char)
          if (width + charWidth > usable && line) {
            if (!emit(line)) break outer
            line = ''
            width = 0
          }
          line += char
          width += charWidth
        }
        continue
      }
      let carry = ''
      const last = Array.from(line).pop() ?? ''
      if (NO_LINE_END.has(last)) {
        carry = last
        line = line.slice(0, -last.length)
      }
      if (!emit(line.replace(/\s+$/, ''))) break outer
      line = /^\s+$/.test(token) ? carry : carry + token
      width = measure(line)
    }
    if (!emit(line)) break
  }
  doc.endPage()
  await writeFile(outputPath, doc.close())
  return { pages, truncated, font: family ?? 'system' }
}
