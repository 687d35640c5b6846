import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import { unique } from '#tests/helpers/unique'
import { makeDocument } from './admin_helpers.js'

async function uploaded(userId: number, minutesAgo: number, seed: { status?: number; deleted?: { by: number } } = {}) {
  const document = await makeDocument({ userId, title: unique('关注文档'), ...seed })
  await db
    .from('documents')
    .where('id', document.id)
    .update({ created_at: DateTime.now().minus({ minutes: minutesAgo }).toFormat('yyyy-MM-dd HH:mm:ss') })
  return document
}

async function mePage(client: any, token: string, page = 1) {
  const response = await client
    .get('/me')
    .qs(page > 1 ? { page } : {})
    .header('Accept', 'text/html')
    .bearerToken(token)
  response.assertStatus(200)
  return { html: response.text() as string, props: inertiaPage(response.text()).props }
}

const titles = (feed: { title: string }[]) => feed.map((item) => item.title)

test.group('关注动态: followed uploaders’ documents on /me', () => {
  test('lists only the published documents of the users one follows, newest first; later hidden or deleted ones drop out', async ({
    client,
    assert,
  }) => {
    const fan = await createUser()
    const token = await tokenFor(fan)
    const [author, other, stranger] = [await createUser(), await createUser(), await createUser()]
    for (const followed of [author, other]) {
      ;(await client.post('/api/v1/user/follow').json({ user_id: followed.id }).bearerToken(token)).assertStatus(200)
    }
    const older = await uploaded(author.id, 60)
    const newest = await uploaded(author.id, 1)
    const middle = await uploaded(other.id, 30)
    for (const status of [0, 1, 3, 4, 6, 7]) await uploaded(author.id, 2, { status })
    await uploaded(author.id, 2, { deleted: { by: author.id } })
    await uploaded(stranger.id, 2)

    const { html, props } = await mePage(client, token)
    assert.equal(props.total, 3)
    assert.equal(props.following, 2)
    assert.deepEqual(titles(props.feed), [newest.title, middle.title, older.title])
    assert.include(html, `href="/document/${newest.id}"`)
    assert.include(html, `href="/user/${author.id}"`)
    assert.include(html, author.username)

    const api = await client.get('/api/v1/user/follow/feed').qs({ page: 2, size: 1 }).bearerToken(token)
    api.assertStatus(200)
    assert.equal(api.body().total, 3)
    assert.deepEqual(
      api.body().feed.map((item: any) => [item.title, item.href, item.username, item.kind]),
      [[middle.title, `/document/${middle.id}`, other.username, '文档']]
    )

    await db.from('documents').where('id', newest.id).update({ status: 4 })
    await db
      .from('documents')
      .where('id', middle.id)
      .update({ deleted_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss') })
    assert.deepEqual(titles((await mePage(client, token)).props.feed), [older.title])
  })

  test('unfollowing takes the uploader’s documents out; following nobody shows what to do', async ({ client, assert }) => {
    const fan = await createUser()
    const token = await tokenFor(fan)
    const author = await createUser()
    const document = await uploaded(author.id, 5)

    const before = await mePage(client, token)
    assert.lengthOf(before.props.feed, 0)
    assert.include(before.html, '你还没有关注任何人')

    ;(await client.post('/api/v1/user/follow').json({ user_id: author.id }).bearerToken(token)).assertStatus(200)
    assert.deepEqual(titles((await mePage(client, token)).props.feed), [document.title])

    await db.from('documents').where('id', document.id).update({ status: 7 })
    const refused = await mePage(client, token)
    assert.lengthOf(refused.props.feed, 0)
    assert.include(refused.html, '暂无新文档')
    await db.from('documents').where('id', document.id).update({ status: 2 })

    ;(await client.delete('/api/v1/user/follow').qs({ user_id: author.id }).bearerToken(token)).assertStatus(200)
    const after = await mePage(client, token)
    assert.lengthOf(after.props.feed, 0)
    assert.include(after.html, '你还没有关注任何人')
  })

  test('the feed is the member’s own: a guest must log in', async ({ client, assert }) => {
    const page = await client.get('/me').header('Accept', 'text/html').redirects(0)
    assert.equal(page.header('location'), '/login?redirect=%2Fme')
    const api = await client.get('/api/v1/user/follow/feed')
    api.assertStatus(401)
  })
})
