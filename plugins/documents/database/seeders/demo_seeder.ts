import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { User } from '#core/accounts/contracts'
import { creditName, withCreditName } from '#core/settings/contracts'
import { Category, CATEGORY_TYPE } from '#plugins/categories/contracts'
import { seedLanguages } from '../../actions/convert_seed_languages.js'
import { importFiles } from '../../actions/convert_import_files.js'
import { queue } from '#core/queue/contracts'
import { resolveTools, textToPdf } from '../../services/conversion/index.js'
import { waitUntilConverted } from '../../actions/convert_wait.js'

interface DemoDocument {
  file: string
  name: string
  /** Demo category title (seeded by the categories plugin); the document goes without one when it is missing. */
  category: string
  needsOffice?: boolean
  /** A text naming the currency as {credit}, laid out as a PDF in the site's currency name. */
  template?: boolean
}

/**
 * Small real files in files/: a Chinese/English guide (a PDF laid out at seeding, so it names
 * the site's currency), a docx and an xlsx (LibreOffice), and a GBK-encoded text (a Tang
 * poem, public domain).
 */
const DEMO_DOCUMENTS: DemoDocument[] = [
  { file: 'guide.txt', name: 'Docsite 文库使用指南.pdf', category: '计算机', template: true },
  { file: 'weekly-report.docx', name: '项目周报模板.docx', category: '工作总结', needsOffice: true },
  { file: 'sales.xlsx', name: '季度销售数据示例.xlsx', category: '经济管理', needsOffice: true },
  { file: 'poem-gbk.txt', name: '春江花月夜.txt', category: '中学' },
]

async function categoryId(title: string) {
  const row = await Category.query().where('title', title).where('type', CATEGORY_TYPE.Document).select('id').first()
  return row ? row.id : null
}

/** The template demo as a PDF that names the currency as the site does (魔豆 unless configured otherwise). */
async function laidOut(demo: DemoDocument, workDir: string) {
  const template = await readFile(app.makePath('plugins/documents/database/seeders/files', demo.file), 'utf8')
  const target = path.join(workDir, demo.name)
  await textToPdf(withCreditName(template, await creditName()), target, { title: path.parse(demo.name).name })
  return target
}

/**
 * Languages, and a handful of demo documents of the admin on a site without documents,
 * queued for conversion.
 * Importing skips a file the admin already has, so a second run adds nothing.
 */
export default async function seedDocuments() {
  await seedLanguages()
  if (await db.from('documents').select('id').first()) return
  const admin = await User.findBy('username', 'admin')
  if (!admin) return
  const office = Boolean((await resolveTools()).soffice)
  const imported: number[] = []
  const workDir = await mkdtemp(path.join(tmpdir(), 'docsite-demo-'))
  try {
    for (const demo of DEMO_DOCUMENTS) {
      if (demo.needsOffice && !office) continue
      const category = await categoryId(demo.category)
      const file = demo.template ? await laidOut(demo, workDir) : app.makePath('plugins/documents/database/seeders/files', demo.file)
      const [{ outcome }] = await importFiles([{ path: file, name: demo.name }], {
        userId: admin.id,
        categoryIds: category ? [category] : [],
        language: 'zh',
      })
      if (outcome.status === 'failed') logger.warn(`documents: demo document ${demo.name} not imported: ${outcome.reason}`)
      if (outcome.status === 'imported') imported.push(outcome.documentId)
    }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
  // `ace db:seed` closes the database right after the seeders: with the in-process queue this
  // process converts, so it waits (bounded); whatever is left, the web process's sweep takes.
  if (queue.driverName === 'in-process' && app.getEnvironment() === 'console') {
    await waitUntilConverted(imported, { timeoutMs: 120_000 })
  }
}
