import cliProgress from 'cli-progress'
import type { Command } from 'commander'
import { User } from '#core/accounts/contracts'
import { CliError } from '#cli/support/cli_error'
import { print } from '#cli/support/output'
import { DocumentStatus, waitUntilConverted } from '#plugins/documents/contracts'
import SpiderUrl from '../models/spider_url.js'
import SpiderDocument from '../models/spider_document.js'
import { SPIDER_DOCUMENT_STATUS_LABELS, SpiderDocumentStatus, SPIDER_SCHEDULES, type SpiderSchedule } from '../enums/spider_status.js'
import { createSpiderUrls } from '../actions/save_spider_url.js'
import { crawlSource } from '../actions/crawl_source.js'
import { collectDocument } from '../actions/collect_document.js'
import { publishDocument } from '../actions/publish_document.js'
import { patternError } from '../services/link_rules.js'

function bar(label: string, total: number) {
  const progress = new cliProgress.SingleBar(
    { format: `${label} {bar} {value}/{total} {item}`, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic
  )
  progress.start(total, 0, { item: '' })
  return progress
}

function ids(raw: string | undefined, option: string) {
  if (!raw) return []
  const list = raw.split(',').map((part) => Number(part.trim()))
  if (list.some((id) => !Number.isInteger(id) || id <= 0)) throw new CliError(`${option} takes ids separated by commas, e.g. 3,7`)
  return list
}

function whole(raw: string | undefined, option: string, min: number) {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) throw new CliError(`${option} must be a whole number of at least ${min}, not "${raw}"`)
  return value
}

/** Moves rows through a step one at a time in this process, with a bar, and counts the outcomes. */
async function step(label: string, rows: SpiderDocument[], from: number, to: number, run: (id: number) => Promise<SpiderDocument | null>) {
  await SpiderDocument.query()
    .whereIn(
      'id',
      rows.map((row) => row.id)
    )
    .where('status', from)
    .update({ status: to, error: '' })
  const progress = bar(label, rows.length)
  const done: SpiderDocument[] = []
  for (const row of rows) {
    const result = await run(row.id)
    if (result) done.push(result)
    progress.increment({ item: row.url.slice(-40) })
  }
  progress.stop()
  const counts = new Map<number, number>()
  for (const row of done) counts.set(row.status, (counts.get(row.status) ?? 0) + 1)
  print(
    `${label}: ${[...counts].map(([status, count]) => `${SPIDER_DOCUMENT_STATUS_LABELS[status]} ${count}`).join(', ') || 'nothing to do'}`
  )
  for (const row of done.filter((entry) => entry.error)) print(`  #${row.id} ${row.url}: ${row.error}`)
  return done
}

/**
 * `docsite spider add|run|publish`: the admin pages' work from a shell, run in this process
 * (not queued), so the summary is the result.
 */
export default function spiderCommand(program: Command) {
  const spider = program.command('spider').description('Collect documents from web pages into the library')

  spider
    .command('add <url>')
    .description('Add a source page that lists documents')
    .option('--owner <username>', 'who published documents belong to', 'admin')
    .option('--category <ids>', 'category ids, separated by commas')
    .option('--price <n>', 'download price in credits', '0')
    .option('--language <code>', 'language code, e.g. zh', '')
    .option('--pattern <pattern>', 'extensions ("pdf,docx") or /regular expression/ matched against links', '')
    .option('--match-text', 'match --pattern against the link text instead of the URL')
    .option('--depth <n>', 'pages to read: the page and its pagination links', '1')
    .option('--schedule <when>', `${SPIDER_SCHEDULES.join(', ')}`, 'once')
    .action(async (url: string, options: Record<string, string | boolean | undefined>) => {
      if (!/^https?:\/\//i.test(url)) throw new CliError('the URL must start with http:// or https://')
      const owner = await User.findBy('username', String(options.owner))
      if (!owner) throw new CliError(`no user named "${options.owner}" (--owner)`)
      const pattern = String(options.pattern ?? '')
      const invalid = patternError(pattern)
      if (invalid) throw new CliError(invalid)
      const schedule = String(options.schedule) as SpiderSchedule
      if (!SPIDER_SCHEDULES.includes(schedule)) throw new CliError(`--schedule must be one of ${SPIDER_SCHEDULES.join(', ')}`)
      const [source] = await createSpiderUrls(
        {
          url: [url],
          category_id: ids(options.category as string | undefined, '--category'),
          price: whole(options.price as string, '--price', 0),
          language: String(options.language ?? ''),
          link_pattern: pattern,
          pattern_target: options.matchText ? 'text' : 'url',
          depth: whole(options.depth as string, '--depth', 1),
          schedule,
        },
        owner.id
      )
      print(`added source #${source.id} ${source.url}`)
    })

  spider
    .command('run')
    .description('Read sources now and record the document links they list, then download them')
    .option('--url <id>', 'only this source')
    .option('--no-collect', 'only record links, do not download')
    .action(async (options: { url?: string; collect: boolean }) => {
      const query = SpiderUrl.query().orderBy('id', 'asc')
      if (options.url) query.where('id', whole(options.url, '--url', 1))
      const sources = await query
      if (!sources.length) {
        throw new CliError(options.url ? `no source #${options.url}` : 'no sources yet: add one with `docsite spider add <url>`')
      }
      const progress = bar('reading', sources.length)
      const results = []
      for (const source of sources) {
        results.push({ source, result: await crawlSource(source.id) })
        progress.increment({ item: source.url.slice(-40) })
      }
      progress.stop()
      for (const { source, result } of results) {
        print(
          `#${source.id} ${source.url}: ${result?.added ?? 0} new link(s) on ${result?.pages ?? 0} page(s)${result?.error ? `, failed: ${result.error}` : ''}`
        )
      }
      if (!options.collect) return
      const pending = await SpiderDocument.query()
        .whereIn(
          'spider_url_id',
          sources.map((source) => source.id)
        )
        .where('status', SpiderDocumentStatus.Pending)
        .orderBy('id', 'asc')
      await step('downloading', pending, SpiderDocumentStatus.Pending, SpiderDocumentStatus.CollectQueue, collectDocument)
      if (results.some(({ result }) => result?.error)) throw new CliError('some sources failed')
    })

  spider
    .command('publish')
    .description('Publish collected documents; they then convert like uploads')
    .option('--state <n>', 'publish rows in this state (3 collected, 8 publish failed)', '3')
    .option('--category <ids>', "file them under these category ids instead of their source's")
    .action(async (options: { state: string; category?: string }) => {
      const state = whole(options.state, '--state', 0)
      if (state !== SpiderDocumentStatus.Collected && state !== SpiderDocumentStatus.PublishFailed) {
        throw new CliError('--state must be 3 (collected) or 8 (publish failed)')
      }
      const rows = await SpiderDocument.query().where('status', state).orderBy('id', 'asc')
      const categories = ids(options.category, '--category')
      if (categories.length) {
        await SpiderDocument.query()
          .whereIn(
            'id',
            rows.map((row) => row.id)
          )
          .update({ category_id: JSON.stringify(categories) })
      }
      const done = await step('publishing', rows, state, SpiderDocumentStatus.PublishQueue, publishDocument)
      const documentIds = done.filter((row) => row.documentId).map((row) => row.documentId)
      if (!documentIds.length) return
      const progress = bar('converting', documentIds.length)
      const converted = await waitUntilConverted(documentIds, { timeoutMs: 10 * 60 * 1000, onProgress: (count) => progress.update(count) })
      progress.stop()
      const count = (status: number) => converted.filter((row) => row.status === status).length
      // Awaiting review converts too: one whose conversion failed is reported with the others.
      const failed = converted.filter(
        (row) => row.status !== DocumentStatus.Converted && (row.status !== DocumentStatus.PendingReview || row.convertError !== '')
      )
      print(
        `published ${documentIds.length}: converted ${count(DocumentStatus.Converted)}, awaiting review ${count(DocumentStatus.PendingReview)}, not converted ${failed.length}`
      )
      for (const row of failed) print(`  document #${row.id} ${row.title}: ${row.convertError || `status ${row.status}`}`)
    })
}
