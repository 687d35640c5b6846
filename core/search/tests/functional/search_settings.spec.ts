import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { searchIndex } from '#core/search/contracts'
import { DatabaseDriver } from '#core/search/drivers/database_driver'
import SearchRecord from '#core/search/models/search_record'
import settings from '#core/settings/settings_service'
import { inertiaPage } from '#tests/helpers/inertia'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'
import { CORPUS, KIND, registerCorpusKind } from '../corpus.js'

test.group('搜索设置 and 搜索最大页数', (group) => {
  group.each.timeout(90_000)
  group.setup(async () => {
    const driver = new DatabaseDriver()
    searchIndex.useDriver(driver)
    registerCorpusKind()
    await searchIndex.sync(
      KIND,
      CORPUS.map((entry) => entry.id)
    )
    return async () => {
      await driver.removeStale(KIND, Number.MAX_SAFE_INTEGER)
      searchIndex.useDriver(null)
    }
  })
  group.each.teardown(async () => {
    await settings.update('fulltext_search', { match_any: true, popular_days: 30 })
    await settings.update('display', { max_search_pages: 100 })
  })

  test('partial matches show only while 没有完全匹配时显示部分匹配 is on', async ({ assert }) => {
    const relaxed = await searchIndex.search({ kind: KIND, wd: 'neural 会计' })
    assert.isTrue(relaxed.relaxed)
    assert.isAbove(relaxed.total, 0)

    await settings.update('fulltext_search', { match_any: false })
    const strict = await searchIndex.search({ kind: KIND, wd: 'neural 会计' })
    assert.isFalse(strict.relaxed)
    assert.equal(strict.total, 0)
    assert.lengthOf(strict.hits, 0)
  })

  test('搜索最大页数 caps the page a visitor may ask for', async ({ assert }) => {
    await settings.update('display', { max_search_pages: 2 })
    const deep = await searchIndex.search({ kind: KIND, wd: '数据', page: 9 })
    assert.equal(deep.page, 2)
    assert.equal(deep.maxPages, 2)
    await settings.update('display', { max_search_pages: 100 })
    assert.equal((await searchIndex.search({ kind: KIND, wd: '数据', page: 9 })).page, 9)
  })

  test('大家都在搜 counts the searches of the last 热门搜索词统计天数 days', async ({ client, assert }) => {
    await db.from('search_records').delete()
    await db.from('search_hidden_words').delete()
    const tenDaysAgo = DateTime.now().minus({ days: 10 })
    await SearchRecord.createMany(
      [1, 2, 3].map(() => ({
        keywords: '十天前的词',
        total: 3,
        ip: '',
        type: 0,
        page: 1,
        userId: 0,
        userAgent: '',
        spendTime: 0,
        createdAt: tenDaysAgo,
      }))
    )
    const suggestions = async () => {
      const response = await client.get('/search').qs({ wd: '一个不存在的词', type: 0 }).header('Accept', 'text/html')
      response.assertStatus(200)
      return inertiaPage(response.text()).props.suggestions as string[]
    }
    assert.include(await suggestions(), '十天前的词')
    await settings.update('fulltext_search', { popular_days: 7 })
    assert.notInclude(await suggestions(), '十天前的词')
    await db.from('search_records').delete()
  })

  test('the admin page /admin/config/search names the engine in use; the API family lists it as fulltext_search', async ({
    client,
    assert,
  }) => {
    const token = await tokenFor(await createSuperAdmin())
    const page = await client.get('/admin/config/search').bearerToken(token)
    page.assertStatus(200)
    const props = inertiaPage(page.text()).props
    assert.equal(props.group.title, '搜索设置')
    const note = props.fields.find((field: any) => field.name === 'match_any').note
    assert.equal(note.label, '当前搜索引擎')
    assert.match(note.value, /^数据库全文索引（(SQLite FTS5|MySQL FULLTEXT)）$/)

    // MOREDOC's admin client reads the page's rows as the fulltext_search category.
    const list = await client.get('/api/v1/config/list').qs({ category: 'fulltext_search' }).bearerToken(token)
    assert.deepEqual(
      list.body().config.map((row: { name: string }) => row.name),
      ['match_any', 'popular_days']
    )
  })
})
