import { test } from '@japa/runner'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import Language from '#plugins/documents/models/language'
import Document from '#plugins/documents/models/document'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { documentsDisabled, disabledReason, languageTotal, makeDocument, wipeDocuments } from './admin_helpers.js'

async function languageToken() {
  const { user } = await createStaff([
    DocumentsPermission.language.list,
    DocumentsPermission.language.create,
    DocumentsPermission.language.update,
    DocumentsPermission.language.delete,
  ])
  return tokenFor(user)
}

test.group('Languages', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(async () => {
    await wipeDocuments()
    await Language.query().delete()
  })

  test('create, list in order and refuse a duplicate code', async ({ client, assert }) => {
    const token = await languageToken()
    const zh = await client.post('/api/v1/language').json({ language: '中文', code: 'zh', sort: 10 }).bearerToken(token)
    zh.assertStatus(200)
    assert.include(zh.body(), { language: '中文', code: 'zh', enable: true, sort: 10, total: 0 })
    await client.post('/api/v1/language').json({ language: 'English', code: 'en', sort: 20 }).bearerToken(token)
    await client.post('/api/v1/language').json({ language: '日本語', code: 'ja', enable: false, sort: 99 }).bearerToken(token)

    const duplicate = await client.post('/api/v1/language').json({ language: '汉语', code: 'zh' }).bearerToken(token)
    duplicate.assertStatus(409)
    assert.equal(duplicate.body().message, '语言代码「zh」已存在')
    const badCode = await client.post('/api/v1/language').json({ language: '坏', code: 'z h' }).bearerToken(token)
    badCode.assertStatus(400)
    assert.equal(badCode.body().message, '语言代码只能包含字母、数字、下划线和短横线，如 zh、en、zh-TW')

    const staff = await client.get('/api/v1/language/list').bearerToken(token)
    assert.equal(staff.body().total, 3)
    assert.deepEqual(
      staff.body().language.map((item: any) => item.code),
      ['en', 'zh', 'ja'],
      'enabled first, then sort'
    )
    const guest = await client.get('/api/v1/language/list?enable=false')
    assert.deepEqual(
      guest.body().language.map((item: any) => item.code),
      ['en', 'zh'],
      'visitors see enabled languages only'
    )
    const disabled = await client.get('/api/v1/language/list?enable=false').bearerToken(token)
    assert.deepEqual(
      disabled.body().language.map((item: any) => item.code),
      ['ja']
    )
  })

  test('update renames, switches status in bulk, and a new code follows to the documents', async ({ client, assert }) => {
    const token = await languageToken()
    const zh = await Language.create({ language: '中文', code: 'zh', enable: true, sort: 0 })
    const en = await Language.create({ language: 'English', code: 'en', enable: true, sort: 0 })
    const owner = await createUser()
    const document = await makeDocument({ userId: owner.id, language: 'zh' })

    const renamed = await client
      .put('/api/v1/language')
      .json({ id: zh.id, language: '简体中文', code: 'zh-CN', sort: 5 })
      .bearerToken(token)
    renamed.assertStatus(200)
    await zh.refresh()
    assert.include(zh.$attributes, { language: '简体中文', code: 'zh-CN', sort: 5 })
    assert.equal((await Document.findOrFail(document.id)).language, 'zh-CN')
    assert.equal(await languageTotal('zh-CN'), 1)
    const taken = await client.put('/api/v1/language').json({ id: en.id, code: 'zh-CN' }).bearerToken(token)
    taken.assertStatus(409)

    const off = await client
      .put('/api/v1/language/status')
      .json({ id: [zh.id, en.id], enable: false })
      .bearerToken(token)
    off.assertStatus(200)
    assert.deepEqual(
      (await Language.query().orderBy('id')).map((row) => row.enable),
      [false, false]
    )
    const guest = await client.get('/api/v1/language/list')
    assert.deepEqual(guest.body().language, [])
  })

  test('a language still used by documents cannot be deleted; an unused one can', async ({ client, assert }) => {
    const token = await languageToken()
    const zh = await Language.create({ language: '中文', code: 'zh', enable: true, sort: 0 })
    const fr = await Language.create({ language: 'Français', code: 'fr', enable: true, sort: 0 })
    const owner = await createUser()
    await makeDocument({ userId: owner.id, language: 'zh', deleted: { by: owner.id } })

    const refused = await client.delete(`/api/v1/language?id=${zh.id}`).bearerToken(token)
    refused.assertStatus(400)
    assert.equal(refused.body().message, '「中文」下还有文档，请先修改这些文档的语言')
    assert.isNotNull(await Language.find(zh.id))
    const removed = await client.delete(`/api/v1/language?id=${fr.id}`).bearerToken(token)
    removed.assertStatus(200)
    assert.isNull(await Language.find(fr.id))
  })
})
