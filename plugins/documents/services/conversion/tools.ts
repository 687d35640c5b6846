import { constants } from 'node:fs'
import { access, readdir } from 'node:fs/promises'
import path from 'node:path'
import { disabledFormats, formatList } from './disabled_formats.js'
import { runCommand } from './run_command.js'
import type { EnvDependent } from '#core/admin/contracts'

/**
 * The separate programs the engine can use. Each is found in PATH unless configured;
 * `null` in ToolPaths switches a program off (tests use it to exercise the fallbacks).
 */
export interface ToolPaths {
  soffice?: string | null
  mutool?: string | null
  pdftoppm?: string | null
  pdftotext?: string | null
  ebookConvert?: string | null
  /** A python3 that can `import uno` (Debian python3-uno), for the kept-running LibreOffice. */
  python?: string | null
}

export interface ResolvedTools {
  soffice: string | null
  mutool: string | null
  pdftoppm: string | null
  pdftotext: string | null
  ebookConvert: string | null
  python: string | null
}

const DEFAULT_NAMES: Record<keyof ResolvedTools, string[]> = {
  soffice: ['soffice', 'libreoffice', '/usr/lib/libreoffice/program/soffice', '/opt/libreoffice/program/soffice'],
  mutool: ['mutool'],
  pdftoppm: ['pdftoppm'],
  pdftotext: ['pdftotext'],
  ebookConvert: ['ebook-convert', '/opt/calibre/ebook-convert'],
  // Debian's python3-uno lives in the system interpreter, not in pyenv or venv ones.
  python: ['/usr/bin/python3', 'python3'],
}

export async function findExecutable(name: string): Promise<string | null> {
  const candidates = name.includes('/')
    ? [name]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, name))
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK)
      return candidate
    } catch {
      // next
    }
  }
  return null
}

const pythonUnoCache = new Map<string, Promise<boolean>>()

function pythonHasUno(python: string) {
  let cached = pythonUnoCache.get(python)
  if (!cached) {
    cached = runCommand(python, ['-c', 'import uno'], { timeoutMs: 10_000, step: 'check python3-uno' }).then(
      (result) => result.code === 0,
      () => false
    )
    pythonUnoCache.set(python, cached)
  }
  return cached
}

const resolvedCache = new Map<string, Promise<ResolvedTools>>()

/** Finds every tool once per process (per distinct override set). */
export function resolveTools(overrides: ToolPaths = {}): Promise<ResolvedTools> {
  const key = JSON.stringify(overrides) + (process.env.PATH ?? '')
  let cached = resolvedCache.get(key)
  if (!cached) {
    cached = resolveToolsNow(overrides)
    resolvedCache.set(key, cached)
    cached.catch(() => resolvedCache.delete(key))
  }
  return cached
}

async function resolveToolsNow(overrides: ToolPaths): Promise<ResolvedTools> {
  const resolved = {} as ResolvedTools
  for (const key of Object.keys(DEFAULT_NAMES) as Array<keyof ResolvedTools>) {
    const override = overrides[key]
    if (override === null) {
      resolved[key] = null
      continue
    }
    const names = override ? [override] : DEFAULT_NAMES[key]
    let found: string | null = null
    for (const name of names) {
      found = await findExecutable(name)
      if (found && key === 'python' && !(await pythonHasUno(found))) found = null
      if (found) break
    }
    resolved[key] = found
  }
  return resolved
}

/** Forgets found tools, e.g. after an operator installed one. */
export function forgetResolvedTools() {
  resolvedCache.clear()
  pythonUnoCache.clear()
}

interface ToolCheck {
  name: string
  description: string
  names: string[]
  versionArgs: string[]
  required: boolean
  versionPattern: RegExp
}

const CHECKS: ToolCheck[] = [
  {
    name: 'LibreOffice',
    description:
      '把 Word、PowerPoint、Excel、WPS、OpenDocument 和 CSV 文档转为 PDF（常驻运行，不必每篇冷启动）。未安装时这些文档转换失败并注明原因。Debian 软件包：libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui',
    names: DEFAULT_NAMES.soffice,
    versionArgs: ['--version'],
    required: true,
    versionPattern: /LibreOffice\s+([\d.]+)/,
  },
  {
    name: 'python3-uno',
    description:
      '让转换引擎通过 UNO 驱动常驻的 LibreOffice（每篇省去约 1 秒启动）。未安装时每篇办公文档各自启动一次 LibreOffice。Debian 软件包：python3-uno',
    names: DEFAULT_NAMES.python,
    versionArgs: ['-c', 'import uno, sys; print(sys.version.split()[0])'],
    required: false,
    versionPattern: /([\d.]+)/,
  },
  {
    name: 'MuPDF (mutool)',
    description:
      '首选的 PDF 渲染与文本提取程序（独立进程）：页数、预览图、SVG 页面、全文。未安装时改用 poppler 或进程内的 unpdf（较慢）。Debian 软件包：mupdf-tools',
    names: DEFAULT_NAMES.mutool,
    versionArgs: ['-v'],
    required: false,
    versionPattern: /version\s+([\d.]+)/,
  },
  {
    name: 'poppler (pdftoppm)',
    description: '缺少 mutool 时用于生成预览图。Debian 软件包：poppler-utils',
    names: DEFAULT_NAMES.pdftoppm,
    versionArgs: ['-v'],
    required: false,
    versionPattern: /version\s+([\d.]+)/,
  },
  {
    name: 'poppler (pdftotext)',
    description: '缺少 mutool 时用于提取全文。Debian 软件包：poppler-utils',
    names: DEFAULT_NAMES.pdftotext,
    versionArgs: ['-v'],
    required: false,
    versionPattern: /version\s+([\d.]+)/,
  },
  {
    name: 'calibre (ebook-convert)',
    description:
      '把 EPUB、MOBI、AZW/AZW3 和 CHM 电子书转为 PDF（中文字体正常显示）。未安装时这些文档转换失败并注明原因。Debian 软件包：calibre',
    names: DEFAULT_NAMES.ebookConvert,
    versionArgs: ['--version'],
    required: false,
    versionPattern: /calibre\s+([\d.]+)/,
  },
  {
    name: 'cwebp',
    description: '可选。转换引擎用 sharp（进程内 libwebp）编码 WebP，cwebp 只是方便运维使用。Debian 软件包：webp',
    names: ['cwebp'],
    versionArgs: ['-version'],
    required: false,
    versionPattern: /([\d.]+)/,
  },
]

async function checkOne(check: ToolCheck, checkedAt: string): Promise<EnvDependent> {
  const base = {
    name: check.name,
    description: check.description,
    cmd: check.names.find((name) => !name.includes('/')) ?? check.names[0],
    version: '',
    is_installed: false,
    is_required: check.required,
    error: '',
    checked_at: checkedAt,
  }
  let found: string | null = null
  for (const name of check.names) {
    found = await findExecutable(name)
    if (found) break
  }
  if (!found) return { ...base, error: `PATH 中找不到 ${base.cmd}` }
  try {
    const result = await runCommand(found, check.versionArgs, { timeoutMs: 30_000, step: `check ${check.name}` })
    const output = `${result.stdout.toString('utf8')}\n${result.stderr}`
    if (result.code !== 0) {
      return { ...base, cmd: found, error: output.trim().split('\n').slice(-1)[0] || `exit code ${result.code}` }
    }
    const version = output.match(check.versionPattern)?.[1] ?? output.trim().split('\n')[0]
    return { ...base, cmd: found, version, is_installed: true }
  } catch (error) {
    return { ...base, cmd: found, error: (error as Error).message }
  }
}

const CJK_FONT_PATTERN = /CJK|wqy|WenQuanYi|Droid ?Sans ?Fallback|SourceHan|Source ?Han|Noto ?Sans ?SC|simsun|simhei|msyh/i

async function checkCjkFont(checkedAt: string): Promise<EnvDependent> {
  const base = {
    name: '中文字体',
    description: 'LibreOffice、calibre 和文本文档渲染中文所需的字体；缺少时中文显示为方框。Debian 软件包：fonts-noto-cjk',
    cmd: 'fc-list :lang=zh',
    version: '',
    is_installed: false,
    is_required: true,
    error: '',
    checked_at: checkedAt,
  }
  const found = await findCjkFontFiles()
  if (found.length === 0) return { ...base, error: '在 /usr/share/fonts 和 /usr/local/share/fonts 下没有找到中文字体' }
  return { ...base, is_installed: true, version: path.basename(found[0]) }
}

/** CJK font files installed on the machine (searched two levels deep). */
export async function findCjkFontFiles(): Promise<string[]> {
  const roots = ['/usr/share/fonts', '/usr/local/share/fonts']
  const found: string[] = []
  const walk = async (dir: string, depth: number) => {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory() && depth < 3) await walk(full, depth + 1)
      else if (entry.isFile() && /\.(ttf|ttc|otf|otc)$/i.test(entry.name) && CJK_FONT_PATTERN.test(entry.name)) {
        found.push(full)
      }
    }
  }
  for (const root of roots) await walk(root, 0)
  return found.sort()
}

/**
 * The environment check of the admin panel: each program, whether it is installed, its
 * version, and what it is for. Missing optional tools only slow conversion down or make
 * one family of documents fail with 'tool-missing'.
 */
export async function checkConversionTools(): Promise<EnvDependent[]> {
  const checkedAt = new Date().toISOString()
  const results = await Promise.all(CHECKS.map((check) => checkOne(check, checkedAt)))
  const uno = results.find((entry) => entry.name === 'python3-uno')
  if (uno && uno.is_installed === false && !uno.error) uno.error = 'python3 无法导入 uno 模块'
  const installed = (name: string) => (results.find((entry) => entry.name === name)?.is_installed ? name : null)
  // the same words as the start output (scripts/conversion_report.ts)
  for (const disabled of disabledFormats({ soffice: installed('LibreOffice'), ebookConvert: installed('calibre (ebook-convert)') })) {
    const entry = results.find((result) => result.name === disabled.name)
    if (entry) entry.error = `${entry.error}；${formatList(disabled.extensions)} 文档无法转换`
  }
  results.push(await checkCjkFont(checkedAt))
  results.push({
    name: 'unpdf + sharp (in-process)',
    description: '始终可用：没有安装 PDF 程序时由 unpdf（pdf.js）渲染页面并提取文本；sharp 负责编码 WebP、JPEG 和 PNG。',
    cmd: 'node',
    version: process.version,
    is_installed: true,
    is_required: true,
    error: '',
    checked_at: checkedAt,
  })
  return results
}
