import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { ConversionError, toolMissing } from './errors.js'
import { runCommand, stderrSummary } from './run_command.js'
import { resolveTools, type ToolPaths } from './tools.js'

export interface EbookToPdfOptions {
  tools?: ToolPaths
  /** Default 5 minutes (calibre takes 5-15 s a book, mostly waiting on its web engine). */
  timeoutMs?: number
  /** calibre's configuration and temp files go here (never the shared ~/.config/calibre). */
  workDir: string
}

/**
 * EPUB, MOBI, AZW/AZW3 and CHM → A4 PDF with calibre's ebook-convert, Chinese set in Noto
 * CJK SC. (MuPDF's own EPUB→PDF drops or mis-shapes Chinese glyphs with Debian's build;
 * see docs/conversion.md.) The input file's extension must be the format's.
 */
export async function ebookToPdf(inputPath: string, outputPath: string, options: EbookToPdfOptions) {
  const tools = await resolveTools(options.tools)
  if (!tools.ebookConvert) throw toolMissing('calibre', 'calibre is not installed (ebook-convert not found in PATH)')
  const config = path.join(options.workDir, 'calibre-config')
  const temp = path.join(options.workDir, 'calibre-tmp')
  await mkdir(config, { recursive: true })
  await mkdir(temp, { recursive: true })
  const result = await runCommand(
    tools.ebookConvert,
    [
      inputPath,
      outputPath,
      '--paper-size',
      'a4',
      '--pdf-page-margin-left',
      '36',
      '--pdf-page-margin-right',
      '36',
      '--pdf-page-margin-top',
      '36',
      '--pdf-page-margin-bottom',
      '36',
      '--pdf-serif-family',
      'Noto Serif CJK SC',
      '--pdf-sans-family',
      'Noto Sans CJK SC',
      '--pdf-mono-family',
      'Noto Sans Mono CJK SC',
      '--pdf-default-font-size',
      '16',
    ],
    {
      step: 'e-book to PDF (calibre)',
      timeoutMs: options.timeoutMs ?? 5 * 60_000,
      cwd: options.workDir,
      env: {
        ...process.env,
        HOME: options.workDir,
        CALIBRE_CONFIG_DIRECTORY: config,
        CALIBRE_TEMP_DIR: temp,
        CALIBRE_CACHE_DIRECTORY: temp,
        QT_QPA_PLATFORM: 'offscreen',
        // calibre's Chromium refuses to run as root without it
        QTWEBENGINE_CHROMIUM_FLAGS: '--no-sandbox',
      },
    }
  )
  const info = await stat(outputPath).catch(() => null)
  if (result.code !== 0 || !info || info.size === 0) {
    const why = stderrSummary(result.stderr + '\n' + result.stdout.toString('utf8'))
    if (/DRM/i.test(why)) throw new ConversionError('encrypted', `calibre: the e-book is DRM-protected: ${why}`)
    throw new ConversionError('corrupt', `calibre could not convert the e-book (exit ${result.code}): ${why}`)
  }
  return { ms: Math.round(result.ms) }
}
