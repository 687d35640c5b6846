import { test } from '@japa/runner'
import { punish } from '#core/accounts/tests/helpers'
import { createUser, tokenFor } from '#tests/helpers/users'
import { communityDisabled, disabledReason, makeDocument, resetCommunitySettings } from '../helpers.js'

test.group('Favourites', (group) => {
  group.tap((item) => item.skip(communityDisabled, disabledReason))
  group.each.setup(resetCommunitySettings)

  test('add, check, list and remove a favourite; the counters follow', async ({ client, assert }) => {
    const document = await makeDocument({ title: '收藏测试文档' })
    const member = await createUser()
    const token = await tokenFor(member)

    ;(await client.get('/api/v1/favorite').qs({ document_id: document.id, type: 0 }).bearerToken(token)).assertBody({})
    const added = await client.post('/api/v1/favorite').json({ document_id: document.id, type: 0 }).bearerToken(token)
    added.assertStatus(200)
    assert.isAbove(added.body().id, 0)
    const again = await client.post('/api/v1/favorite').json({ document_id: document.id, type: 0 }).bearerToken(token)
    again.assertStatus(409)
    assert.equal(again.body().message, '您已经收藏过了')

    await document.refresh()
    await member.refresh()
    assert.equal(document.favoriteCount, 1)
    assert.equal(member.favoriteCount, 1)

    const check = await client.get('/api/v1/favorite').qs({ document_id: document.id, type: 0 }).bearerToken(token)
    assert.equal(check.body().id, added.body().id)
    const list = (await client.get('/api/v1/favorite/list').bearerToken(token)).body()
    assert.equal(list.total, 1)
    assert.equal(list.favorite[0].title, '收藏测试文档')
    assert.equal(list.favorite[0].link, `/document/${document.id}`)

    const stranger = await client
      .delete('/api/v1/favorite')
      .qs({ id: added.body().id })
      .bearerToken(await tokenFor(await createUser()))
    stranger.assertStatus(404)
    assert.equal(stranger.body().message, '收藏不存在')
    ;(await client.delete('/api/v1/favorite').qs({ id: added.body().id }).bearerToken(token)).assertStatus(200)
    await document.refresh()
    await member.refresh()
    assert.equal(document.favoriteCount, 0)
    assert.equal(member.favoriteCount, 0)
    ;(await client.get('/api/v1/favorite').qs({ document_id: document.id, type: 0 }).bearerToken(token)).assertBody({})
  })

  test('guests, the "no favourite" punishment, hidden documents and bad ids are refused', async ({ client, assert }) => {
    const document = await makeDocument()
    ;(await client.post('/api/v1/favorite').json({ document_id: document.id })).assertStatus(401)
    ;(await client.get('/api/v1/favorite/list')).assertStatus(401)

    const punished = await createUser()
    await punish(punished.id, 5, '', null)
    const refused = await client
      .post('/api/v1/favorite')
      .json({ document_id: document.id })
      .bearerToken(await tokenFor(punished))
    refused.assertStatus(403)
    assert.equal(refused.body().message, '您已被禁止收藏')

    const token = await tokenFor(await createUser())
    const hidden = await makeDocument({ status: 4 })
    const missing = await client.post('/api/v1/favorite').json({ document_id: hidden.id }).bearerToken(token)
    missing.assertStatus(404)
    assert.equal(missing.body().message, '文档不存在')
    const invalid = await client.post('/api/v1/favorite').json({ document_id: 'abc' }).bearerToken(token)
    invalid.assertStatus(400)
    assert.include(invalid.body().message, '内容ID')
    const article = await client.post('/api/v1/favorite').json({ document_id: 99999999, type: 1 }).bearerToken(token)
    article.assertStatus(404)
    assert.equal(article.body().message, '文章不存在')
  })

  test('the uploader may favourite their own document while it waits for review', async ({ client, assert }) => {
    const owner = await createUser()
    const pending = await makeDocument({ userId: owner.id, status: 6 })
    const response = await client
      .post('/api/v1/favorite')
      .json({ document_id: pending.id })
      .bearerToken(await tokenFor(owner))
    response.assertStatus(200)
    await pending.refresh()
    assert.equal(pending.favoriteCount, 1)
  })
})
