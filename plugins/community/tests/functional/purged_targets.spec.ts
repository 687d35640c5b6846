import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { communityDisabled, disabledReason, makeDocument, resetCommunitySettings } from '../helpers.js'

test.group('Community: content deleted for good', (group) => {
  group.tap((item) => item.skip(communityDisabled, disabledReason))
  group.each.setup(resetCommunitySettings)

  test('purging a document from the recycle bin removes its comments and favourites and fixes the users’ counters', async ({
    client,
    assert,
  }) => {
    const document = await makeDocument({ title: '将被彻底删除的文档' })
    const kept = await makeDocument({ title: '保留的文档' })
    const member = await createUser()
    const token = await tokenFor(member)
    for (const target of [document, kept]) {
      ;(await client.post('/api/v1/favorite').json({ document_id: target.id, type: 0 }).bearerToken(token)).assertStatus(200)
      ;(
        await client.post('/api/v1/comment').json({ document_id: target.id, type: 0, content: '写得很好，收藏了' }).bearerToken(token)
      ).assertStatus(200)
    }
    ;(await client.post('/api/v1/report').json({ document_id: document.id, type: 0, reason: 1 }).bearerToken(token)).assertStatus(200)
    await member.refresh()
    assert.equal(member.favoriteCount, 2)
    const feed = (await client.get('/api/v1/user/dynamic').qs({ id: member.id })).body()
    const lines = feed.dynamic.map((item: { content: string }) => item.content)
    assert.include(lines, `收藏了《<a href="/document/${document.id}">将被彻底删除的文档</a>》`)
    assert.include(lines, `评论了《<a href="/document/${kept.id}">保留的文档</a>》`)

    await db
      .from('documents')
      .where('id', document.id)
      .update({ deleted_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss') })
    const admin = await tokenFor(await createSuperAdmin())
    ;(await client.delete('/api/v1/document/recycle').qs({ id: document.id }).bearerToken(admin)).assertStatus(200)

    assert.lengthOf(await db.from('community_favorites').where({ type: 0, target_id: document.id }), 0)
    assert.lengthOf(await db.from('community_comments').where({ type: 0, target_id: document.id }), 0)
    assert.lengthOf(await db.from('community_favorites').where({ type: 0, target_id: kept.id }), 1)
    assert.lengthOf(await db.from('community_reports').where({ type: 0, target_id: document.id }), 1, 'reports stay, for the record')
    await member.refresh()
    assert.equal(member.favoriteCount, 1)
    const favorites = (await client.get('/api/v1/favorite/list').bearerToken(token)).body()
    assert.equal(favorites.total, 1)
  })
})
