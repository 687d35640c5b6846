import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import { queue } from '#core/queue/contracts'
import { searchIndex } from '#core/search/contracts'
import { settings } from '#core/settings/contracts'
import { Category } from '#plugins/categories/contracts'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { unique } from '#tests/helpers/unique'

const disabled = !registry.isEnabled('articles')
const reason = 'the articles plugin is not enabled'

async function publish(client: any, token: string, article: Record<string, unknown>) {
  const created = await client.post('/api/v1/article').json(article).bearerToken(token)
  created.assertStatus(200)
  return created.body() as { id: number; identifier: string }
}

test.group('GET /api/v1/article/search and /api/v1/article/related', (group) => {
  group.tap((item) => item.skip(disabled, reason))
  group.setup(async () => {
    await queue.startWorkers({ jobs: ['search.sync', 'search.rebuild'] })
    return () => queue.stop()
  })
  group.each.setup(async () => {
    await searchIndex.driver().removeStale('article', Number.MAX_SAFE_INTEGER)
    await settings.update('article', { related_count: 6 })
  })

  test('article search finds published articles by body text, as plain text, and records the search', async ({ client, assert }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const topic = unique('检索').toLowerCase()
    const published = await publish(client, admin, {
      title: `年度 <总结> ${topic}`,
      keywords: '总结,年度',
      content: `<p>本文讨论<strong>${topic}</strong>的实践。</p>`,
    })
    const rejected = await publish(client, admin, { title: `草稿 ${topic}`, content: `<p>${topic}</p>` })
    ;(
      await client
        .put('/api/v1/article/check')
        .json({ id: [rejected.id], status: 2, reject_reason: '重复' })
        .bearerToken(admin)
    ).assertStatus(200)
    await queue.idle(10_000)

    const response = await client.get('/api/v1/article/search').qs({ wd: topic, page: 1, size: 10, sort: 'default', ext: 'all' })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.total, 1, 'the rejected article is not found')
    assert.match(body.spend, /^\d+\.\d{3}$/)
    assert.lengthOf(body.article, 1)
    assert.include(body.article[0], {
      id: published.id,
      identifier: published.identifier,
      title: `年度 <总结> ${topic}`,
      keywords: '总结,年度',
    })
    assert.include(body.article[0].description, topic)
    assert.notInclude(body.article[0].description, '<em>')
    assert.isString(body.article[0].created_at)

    const records = await db.from('search_records').where('keywords', topic).where('type', 1)
    assert.isAtLeast(records.length, 1, 'recorded as an article search')
  })

  test('related: same category, keyword matches first, then the newest; never itself, an unpublished or another category', async ({
    client,
    assert,
  }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const shelf = await Category.create({ title: unique('栏目'), parentId: 0, type: 1, enable: true })
    const elsewhere = await Category.create({ title: unique('栏目'), parentId: 0, type: 1, enable: true })
    const topic = unique('主题').toLowerCase()
    const alike = await publish(client, admin, { title: '旧文', keywords: topic, content: `<p>${topic}</p>`, category_id: [shelf.id] })
    const other = await publish(client, admin, { title: '他类', keywords: topic, content: `<p>${topic}</p>`, category_id: [elsewhere.id] })
    const hidden = await publish(client, admin, { title: '待审', keywords: topic, content: `<p>${topic}</p>`, category_id: [shelf.id] })
    ;(
      await client
        .put('/api/v1/article/check')
        .json({ id: [hidden.id], status: 2, reject_reason: '重复' })
        .bearerToken(admin)
    ).assertStatus(200)
    const newest = await publish(client, admin, {
      title: '新文',
      keywords: unique('无关'),
      content: '<p>无关</p>',
      category_id: [shelf.id],
    })
    const article = await publish(client, admin, {
      title: '本文',
      keywords: `${topic},其他`,
      content: `<p>${topic}</p>`,
      category_id: [shelf.id],
    })
    await queue.idle(10_000)

    const response = await client.get('/api/v1/article/related').qs({ identifier: article.identifier })
    response.assertStatus(200)
    const related = response.body().article as { id: number; identifier: string; title: string }[]
    const ids = related.map((row) => row.id)
    assert.equal(ids[0], alike.id, 'the keyword match comes first, though older')
    assert.include(ids, newest.id, 'then the newest of the category')
    for (const absent of [article.id, other.id, hidden.id]) assert.notInclude(ids, absent)
    assert.include(related[0], { identifier: alike.identifier, title: '旧文' })

    await settings.update('article', { related_count: 0 })
    const none = await client.get('/api/v1/article/related').qs({ identifier: article.identifier })
    assert.deepEqual(none.body(), { article: [] }, 'article/set 0 shows none anywhere')
  })

  test('related: a missing identifier is a 400, an unknown or unpublished article a 404', async ({ client, assert }) => {
    const missing = await client.get('/api/v1/article/related')
    missing.assertStatus(400)
    assert.equal(missing.body().message, '请选择文章')
    const unknown = await client.get('/api/v1/article/related').qs({ identifier: 'no-such-article-here' })
    unknown.assertStatus(404)
    assert.equal(unknown.body().message, '文章不存在')

    const admin = await tokenFor(await createSuperAdmin())
    const draft = await publish(client, admin, { title: '草稿', content: '<p>草稿</p>' })
    await client
      .put('/api/v1/article/check')
      .json({ id: [draft.id], status: 2, reject_reason: '重复' })
      .bearerToken(admin)
    const guest = await client.get('/api/v1/article/related').qs({ identifier: draft.identifier })
    guest.assertStatus(404)
    const member = await client
      .get('/api/v1/article/related')
      .qs({ identifier: draft.identifier })
      .bearerToken(await tokenFor(await createUser()))
    member.assertStatus(404)
  })
})
