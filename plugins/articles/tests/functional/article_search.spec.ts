import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import { queue } from '#core/queue/contracts'
import { rebuildIndex, searchIndex } from '#core/search/contracts'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'

const disabled = !registry.isEnabled('articles')
const reason = 'the articles plugin is not enabled'

let counter = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`

async function found(client: any, wd: string) {
  const response = await client.get('/api/v1/search').qs({ wd, type: 1 })
  response.assertStatus(200)
  return (response.body().document ?? []) as { id: number; doc_type: number; description: string }[]
}

test.group('Search: articles (type 1)', (group) => {
  group.tap((item) => item.skip(disabled, reason))
  group.setup(async () => {
    await queue.startWorkers({ jobs: ['search.sync', 'search.rebuild'] })
    return () => queue.stop()
  })
  group.each.setup(async () => {
    await searchIndex.driver().removeStale('article', Number.MAX_SAFE_INTEGER)
  })

  test('a published article is found by title and body text; review, the bin and purging take it out', async ({ client, assert }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const word = unique('检索')
    const created = await client
      .post('/api/v1/article')
      .json({ title: `年度总结 ${word}`, content: '<p>本文讨论<strong>知识管理</strong>的实践。</p>' })
      .bearerToken(admin)
    created.assertStatus(200)
    const id = created.body().id
    await queue.idle(10_000)

    const byTitle = await found(client, word)
    assert.deepEqual(
      byTitle.map((hit) => hit.id),
      [id]
    )
    assert.equal(byTitle[0].doc_type, 1)
    const byBody = await found(client, '知识管理')
    assert.include(
      byBody.map((hit) => hit.id),
      id
    )
    assert.include(byBody.find((hit) => hit.id === id)!.description, '<em>知识管理</em>')
    assert.deepEqual(
      (await found(client, 'strong')).filter((hit) => hit.id === id),
      [],
      'markup is not indexed'
    )

    const page = inertiaPage((await client.get('/search').qs({ wd: word, type: 1 })).text())
    assert.equal(page.props.available, true, '/search?type=1 is open once articles are a search kind')
    assert.deepEqual(
      page.props.hits.map((hit: { id: number }) => hit.id),
      [id]
    )

    ;(
      await client
        .put('/api/v1/article/check')
        .json({ id: [id], status: 2, reject_reason: '重复' })
        .bearerToken(admin)
    ).assertStatus(200)
    assert.deepEqual(await found(client, word), [], 'a rejected article leaves at once')
    ;(
      await client
        .put('/api/v1/article/check')
        .json({ id: [id], status: 1 })
        .bearerToken(admin)
    ).assertStatus(200)
    await queue.idle(10_000)
    assert.deepEqual(
      (await found(client, word)).map((hit) => hit.id),
      [id]
    )

    ;(await client.delete('/api/v1/article').qs({ id }).bearerToken(admin)).assertStatus(200)
    assert.deepEqual(await found(client, word), [], 'the recycle bin leaves at once')
    ;(await client.delete('/api/v1/article/recycle').qs({ id }).bearerToken(admin)).assertStatus(200)
    assert.isNull(await db.from('search_entries').where({ kind: 'article', item_id: id }).first())
  })

  test('a pending article is not indexed; a rebuild indexes every public article and no single page', async ({ client, assert }) => {
    const word = unique('重建')
    const member = await tokenFor(await createUser())
    const pending = await client
      .post('/api/v1/article')
      .json({ title: `待审 ${word}`, content: '<p>正文</p>' })
      .bearerToken(member)
    assert.equal(pending.body().status, 0)
    const admin = await tokenFor(await createSuperAdmin())
    const published = await client
      .post('/api/v1/article')
      .json({ title: `已发 ${word}`, content: '<p>正文</p>' })
      .bearerToken(admin)
    await queue.idle(10_000)
    await searchIndex.driver().removeStale('article', Number.MAX_SAFE_INTEGER)
    await rebuildIndex('article', { restart: true })
    assert.deepEqual(
      (await found(client, word)).map((hit) => hit.id),
      [published.body().id]
    )
    assert.isNull(await db.from('search_entries').where({ kind: 'article', identifier: 'about' }).first())
  })
})
