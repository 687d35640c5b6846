import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Command } from 'commander'
import { User } from '#core/accounts/contracts'
import { CliError } from '#cli/support/cli_error'
import { print } from '#cli/support/output'
import { SUPPORTED_EXTENSIONS } from '../settings.js'
import { assertDocumentCategories, assertLanguage } from '../actions/create_documents.js'
import { importFiles, type ImportFile } from '../actions/convert_import_files.js'
import { progressBar, waitForConversions } from './conversion_progress.js'

interface ImportCliOptions {
  category?: string
  owner: string
  price?: string
  language?: string
  recursive: boolean
}

/** Files below dir (sorted, so runs are repeatable) split into importable and ignored ones. */
async function walk(dir: string, recursive: boolean, found: ImportFile[] = [], ignored: string[] = []) {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (recursive) await walk(full, recursive, found, ignored)
    } else if (entry.isFile()) {
      const ext = path.extname(entry.name).slice(1).toLowerCase()
      if (SUPPORTED_EXTENSIONS.includes(ext)) found.push({ path: full, name: entry.name })
      else ignored.push(full)
    }
  }
  return { found, ignored }
}

function parseIds(raw: string | undefined, option: string) {
  if (!raw) return []
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number)
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw new CliError(`${option} takes ids separated by commas, e.g. 3,7`)
  return [...new Set(ids)]
}

async function checked<T>(check: () => Promise<T>) {
  try {
    return await check()
  } catch (error) {
    throw new CliError((error as Error).message)
  }
}

export function importCommand(documents: Command) {
  documents
    .command('import <dir>')
    .description('Import every supported file below a directory as documents, then convert them')
    .option('--category <ids>', 'category ids, separated by commas')
    .option('--owner <username>', 'the uploader the documents belong to', 'admin')
    .option('--price <n>', 'download price in credits', '0')
    .option('--language <code>', 'language code, e.g. zh')
    .option('--no-recursive', 'only the files directly in <dir>')
    .action(async (dir: string, options: ImportCliOptions) => {
      // bin/docsite.js moves to the app root; the shell's PWD is where the operator typed the path.
      const root = path.resolve(process.env.PWD ?? process.cwd(), dir)
      const info = await stat(root).catch(() => null)
      if (!info?.isDirectory()) throw new CliError(`${dir} is not a directory`)
      const price = Number(options.price ?? 0)
      if (!Number.isInteger(price) || price < 0) throw new CliError(`--price must be a whole number of credits, not "${options.price}"`)
      const owner = await User.findBy('username', options.owner)
      if (!owner) throw new CliError(`no user named "${options.owner}" (--owner)`)
      const categoryIds = parseIds(options.category, '--category')
      await checked(() => assertDocumentCategories(categoryIds))
      await checked(() => assertLanguage(options.language ?? ''))

      const { found, ignored } = await walk(root, options.recursive)
      if (ignored.length) print(`${ignored.length} file(s) with unsupported extensions ignored`)
      const bar = progressBar('importing')
      bar.start(found.length, 0, { item: '' })
      const outcomes = await importFiles(found, {
        userId: owner.id,
        categoryIds,
        price,
        language: options.language ?? '',
        onFile: (file) => bar.increment({ item: file.name }),
      })
      bar.stop()

      const count = (status: string) => outcomes.filter(({ outcome }) => outcome.status === status).length
      print(`imported ${count('imported')}, skipped ${count('skipped')}, failed ${count('failed')}`)
      for (const { file, outcome } of outcomes) {
        if (outcome.status === 'failed') print(`  failed  ${path.relative(root, file.path)}: ${outcome.reason}`)
        if (outcome.status === 'skipped') print(`  skipped ${path.relative(root, file.path)}: ${outcome.reason}`)
      }

      const imported = outcomes.flatMap(({ outcome }) => (outcome.status === 'imported' ? [outcome.documentId] : []))
      const conversions = await waitForConversions(imported)
      if (conversions.waited) {
        print(`converted ${conversions.converted}, conversion failed ${conversions.failed.length}`)
        for (const failure of conversions.failed) print(`  #${failure.id} ${failure.title}: ${failure.error}`)
      } else if (imported.length) {
        print(`${imported.length} document(s) queued for conversion by the docsite worker processes`)
      }
      if (count('failed')) throw new CliError(`${count('failed')} file(s) could not be imported`)
    })
}
