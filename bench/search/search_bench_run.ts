import 'reflect-metadata'
import { startConsoleApp } from '../../bin/app_root.js'
import { HAN, percentile, seeded } from '../lib/sampling.js'

const ENGLISH =
  'system data network learning model design report analysis market contract finance teacher student course exam history policy energy health software database security cloud service product science research method theory practice language culture economy project management quality process control planning budget account audit'.split(
    ' '
  )

const vocabulary = (() => {
  const random = seeded(11)
  const words: string[] = []
  for (let index = 0; index < 3000; index++) {
    words.push(HAN[Math.floor(random() * HAN.length)] + HAN[Math.floor(random() * HAN.length)])
  }
  return words
})()

function textFor(id: number) {
  const random = seeded(id * 7919)
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]
  const sentence = (chinese: boolean, count: number) =>
    chinese
      ? Array.from({ length: count }, () => pick(vocabulary)).join('') + '。'
      : Array.from({ length: count }, () => pick(ENGLISH)).join(' ') + '. '
  const title = `${sentence(true, 3 + Math.floor(random() * 5)).slice(0, -1)} ${pick(ENGLISH)} ${pick(ENGLISH)}`
  const description = sentence(true, 20) + sentence(false, 12)
  const target = 2048 + Math.floor(random() * 18 * 1024)
  let body = ''
  let bytes = 0
  while (bytes < target) {
    const next = sentence(random() < 0.6, 10 + Math.floor(random() * 20))
    body += next
    bytes += Buffer.byteLength(next)
  }
  return { title, description, body }
}

export async function runBench(options: { docs: number; batch: number; queries: number; reuse?: boolean }) {
  const app = await startConsoleApp()

  const { registerSearchKind, rebuildIndex, searchIndex } = await import('#core/search/contracts')
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const started = new Date('2025-01-01T00:00:00Z').getTime()
  registerSearchKind({
    kind: 'bench',
    plugin: 'search',
    type: 7,
    title: 'bench',
    placeholder: 'bench',
    card: '',
    load: async (ids) =>
      ids.map((id) => {
        const text = textFor(id)
        return {
          id,
          identifier: `bench-${id}`,
          url: `/document/${id}`,
          title: text.title,
          keywords: '',
          description: text.description,
          body: text.body,
          tag: ['.pdf', '.docx', '.pptx', '.xlsx', '.txt'][id % 5],
          language: id % 3 === 0 ? 'en' : 'zh',
          categories: [{ id: (id % 12) + 1, title: `分类${(id % 12) + 1}` }],
          indexWords: [`user${id % 50}`],
          counts: { views: (id * 37) % 1000, uses: (id * 13) % 300 },
          createdAt: new Date(started + id * 60_000),
        }
      }),
    publicIds: async (afterId, limit) =>
      Array.from({ length: Math.max(0, Math.min(limit, options.docs - afterId)) }, (_, index) => afterId + index + 1),
    bodies: async (ids) => new Map(ids.map((id) => [id, textFor(id).body])),
  })

  const indexStart = performance.now()
  let last = 0
  if (!options.reuse) {
    await rebuildIndex('bench', {
      batch: options.batch,
      restart: true,
      onProgress: (done) => {
        if (done - last >= 10_000 || done === options.docs) {
          last = done
          process.stderr.write(`indexed ${done}/${options.docs}\n`)
        }
      },
    })
  }
  const indexSeconds = (performance.now() - indexStart) / 1000

  const random = seeded(99)
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]
  const fixed = Array.from({ length: options.queries }, (_, index) => {
    switch (index % 4) {
      case 0:
        return pick(vocabulary)
      case 1:
        return `${pick(vocabulary)} ${pick(vocabulary)}`
      case 2:
        return pick(ENGLISH)
      default:
        return `${pick(ENGLISH)} ${pick(ENGLISH)}`
    }
  })
  for (const wd of fixed.slice(0, 10)) await searchIndex.search({ kind: 'bench', wd })
  const latencies: number[] = []
  let hits = 0
  for (const wd of fixed) {
    const begin = performance.now()
    const outcome = await searchIndex.search({ kind: 'bench', wd })
    latencies.push(performance.now() - begin)
    hits += outcome.total > 0 ? 1 : 0
  }
  latencies.sort((a, b) => a - b)

  // The same queries through the driver alone (index lookups, count, facets), without the
  // snippets built from the bodies: where the time of a search goes.
  const { queryTerms } = await import('#core/search/segmenter')
  const driverLatencies: number[] = []
  for (const wd of fixed) {
    const begin = performance.now()
    await searchIndex
      .driver()
      .search({ kind: 'bench', terms: queryTerms(wd), mode: 'all', filters: {}, sort: 'relevance', offset: 0, limit: 10 })
    driverLatencies.push(performance.now() - begin)
  }
  driverLatencies.sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 10) / 10
  console.log(
    JSON.stringify(
      {
        database: db.connection().dialect.name,
        documents: options.docs,
        batch: options.batch,
        indexing: options.reuse ? 'reused' : { seconds: round(indexSeconds), documents_per_s: Math.round(options.docs / indexSeconds) },
        queries: {
          count: fixed.length,
          with_results: hits,
          ms: {
            p50: round(percentile(latencies, 50)),
            p95: round(percentile(latencies, 95)),
            p99: round(percentile(latencies, 99)),
            max: round(latencies.at(-1)!),
          },
          driver_ms: {
            p50: round(percentile(driverLatencies, 50)),
            p95: round(percentile(driverLatencies, 95)),
            p99: round(percentile(driverLatencies, 99)),
            max: round(driverLatencies.at(-1)!),
          },
        },
      },
      null,
      2
    )
  )
  await app.terminate()
}
