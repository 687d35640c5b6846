import { extensionsOfKind, type DocumentKind } from './file_type.js'
import type { ResolvedTools } from './tools.js'

/**
 * The programs without which a family of documents cannot be converted at all. The others
 * (mutool, poppler, python3-uno) only have slower fallbacks, so nothing is disabled without them.
 */
const FORMAT_TOOLS: { tool: 'soffice' | 'ebookConvert'; name: string; packages: string; kinds: Exclude<DocumentKind, 'other'>[] }[] = [
  {
    tool: 'soffice',
    name: 'LibreOffice',
    packages: 'libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui',
    kinds: ['word', 'ppt', 'excel'],
  },
  { tool: 'ebookConvert', name: 'calibre (ebook-convert)', packages: 'calibre', kinds: ['epub', 'mobi', 'chm'] },
]

export interface DisabledFormats {
  /** The program's name as the environment check shows it. */
  name: string
  /** Debian packages that bring it. */
  packages: string
  /** Extensions (without dot) that fail with 'tool-missing' while it is missing. */
  extensions: string[]
}

/** Which formats the missing programs switch off, one entry a missing program. */
export function disabledFormats(tools: Pick<ResolvedTools, 'soffice' | 'ebookConvert'>): DisabledFormats[] {
  return FORMAT_TOOLS.filter((entry) => !tools[entry.tool]).map((entry) => ({
    name: entry.name,
    packages: entry.packages,
    extensions: entry.kinds.flatMap((kind) => extensionsOfKind(kind)),
  }))
}

/** 'EPUB、MOBI、AZW…': how the start output and the admin panel name the formats. */
export function formatList(extensions: string[]) {
  return extensions.map((ext) => ext.toUpperCase()).join('、')
}

/** One line a missing program, for the start output. */
export function disabledFormatsReport(disabled: DisabledFormats[]) {
  return disabled.map((entry) => `未安装 ${entry.name}：${formatList(entry.extensions)} 文档无法转换（Debian 软件包：${entry.packages}）`)
}
