import 'reflect-metadata'
import { randomUUID } from 'node:crypto'
import { startConsoleApp } from '../../bin/app_root.js'
import { percentile, seeded } from '../lib/sampling.js'

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; HarmonyOS; ALN-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Mobile Safari/537.36 MicroMessenger/8.0.49',
]
const BOTS = [
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
]
const ENTRIES = [
  '',
  '',
  'https://www.baidu.com/s?wd=%E6%96%87%E6%A1%A3',
  'https://www.baidu.com/link?url=x',
  'https://www.google.com/',
  'https://cn.bing.com/search?q=doc',
  'https://www.sogou.com/web?query=x',
  'https://weibo.com/',
]

const pad = (value: number) => String(value).padStart(2, '0')
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
const stampOf = (date: Date) => `${dayOf(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`

/**
 * Sessions of 1-8 pages: a visitor (40% new, else a returning one, popular ones more often)
 * enters from a search engine, another site or directly, then moves inside the site; 5% of
 * sessions are crawlers. Documents are chosen with a long tail (a few are read a lot).
 */
function* traffic(options: { events: number; days: number; documents: number }) {
  const random = seeded(7)
  const perDay = Math.ceil(options.events / options.days)
  const visitors: string[] = []
  let left = options.events
  for (let offset = options.days - 1; offset >= 0 && left > 0; offset -= 1) {
    const start = new Date()
    start.setHours(0, 0, 0, 0)
    start.setDate(start.getDate() - offset)
    // Today has only had part of its day so far.
    const span = offset === 0 ? Math.max(60_000, Date.now() - 20_000 - start.getTime()) : 86_400_000
    const target = Math.min(left, offset === 0 ? Math.floor((perDay * span) / 86_400_000) || 1 : perDay)
    const rows: any[] = []
    while (rows.length < target) {
      const bot = random() < 0.05
      let visitor: string
      if (bot || random() < 0.4 || visitors.length === 0) {
        visitor = randomUUID().replace(/-/g, '').slice(0, 22)
        if (!bot) visitors.push(visitor)
      } else {
        visitor = visitors[Math.floor(visitors.length * random() ** 2)]
      }
      const agent = bot ? BOTS[Math.floor(random() * BOTS.length)] : AGENTS[Math.floor(random() * AGENTS.length)]
      const ip = `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}`
      const userId = random() < 0.1 ? 1 + Math.floor(random() * 5000) : 0
      let at = start.getTime() + Math.floor(random() * span)
      let referer = ENTRIES[Math.floor(random() * ENTRIES.length)]
      const pages = 1 + (Math.floor(-Math.log(1 - random()) * 2.5) % 8)
      for (let page = 0; page < pages && rows.length < target; page += 1) {
        const kind = random()
        let url: string
        let pageType: string
        let itemId = 0
        if (kind < 0.45) {
          itemId = 1 + Math.floor(options.documents * random() ** 3)
          url = `/document/${itemId}`
          pageType = 'document'
        } else if (kind < 0.6) {
          url = '/'
          pageType = 'home'
        } else if (kind < 0.75) {
          itemId = 1 + Math.floor(random() * 60)
          url = `/category/${itemId}`
          pageType = 'category'
        } else if (kind < 0.85) {
          itemId = 1 + Math.floor(random() * 3000)
          url = `/article/${itemId}`
          pageType = 'article'
        } else if (kind < 0.95) {
          url = `/search?wd=${Math.floor(random() * 500)}`
          pageType = 'search'
        } else {
          itemId = 1 + Math.floor(random() * 5000)
          url = `/user/${itemId}`
          pageType = 'user'
        }
        const created = new Date(Math.min(at, start.getTime() + span - 1))
        rows.push({
          visitor_id: visitor,
          user_id: userId,
          url,
          page_type: pageType,
          item_id: itemId,
          referer,
          ip,
          user_agent: agent,
          is_bot: bot ? 1 : 0,
          day: dayOf(created),
          created_at: stampOf(created),
        })
        referer = url
        at += 5_000 + Math.floor(random() * 120_000)
      }
    }
    rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0))
    left -= rows.length
    yield rows
  }
}

export async function runBench(options: {
  events: number
  days: number
  documents: number
  runs: number
  reuse: boolean
  rerollup?: boolean
}) {
  const app = await startConsoleApp()

  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rollupEvents } = await import('#plugins/statistics/actions/rollup_events')
  const report: Record<string, unknown> = { database: db.connection().dialect.name, events: options.events, days: options.days }

  if (!options.reuse) {
    const { DocumentFactory } = await import('#plugins/documents/testing')
    const titled = Math.min(options.documents, 2000)
    for (let first = 0; first < titled; first += 200) {
      const count = Math.min(200, titled - first)
      await DocumentFactory.merge(Array.from({ length: count }, (_, index) => ({ title: `统计基准文档 ${first + index + 1}` }))).createMany(
        count
      )
    }

    let inserted = 0
    const seedStarted = performance.now()
    for (const day of traffic(options)) {
      await db.transaction(async (trx) => {
        for (let index = 0; index < day.length; index += 500) {
          await trx.table('statistics_page_views').multiInsert(day.slice(index, index + 500))
        }
      })
      const random = seeded(day.length)
      const downloads = day
        .filter((row) => row.page_type === 'document' && !row.is_bot && random() < 0.08)
        .map((row) => ({
          document_id: row.item_id,
          action: 2,
          visitor_id: '',
          user_id: row.user_id,
          ip: row.ip,
          is_bot: 0,
          day: row.day,
          created_at: row.created_at,
        }))
      for (let index = 0; index < downloads.length; index += 500) {
        await db.table('statistics_document_events').multiInsert(downloads.slice(index, index + 500))
      }
      inserted += day.length
    }
    report.seed = { rows: inserted, seconds: Math.round((performance.now() - seedStarted) / 100) / 10 }
  }
  if (options.rerollup) {
    for (const table of [
      'statistics_daily',
      'statistics_daily_page_types',
      'statistics_daily_documents',
      'statistics_daily_dimensions',
      'statistics_document_windows',
      'statistics_visitors',
      'statistics_rollup_state',
    ]) {
      await db.from(table).delete()
    }
  }
  if (!options.reuse || options.rerollup) {
    const rollupStarted = performance.now()
    const rolled = await rollupEvents({ lagMs: 0 })
    const seconds = (performance.now() - rollupStarted) / 1000
    report.rollup = { ...rolled, seconds: Math.round(seconds * 10) / 10, events_per_s: Math.round(rolled.pageViews / seconds) }
  }

  const count = async (table: string) => Number((await db.from(table).count('* as total').first())?.total ?? 0)
  report.rows = {
    page_views: await count('statistics_page_views'),
    visitors: await count('statistics_visitors'),
    daily_documents: await count('statistics_daily_documents'),
    daily_dimensions: await count('statistics_daily_dimensions'),
  }

  const { resolveRange } = await import('#plugins/statistics/queries/date_range')
  const { siteTotals } = await import('#plugins/statistics/queries/site_totals')
  const { documentAccessTrend, pageViewTrend, visitorTrend } = await import('#plugins/statistics/queries/trends')
  const { pageTypeShares, topDocuments } = await import('#plugins/statistics/queries/rankings')
  const { visitorActivities, visitorList, visitorSummary } = await import('#plugins/statistics/queries/visitors')
  const { statisticsWidgets } = await import('#plugins/statistics/boot/dashboard_widgets')
  const { StatisticsPermission } = await import('#plugins/statistics/permissions')

  const reads: Record<string, (days: number) => Promise<unknown>> = {
    'total': (days) => siteTotals(resolveRange({ days })),
    'page-views': (days) => pageViewTrend(resolveRange({ days })),
    'document-access': (days) => documentAccessTrend(resolveRange({ days })),
    'top-viewed-documents': (days) => topDocuments(resolveRange({ days }), 'views', 10),
    'top-downloaded-documents': (days) => topDocuments(resolveRange({ days }), 'downloads', 10),
    'page-types': (days) => pageTypeShares(resolveRange({ days })),
    'visitors': (days) => visitorSummary(resolveRange({ days })),
    'visitor-trend': (days) => visitorTrend(resolveRange({ days })),
    'visitor-list': (days) => visitorList(resolveRange({ days }), { page: 1, size: 20 }),
    'visitor-list (ip filter)': (days) => visitorList(resolveRange({ days }), { page: 1, size: 20, ip: '10.1.' }),
    'visitor-activities': (days) => visitorActivities(resolveRange({ days }), { page: 1, size: 20 }),
    'dashboard widgets': () => statisticsWidgets({ userId: 1, held: new Set([StatisticsPermission.view]) }),
  }
  const timings: Record<string, Record<string, { p50: number; max: number }>> = {}
  let slowest = 0
  for (const [name, read] of Object.entries(reads)) {
    timings[name] = {}
    for (const days of name === 'dashboard widgets' ? [7] : [1, 7, 31, 92, 183, 365]) {
      await read(days)
      const samples: number[] = []
      for (let run = 0; run < options.runs; run += 1) {
        const started = performance.now()
        await read(days)
        samples.push(performance.now() - started)
      }
      samples.sort((a, b) => a - b)
      const max = samples[samples.length - 1]
      slowest = Math.max(slowest, max)
      timings[name][`${days}d`] = { p50: Math.round(percentile(samples, 50) * 10) / 10, max: Math.round(max * 10) / 10 }
    }
  }
  report.reads_ms = timings
  report.slowest_ms = Math.round(slowest * 10) / 10
  report.target = 'every read under 100 ms'
  console.log(JSON.stringify(report, null, 2))
  await app.terminate()
}
