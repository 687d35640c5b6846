import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/models/user'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { SearchPermission } from '#core/search/permissions'
import { inertiaPage } from '#tests/helpers/inertia'
import { unique } from '#tests/helpers/unique'
import { cachedVisit, freshVisit, visit } from '#tests/helpers/anonymous_visits'
import { searchIndex } from '#core/search/contracts'
import { flushSearchHits } from '#core/search/actions/record_search_hits'
import { recordedSearches } from '#core/search/actions/record_search'
import { flushDeferredInvalidations } from '#core/page_cache/services/deferred_invalidations'
import { pageCacheOptions } from '#core/page_cache/page_cache_options'
import { documentsDisabled, disabledReason } from '#plugins/documents/tests/functional/admin_helpers'
import { makeSearchableDocument, wipeSearch } from '#plugins/documents/tests/functional/search_helpers'

async function recordsOf(keywords: string) {
  await flushSearchHits()
  return db.from('search_records').where('keywords', keywords).orderBy('id')
}

/**
 * A public document in the index, once its writes' second invalidation (3 s later) has gone out:
 * a page kept after that stays kept until the next change.
 */
async function indexedDocument(title: string) {
  const owner = await createUser()
  const document = await makeSearchableDocument({ userId: owner.id, title, body: '页面缓存测试正文' })
  await searchIndex.sync('document', [document.id])
  await new Promise((resolve) => setTimeout(resolve, pageCacheOptions.reinvalidateAfterMs + 300))
  return document
}

test.group('Search pages in the page cache', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.timeout(90_000)
  // Recorded searches reach the pages that show them when the test says (flushDeferredInvalidations), not by the clock.
  group.setup(() => {
    const shownWithinMs = recordedSearches.shownWithinMs
    recordedSearches.shownWithinMs = 30 * 60_000
    return () => {
      recordedSearches.shownWithinMs = shownWithinMs
      flushDeferredInvalidations()
    }
  })
  group.each.setup(async () => {
    await wipeSearch()
    return async () => {
      await flushSearchHits()
      await wipeSearch()
    }
  })

  test('a query asked again is kept; every hit records the search with the visitor IP and user agent', async ({ assert }) => {
    const word = unique('缓存检索')
    await indexedDocument(`${word} 手册`)
    const path = `/search?wd=${encodeURIComponent(word)}&type=0`
    await cachedVisit(path)
    const before = (await recordsOf(word)).length
    const rendered = (await recordsOf(word)).at(-1)

    const visitor = { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'HitBot/1.0' }
    for (let hit = 0; hit < 3; hit++) assert.equal((await visit(path, visitor)).cache, 'hit')

    const records = await recordsOf(word)
    assert.lengthOf(records, before + 3, 'one record per hit')
    for (const record of records.slice(before)) {
      assert.include(record, { ip: '203.0.113.7', user_agent: 'HitBot/1.0', keywords: word, user_id: 0 })
      assert.equal(Number(record.type), 0)
      assert.equal(Number(record.total), 1)
      assert.equal(Number(record.page), 1)
      assert.equal(Number(record.spend_time), Number(rendered.spend_time), 'the kept answer took that long')
    }
  })

  test('the page of a query no render has kept yet records the visitor the same way', async ({ assert }) => {
    const word = unique('首次检索')
    await visit(`/search?wd=${encodeURIComponent(word)}`, { 'x-forwarded-for': '198.51.100.4', 'user-agent': 'FirstBot/2.0' })
    const [record] = await recordsOf(word)
    assert.include(record, { ip: '198.51.100.4', user_agent: 'FirstBot/2.0', user_id: 0 })
    assert.equal(Number(record.total), 0)
  })

  test('a one-off query is not kept', async ({ assert }) => {
    const page = await visit(`/search?wd=${encodeURIComponent(unique('一次性'))}`)
    assert.equal(page.status, 200)
    assert.isUndefined(page.cache, 'neither served from nor stored in the cache')
  })

  test('a new public document that matches a kept query shows on the next request', async ({ assert }) => {
    const word = unique('新增检索')
    await indexedDocument(`${word} 第一册`)
    const path = `/search?wd=${encodeURIComponent(word)}`
    assert.notInclude((await cachedVisit(path)).text, `${word} 第二册`)

    await indexedDocument(`${word} 第二册`)
    const after = await freshVisit(path)
    assert.include(after.text, `${word} 第二册`)
    assert.equal(inertiaPage(after.text).props.total, 2)
  })

  test('a document its owner deletes leaves a kept search page on the next request', async ({ client, assert }) => {
    const word = unique('删除检索')
    await indexedDocument(`${word} 留下的`)
    const removed = await indexedDocument(`${word} 删掉的`)
    const path = `/search?wd=${encodeURIComponent(word)}`
    assert.include((await cachedVisit(path)).text, `${word} 删掉的`)

    const owner = await User.findOrFail(removed.userId)
    const deleted = await client
      .delete('/api/v1/document')
      .qs({ id: removed.id })
      .bearerToken(await tokenFor(owner))
    deleted.assertStatus(200)
    const after = await freshVisit(path)
    assert.notInclude(after.text, `${word} 删掉的`)
    assert.include(after.text, `${word} 留下的`)
  })

  test('a member gets a fresh render, recorded under their id', async ({ client, assert }) => {
    const word = unique('会员检索')
    await indexedDocument(`${word} 资料`)
    const path = `/search?wd=${encodeURIComponent(word)}`
    await cachedVisit(path)
    const member = await createUser()
    const response = await client
      .get(path)
      .header('Accept', 'text/html')
      .bearerToken(await tokenFor(member))
    assert.isUndefined(response.header('x-page-cache'))
    assert.equal(inertiaPage(response.text()).props.user.id, member.id)
    assert.lengthOf(
      (await recordsOf(word)).filter((record) => Number(record.user_id) === member.id),
      1
    )
  })

  test('a kept page that shows 大家都在搜 stays kept while its own hits are recorded', async ({ assert }) => {
    const popular = unique('热门')
    await indexedDocument(`${popular} 合集`)
    await visit(`/search?wd=${encodeURIComponent(popular)}`)
    flushDeferredInvalidations()
    const path = `/search?wd=${encodeURIComponent(unique('无结果'))}`
    const kept = await cachedVisit(path)
    assert.include(inertiaPage(kept.text).props.suggestions, popular)
    for (let hit = 0; hit < 3; hit++) assert.equal((await visit(path)).cache, 'hit')
    await flushSearchHits()
    assert.equal((await visit(path)).cache, 'hit', 'writing the hits records drops nothing at once')
  })

  test('searches reach the home page 热门搜索 once their delayed invalidation goes out, not on each search', async ({ assert }) => {
    const word = unique('首页热词')
    await indexedDocument(`${word} 指南`)
    await cachedVisit('/')
    await visit(`/search?wd=${encodeURIComponent(word)}`)
    const still = await visit('/')
    assert.equal(still.cache, 'hit', 'a search alone does not re-render the home page')
    assert.notInclude(still.text, word)

    flushDeferredInvalidations()
    const after = await freshVisit('/')
    assert.include(after.text, word)
  })

  test('hiding a word reaches the kept pages that show it at once', async ({ client, assert }) => {
    const { user: editor } = await createStaff([SearchPermission.word.hide])
    const token = await tokenFor(editor)
    const word = unique('隐藏热词')
    await indexedDocument(`${word} 汇编`)
    await visit(`/search?wd=${encodeURIComponent(word)}`)
    flushDeferredInvalidations()
    assert.include((await cachedVisit('/')).text, word)

    const hidden = await client.put('/api/v1/searchrecord/hidden').json({ keywords: word, hidden: true }).bearerToken(token)
    hidden.assertStatus(200)
    assert.notInclude((await freshVisit('/')).text, word)
  })
})
