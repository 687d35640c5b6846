import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import User from '#core/accounts/models/user'
import { inertiaPage } from '#tests/helpers/inertia'

const disabled = !registry.isEnabled('articles')
const reason = 'the articles plugin is not enabled (run with DOCSITE_PLUGINS=categories,documents,community,articles)'

async function articleCount(userId: number) {
  return (await User.findOrFail(userId)).articleCount
}

test.group('Articles: authors', (group) => {
  group.tap((item) => item.skip(disabled, reason))
  group.each.setup(async () => {
    await settings.update('security', { comment_interval: 0, enable_captcha_comment: false })
  })

  test('article_count follows review, the recycle bin and purging; the feed says 发表了文章 once', async ({ client, assert }) => {
    const author = await createUser()
    const token = await tokenFor(author)
    const created = (await client.post('/api/v1/article').json({ title: '作者的第一篇', content: '<p>正文</p>' }).bearerToken(token)).body()
    assert.equal(created.status, 0, 'members are reviewed')
    assert.equal(await articleCount(author.id), 0)

    const admin = await tokenFor(await createSuperAdmin())
    ;(
      await client
        .put('/api/v1/article/check')
        .json({ id: [created.id], status: 1 })
        .bearerToken(admin)
    ).assertStatus(200)
    ;(
      await client
        .put('/api/v1/article/check')
        .json({ id: [created.id], status: 1 })
        .bearerToken(admin)
    ).assertStatus(200)
    assert.equal(await articleCount(author.id), 1)
    const feed = (await client.get('/api/v1/user/dynamic').bearerToken(token)).body()
    const published = feed.dynamic.filter((item: { type: number }) => item.type === 15)
    assert.lengthOf(published, 1, 'approving twice records it once')
    assert.equal(published[0].content, `发表了文章《<a href="/article/${created.id}">作者的第一篇</a>》`)

    ;(await client.delete('/api/v1/article').qs({ id: created.id }).bearerToken(token)).assertStatus(200)
    assert.equal(await articleCount(author.id), 0)
    ;(
      await client
        .post('/api/v1/article/recycle/restore')
        .json({ id: [created.id] })
        .bearerToken(admin)
    ).assertStatus(200)
    assert.equal(await articleCount(author.id), 1)
    ;(await client.delete('/api/v1/article').qs({ id: created.id }).bearerToken(admin)).assertStatus(200)
    ;(await client.delete('/api/v1/article/recycle').qs({ id: created.id }).bearerToken(admin)).assertStatus(200)
    assert.equal(await articleCount(author.id), 0)
  })

  test('purging an article removes its comments and favourites and fixes the users’ counters', async ({ client, assert }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const article = (
      await client.post('/api/v1/article').json({ title: '要被清除的文章', content: '<p>正文</p>' }).bearerToken(admin)
    ).body()
    const reader = await createUser()
    const token = await tokenFor(reader)
    ;(await client.post('/api/v1/favorite').json({ document_id: article.id, type: 1 }).bearerToken(token)).assertStatus(200)
    ;(await client.post('/api/v1/comment').json({ document_id: article.id, type: 1, content: '好文章' }).bearerToken(token)).assertStatus(
      200
    )
    await reader.refresh()
    assert.equal(reader.favoriteCount, 1)

    ;(await client.delete('/api/v1/article').qs({ id: article.id }).bearerToken(admin)).assertStatus(200)
    ;(await client.delete('/api/v1/article/recycle').qs({ id: article.id }).bearerToken(admin)).assertStatus(200)
    assert.lengthOf(await db.from('community_comments').where({ type: 1, target_id: article.id }), 0)
    assert.lengthOf(await db.from('community_favorites').where({ type: 1, target_id: article.id }), 0)
    await reader.refresh()
    assert.equal(reader.favoriteCount, 0)
    assert.equal(reader.commentCount, 0)
  })

  test('/user/{id}/article lists the user’s published articles only, under the 文章 tab', async ({ client, assert }) => {
    const author = await createUser()
    const admin = await tokenFor(await createSuperAdmin())
    const token = await tokenFor(author)
    const visible = (await client.post('/api/v1/article').json({ title: '已发布的文章', content: '<p>正文</p>' }).bearerToken(token)).body()
    await client.post('/api/v1/article').json({ title: '待审核的文章', content: '<p>正文</p>' }).bearerToken(token)
    ;(
      await client
        .put('/api/v1/article/check')
        .json({ id: [visible.id], status: 1 })
        .bearerToken(admin)
    ).assertStatus(200)

    const response = await client.get(`/user/${author.id}/article`).header('Accept', 'text/html')
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'articles/site/user_articles')
    assert.equal(page.props.active, 'article')
    assert.deepEqual(
      page.props.articles.map((row: { title: string }) => row.title),
      ['已发布的文章']
    )
    assert.include(response.text(), '已发布的文章')
    const keys = page.props.tabs.map((tab: { key: string }) => tab.key)
    assert.deepEqual(keys.slice(0, 2), ['default', 'article'])

    const empty = await client.get(`/user/${(await createUser()).id}/article`).header('Accept', 'text/html')
    assert.include(empty.text(), '暂无文章')
    ;(await client.get('/user/999999/article').header('Accept', 'text/html')).assertStatus(404)
  })
})
