import { test } from '@japa/runner'
import { storage, Attachment, AttachmentType } from '#core/storage/contracts'
import { StoragePermission } from '#core/storage/permissions'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'

/** A 1×1 GIF made unique by two trailing bytes. */
function gif(seed: number) {
  const image = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 0, 0, 0, 0, 0]
  const frame = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]
  return new Uint8Array([...image, ...frame, seed & 0xff, (seed >> 8) & 0xff])
}

async function deleter() {
  const { user } = await createStaff([StoragePermission.attachment.list, StoragePermission.attachment.delete])
  return tokenFor(user)
}

test.group('DELETE /api/v1/attachment', (group) => {
  group.each.setup(async () => {
    await Attachment.query().delete()
  })

  test('removes unclaimed records from the list; the file is still served for pages that show it', async ({ client, assert }) => {
    const owner = await createUser()
    const first = await storage.storeUpload({
      bytes: gif(301),
      ext: 'gif',
      userId: owner.id,
      type: AttachmentType.Article,
      name: '插图一.gif',
    })
    const second = await storage.storeUpload({
      bytes: gif(302),
      ext: 'gif',
      userId: owner.id,
      type: AttachmentType.Banner,
      name: '横幅.gif',
    })
    const kept = await storage.storeUpload({
      bytes: gif(303),
      ext: 'gif',
      userId: owner.id,
      type: AttachmentType.Article,
      name: '插图二.gif',
    })
    const token = await deleter()

    const response = await client.delete(`/api/v1/attachment?id[]=${first.id}&id[]=${second.id}`).bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {})
    const left = await client.get('/api/v1/attachment/list').bearerToken(token)
    assert.deepEqual(
      left.body().attachment.map((row: { id: number }) => row.id),
      [kept.id]
    )
    ;(await client.get(first.path)).assertStatus(200)
  })

  test('refuses a claimed or disabled attachment and deletes nothing of the request', async ({ client, assert }) => {
    const owner = await createUser()
    const loose = await storage.storeUpload({
      bytes: gif(311),
      ext: 'gif',
      userId: owner.id,
      type: AttachmentType.Article,
      name: '散图.gif',
    })
    const avatar = await storage.storeUpload({
      bytes: gif(312),
      ext: 'gif',
      userId: owner.id,
      type: AttachmentType.Avatar,
      typeId: owner.id,
      name: '头像.gif',
    })
    const banned = await storage.storeUpload({
      bytes: gif(313),
      ext: 'gif',
      userId: owner.id,
      type: AttachmentType.Comment,
      name: '违规.gif',
    })
    await Attachment.query().where('id', banned.id).update({ enable: false })
    const token = await deleter()

    const inUse = await client
      .delete('/api/v1/attachment')
      .qs({ id: [loose.id, avatar.id] })
      .bearerToken(token)
    inUse.assertStatus(400)
    assert.equal(inUse.body().message, '附件「头像.gif」正在使用中，不能删除')
    const disabled = await client.delete('/api/v1/attachment').qs({ id: banned.id }).bearerToken(token)
    disabled.assertStatus(400)
    assert.equal(disabled.body().message, '附件「违规.gif」已被禁用，禁用记录阻止该文件再次上传，不能删除')
    assert.lengthOf(await Attachment.query().whereIn('id', [loose.id, avatar.id, banned.id]), 3)
    assert.isTrue(await storage.isBanned(banned.hash), 'the ban stays')
  })

  test('no id is a 400, unknown ids a 404, and list-only staff are refused', async ({ client, assert }) => {
    const token = await deleter()
    const none = await client.delete('/api/v1/attachment').bearerToken(token)
    none.assertStatus(400)
    assert.equal(none.body().message, '请选择附件')
    const unknown = await client.delete('/api/v1/attachment').qs({ id: 987654 }).bearerToken(token)
    unknown.assertStatus(404)
    assert.equal(unknown.body().message, '附件不存在')
    const { user } = await createStaff([StoragePermission.attachment.list])
    ;(
      await client
        .delete('/api/v1/attachment')
        .qs({ id: 1 })
        .bearerToken(await tokenFor(user))
    ).assertStatus(403)
  })
})
