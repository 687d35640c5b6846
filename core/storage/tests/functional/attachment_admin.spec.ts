import { test } from '@japa/runner'
import { storage, Attachment, AttachmentType } from '#core/storage/contracts'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { StoragePermission } from '#core/storage/permissions'

/** A 1×1 GIF: small, valid image bytes, made unique by a trailing comment-free byte run. */
function gif(seed: number) {
  return new Uint8Array([
    0x47,
    0x49,
    0x46,
    0x38,
    0x39,
    0x61,
    1,
    0,
    1,
    0,
    0x80,
    0,
    0,
    0,
    0,
    0,
    0xff,
    0xff,
    0xff,
    0x21,
    0xf9,
    4,
    0,
    0,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    2,
    2,
    0x44,
    1,
    0,
    0x3b,
    seed & 0xff,
    (seed >> 8) & 0xff,
  ])
}

async function adminToken(keys = [StoragePermission.attachment.list, StoragePermission.attachment.update]) {
  const { user } = await createStaff(keys)
  return tokenFor(user)
}

test.group('Attachments administration', (group) => {
  group.each.setup(async () => {
    await Attachment.query().delete()
  })

  test('lists attachments with uploader and type name, and filters by type, keyword, user and state', async ({ client, assert }) => {
    const alice = await createUser()
    const bob = await createUser()
    await storage.storeUpload({ bytes: gif(1), ext: 'gif', userId: alice.id, type: AttachmentType.Avatar, name: 'alice.gif' })
    await storage.storeUpload({ bytes: gif(2), ext: 'gif', userId: bob.id, type: AttachmentType.Banner, name: '首页横幅.gif' })
    const token = await adminToken()

    const all = await client.get('/api/v1/attachment/list').bearerToken(token)
    all.assertStatus(200)
    assert.equal(all.body().total, 2)
    assert.include(all.body().attachment[0], { name: '首页横幅.gif', username: bob.username, type_name: '横幅' })
    const byType = await client.get('/api/v1/attachment/list').qs({ type: AttachmentType.Avatar }).bearerToken(token)
    assert.deepEqual(
      byType.body().attachment.map((item: any) => item.name),
      ['alice.gif']
    )
    const byWord = await client.get('/api/v1/attachment/list').qs({ wd: '横幅' }).bearerToken(token)
    assert.deepEqual(
      byWord.body().attachment.map((item: any) => item.name),
      ['首页横幅.gif']
    )
    const byUser = await client.get('/api/v1/attachment/list').qs({ username: alice.username }).bearerToken(token)
    assert.deepEqual(
      byUser.body().attachment.map((item: any) => item.name),
      ['alice.gif']
    )
    const banned = await client.get('/api/v1/attachment/list').qs({ enable: false }).bearerToken(token)
    assert.deepEqual(banned.body().attachment, [])
  })

  test('guests get 401, members and list-only staff 403 on the writes', async ({ client, assert }) => {
    assert.equal((await client.get('/api/v1/attachment/list')).status(), 401)
    assert.equal((await client.put('/api/v1/attachment').json({ id: 1, enable: false })).status(), 401)
    const member = await tokenFor(await createUser())
    assert.equal((await client.get('/api/v1/attachment/list').bearerToken(member)).status(), 403)
    const listOnly = await adminToken([StoragePermission.attachment.list])
    assert.equal((await client.get('/api/v1/attachment/list').bearerToken(listOnly)).status(), 200)
    const refused = await client.put('/api/v1/attachment').json({ id: 1, enable: false }).bearerToken(listOnly)
    refused.assertStatus(403)
  })

  test('disabling bans the content everywhere; enabling lifts the ban for every copy', async ({ client, assert }) => {
    const alice = await createUser()
    const bob = await createUser()
    const bytes = gif(7)
    const first = await storage.storeUpload({ bytes, ext: 'gif', userId: alice.id, type: AttachmentType.Avatar })
    await storage.storeUpload({ bytes, ext: 'gif', userId: bob.id, type: AttachmentType.Article })
    const served = await client.get(first.path)
    served.assertStatus(200)
    const token = await adminToken()

    const ban = await client.put('/api/v1/attachment').json({ id: first.id, enable: false, description: '违规图片' }).bearerToken(token)
    ban.assertStatus(200)
    assert.isTrue(await storage.isBanned(first.hash))
    assert.deepEqual(
      (await Attachment.query().where('hash', first.hash)).map((row) => row.enable),
      [false, false]
    )
    const carol = await createUser()
    await assert.rejects(
      () => storage.storeUpload({ bytes, ext: 'gif', userId: carol.id, type: AttachmentType.Comment }),
      '该文件已被禁止上传'
    )
    ;(await client.get(first.path)).assertStatus(404)

    await client.put('/api/v1/attachment').json({ id: first.id, enable: true }).bearerToken(token)
    assert.isFalse(await storage.isBanned(first.hash))
    ;(await client.get(first.path)).assertStatus(200)
    await first.refresh()
    assert.equal(first.description, '违规图片')
  })

  test('the attachment admin page opens for list holders only', async ({ client, assert }) => {
    const allowed = await client
      .get('/admin/attachment')
      .bearerToken(await adminToken([StoragePermission.attachment.list]))
      .redirects(0)
    allowed.assertStatus(200)
    const page = allowed.text().match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
    assert.equal(JSON.parse(page![1]).component, 'storage/admin/attachment')
    const member = await client
      .get('/admin/attachment')
      .bearerToken(await tokenFor(await createUser()))
      .redirects(0)
    assert.equal(member.header('location'), '/')
  }).timeout(120_000)
})
