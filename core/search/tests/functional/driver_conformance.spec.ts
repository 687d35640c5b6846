import { test } from '@japa/runner'
import { searchIndex, type SearchDriver } from '#core/search/contracts'
import { DatabaseDriver } from '#core/search/drivers/database_driver'
import { MeilisearchDriver } from '#core/search/drivers/meilisearch_driver'
import { queryTerms } from '#core/search/segmenter'
import { FakeMeilisearch } from '../fake_meilisearch.js'
import { CORPUS, KIND, makeItem, registerCorpusKind } from '../corpus.js'

const fake = new FakeMeilisearch()

/** Every driver this machine can run: the database one always, Meilisearch against a real server when configured, else the fake. */
const drivers: { name: string; make: () => Promise<SearchDriver> }[] = [
  { name: 'database', make: async () => new DatabaseDriver() },
  // Windows and shards a few entries wide, so the small corpus crosses every boundary a large library does.
  {
    name: 'database (narrow windows and shards)',
    make: async () => new DatabaseDriver({ titleWindow: 3, bodyWindow: 4, sortWindow: 50, textShardSize: 4 }),
  },
  {
    name: process.env.MEILISEARCH_HOST ? 'meilisearch' : 'meilisearch (fake HTTP server)',
    make: async () =>
      new MeilisearchDriver(
        process.env.MEILISEARCH_HOST
          ? { host: process.env.MEILISEARCH_HOST, apiKey: process.env.MEILISEARCH_KEY, index: `docsite_test_${process.pid}` }
          : { host: await fake.start(), index: 'conformance' }
      ),
  },
]

async function ids(wd: string, options: Parameters<typeof searchIndex.search>[0] extends infer R ? Partial<R> : never = {}) {
  const outcome = await searchIndex.search({ kind: KIND, wd, ...options })
  return outcome.hits.map((hit) => hit.id)
}

for (const { name, make } of drivers) {
  test.group(`Search driver conformance: ${name}`, (group) => {
    let driver: SearchDriver
    group.setup(async () => {
      driver = await make()
      searchIndex.useDriver(driver)
      registerCorpusKind()
      return async () => {
        await driver.removeStale(KIND, Number.MAX_SAFE_INTEGER)
        searchIndex.useDriver(null)
        if (name.includes('fake')) await fake.stop()
      }
    })
    group.each.setup(async () => {
      await driver.removeStale(KIND, Number.MAX_SAFE_INTEGER)
      await searchIndex.sync(
        KIND,
        CORPUS.map((entry) => entry.id)
      )
    })

    test('a two-character Chinese query finds titles and bodies that contain it', async ({ assert }) => {
      const found = await ids('数据')
      assert.sameMembers(found, [1, 3, 4])
      assert.equal(found[0], 1, 'the title match ranks first')
      assert.deepEqual(await ids('据库'), [1])
      assert.deepEqual(await ids('存储'), [1])
      assert.deepEqual(await ids('利润'), [4])
    })

    test('English is case- and accent-insensitive', async ({ assert }) => {
      assert.deepEqual(await ids('cafe'), [2])
      assert.deepEqual(await ids('RÉSUMÉ'), [2])
      assert.deepEqual(await ids('MACHINE learning'), [2])
    })

    test('relevance: title and keywords outrank the body', async ({ assert }) => {
      assert.deepEqual((await ids('机器学习'))[0], 3)
      assert.deepEqual(await ids('分布式存储'), [1])
    })

    test('no item with every word falls back to items with some of them', async ({ assert }) => {
      const outcome = await searchIndex.search({ kind: KIND, wd: 'neural 会计' })
      assert.isTrue(outcome.relaxed)
      assert.sameMembers(
        outcome.hits.map((hit) => hit.id),
        [2, 4]
      )
      assert.deepEqual(await ids('不存在的词语组合'), [])
    })

    test('more like this: items holding any of the words, those holding more first', async ({ assert }) => {
      const found = await searchIndex.similar(KIND, ['机器学习', '模型训练', '数据', '利润表'], 10)
      assert.equal(found[0], 3, 'the item with three of the words comes first')
      assert.sameMembers(found, [1, 3, 4])
      assert.deepEqual(await searchIndex.similar(KIND, ['不存在的词语组合', '的'], 10), [])
    })

    test('filters, facets and pagination', async ({ assert }) => {
      assert.sameMembers(await ids('数据', { filters: { tag: '.pdf' } }), [1, 3])
      assert.deepEqual(await ids('数据', { filters: { categoryId: 3 } }), [4])
      assert.sameMembers(await ids('数据', { filters: { tags: ['.pdf', '.pptx'] } }), [1, 3, 4], 'a family of tags: any of them')
      assert.sameMembers(await ids('数据', { filters: { tags: ['.pptx', '.docx'] } }), [4])
      const family = await searchIndex.search({ kind: KIND, wd: '数据', filters: { tags: ['.pptx', '.docx'] } })
      assert.equal(family.total, 1)
      const outcome = await searchIndex.search({ kind: KIND, wd: '数据' })
      assert.equal(outcome.total, 3)
      assert.deepInclude(outcome.facets.tag, { value: '.pdf', count: 2 })
      assert.deepInclude(outcome.facets.tag, { value: '.pptx', count: 1 })
      assert.deepInclude(outcome.facets.category, { id: 2, title: '人工智能', count: 1 })
      const filtered = await searchIndex.search({ kind: KIND, wd: '数据', filters: { tag: '.pdf' } })
      assert.equal(filtered.total, 2)
      assert.deepInclude(filtered.facets.tag, { value: '.pptx', count: 1 }, 'a facet ignores its own filter, so the visitor can switch')
      assert.notDeepInclude(filtered.facets.category, { id: 3, title: '财会', count: 1 }, 'other facets follow the filter')
      const second = await searchIndex.search({ kind: KIND, wd: '数据', size: 1, page: 2 })
      assert.equal(second.total, 3)
      assert.lengthOf(second.hits, 1)
    })

    test('a period bounds the matches, their total and their facets', async ({ assert }) => {
      const since = { created: { from: new Date('2026-01-15T00:00:00Z') } }
      assert.deepEqual(await ids('数据', { filters: since }), [3])
      const before = await searchIndex.search({ kind: KIND, wd: '数据', filters: { created: { to: new Date('2026-01-15T00:00:00Z') } } })
      assert.sameMembers(
        before.hits.map((hit) => hit.id),
        [1, 4]
      )
      assert.equal(before.total, 2)
      assert.notDeepInclude(before.facets.category, { id: 2, title: '人工智能', count: 1 }, 'facets count within the period')
      const within = { created: { from: new Date('2025-11-01T00:00:00Z'), to: new Date('2025-12-31T00:00:00Z') } }
      assert.deepEqual(await ids('数据', { filters: within }), [4])
    })

    test('sorts: newest, most downloaded, most viewed', async ({ assert }) => {
      assert.deepEqual(await ids('数据', { sort: 'latest' }), [3, 1, 4])
      assert.deepEqual(await ids('数据', { sort: 'uses' }), [4, 3, 1])
      assert.deepEqual(await ids('数据', { sort: 'views' }), [1, 3, 4])
    })

    test('snippets come from the body with the term highlighted', async ({ assert }) => {
      const [hit] = (await searchIndex.search({ kind: KIND, wd: '利润' })).hits
      assert.include(hit.snippetHtml, '<em>利润</em>')
      assert.equal(hit.titleHtml, '会计学原理')
    })

    test('bad input returns results or an empty list, never an error', async ({ assert }) => {
      const bad = [
        '',
        '   ',
        '"',
        '*',
        '-',
        'OR',
        '%',
        '\\',
        '""',
        'a"b',
        "'; DROP TABLE search_entries; --",
        '1 OR 1=1',
        'NEAR(数据 库)',
        'title:数据',
        '^数据',
        '(',
        'AND',
        '数据 NOT',
        '😀',
        'x'.repeat(10_000),
      ]
      for (const wd of bad) {
        const terms = queryTerms(wd)
        if (terms.length) {
          for (const mode of ['all', 'any'] as const) {
            await driver.search({ kind: KIND, terms, mode, filters: {}, sort: 'relevance', offset: 0, limit: 10 })
          }
        }
        const outcome = await searchIndex.search({ kind: KIND, wd })
        assert.isArray(outcome.hits, wd)
      }
      assert.deepEqual(await ids('OR'), [5])
      assert.deepEqual(await ids('100%'), [5])
      assert.deepEqual(await ids('"quoted"'), [5])
      assert.deepEqual(await ids('c++'), [5])
      assert.equal(await driver.count(KIND), CORPUS.length)
    })

    test('an item that is no longer visible leaves the index at once', async ({ assert }) => {
      await searchIndex.remove(KIND, [4])
      assert.deepEqual(await ids('会计'), [])
      const visible = registerCorpusKind(new Set([1, 2, 3, 5]))
      await searchIndex.sync(KIND, [1, 4])
      assert.deepEqual(await ids('会计'), [])
      visible.add(4)
      await searchIndex.sync(KIND, [4])
      assert.deepEqual(await ids('会计'), [4])
      registerCorpusKind()
    })

    test('parallel writes of the same new item (a sync job and a rebuild) leave one entry', async ({ assert }) => {
      await driver.removeStale(KIND, Number.MAX_SAFE_INTEGER)
      const item = CORPUS.find((entry) => entry.id === 1)!
      await Promise.all(Array.from({ length: 6 }, (_, index) => driver.upsert(KIND, [item], Date.now() + index)))
      assert.equal(await driver.count(KIND), 1)
      assert.deepEqual(await ids('分布式存储'), [1], 'the surviving entry is searchable')
    })

    test('paging through more matches than the ranking windows hold returns each match once', async ({ assert }) => {
      const many = Array.from({ length: 30 }, (_, index) =>
        makeItem(100 + index, {
          title: index % 3 === 0 ? `paging guide ${index}` : `volume ${index}`,
          body: `chapter ${index} explains paging in depth`,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        })
      )
      await driver.upsert(KIND, many, Date.now())
      for (const sort of ['relevance', 'latest'] as const) {
        const seen: number[] = []
        for (let page = 1; page <= 6; page++) {
          const outcome = await searchIndex.search({ kind: KIND, wd: 'paging', sort, size: 7, page })
          assert.equal(outcome.total, 30, `${sort} page ${page}`)
          seen.push(...outcome.hits.map((hit) => hit.id))
        }
        assert.lengthOf(seen, 30, sort)
        assert.sameMembers(
          seen,
          many.map((item) => item.id),
          sort
        )
        if (sort === 'relevance') assert.equal(seen[0] % 3, 100 % 3, 'title matches come first')
        if (sort === 'latest') assert.deepEqual(seen.slice(0, 2), [129, 128])
      }
    })

    test('removeStale drops only entries older than a stamp', async ({ assert }) => {
      const stamp = Date.now() + 1000
      await driver.upsert(
        KIND,
        CORPUS.filter((entry) => entry.id <= 2),
        stamp
      )
      assert.equal(await driver.removeStale(KIND, stamp), 3)
      assert.equal(await driver.count(KIND), 2)
    })
  })
}
