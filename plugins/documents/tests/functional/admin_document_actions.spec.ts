import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import Document from '#plugins/documents/models/document'
import { recountForDocuments } from '#plugins/documents/actions/recount_documents'
import { DocumentsPermission } from '#plugins/documents/permissions'
import {
  docCountOf,
  documentsDisabled,
  disabledReason,
  languageTotal,
  makeCategory,
  makeDocument,
  makeLanguage,
  spyOnConversionsEach,
  unique,
  wipeDocuments,
} from './admin_helpers.js'

const ADMIN_ROUTES: { method: 'put' | 'get' | 'delete' | 'post'; url: string; key: string }[] = [
  { method: 'put', url: '/api/v1/document/check', key: DocumentsPermission.document.check },
  { method: 'put', url: '/api/v1/document/recommend', key: DocumentsPermission.document.recommend },
  { method: 'put', url: '/api/v1/document/category', key: DocumentsPermission.document.category },
  { method: 'put', url: '/api/v1/document/language', key: DocumentsPermission.document.language },
  { method: 'put', url: '/api/v1/document/reconvert', key: DocumentsPermission.document.reconvert },
  { method: 'get', url: '/api/v1/document/recycle', key: DocumentsPermission.recycle.list },
  { method: 'put', url: '/api/v1/document/recycle', key: DocumentsPermission.recycle.restore },
  { method: 'delete', url: '/api/v1/document/recycle?id=1', key: DocumentsPermission.recycle.delete },
  { method: 'delete', url: '/api/v1/document/recycle/all', key: DocumentsPermission.recycle.delete },
  { method: 'post', url: '/api/v1/language', key: DocumentsPermission.language.create },
  { method: 'put', url: '/api/v1/language', key: DocumentsPermission.language.update },
  { method: 'put', url: '/api/v1/language/status', key: DocumentsPermission.language.update },
  { method: 'delete', url: '/api/v1/language?id=1', key: DocumentsPermission.language.delete },
]

async function tokenWith(keys: string[]) {
  const { user } = await createStaff(keys)
  return tokenFor(user)
}

async function statusOf(id: number) {
  return (await Document.findOrFail(id)).status
}

test.group('Document administration: who may call', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))

  test('a guest gets 401 and a member 403 on every admin route; a holder of another key 403 too', async ({ client, assert }) => {
    const member = await tokenFor(await createUser())
    const unrelated = await tokenWith([DocumentsPermission.document.recommend])
    for (const route of ADMIN_ROUTES) {
      const guest = await client[route.method](route.url)
      assert.equal(guest.status(), 401, `${route.method} ${route.url} as guest`)
      const denied = await client[route.method](route.url).bearerToken(member)
      assert.equal(denied.status(), 403, `${route.method} ${route.url} as member`)
      assert.match(denied.body().message, /^您没有权限访问【/)
      if (route.key !== DocumentsPermission.document.recommend) {
        const other = await client[route.method](route.url).bearerToken(unrelated)
        assert.equal(other.status(), 403, `${route.method} ${route.url} with another permission`)
      }
    }
  })

  test('the admin pages send staff without the page to /admin and guests to the login', async ({ client, assert }) => {
    const guest = await client.get('/admin/document/list').redirects(0)
    assert.equal(guest.status(), 302)
    assert.match(guest.header('location') ?? '', /^\/login\?redirect=/)
    const staff = await tokenWith([DocumentsPermission.document.list])
    const other = await client.get('/admin/document/recycle').bearerToken(staff).redirects(0)
    assert.equal(other.header('location'), '/admin')
    const allowed = await client
      .get('/admin/document/recycle')
      .bearerToken(await tokenWith([DocumentsPermission.recycle.list]))
      .redirects(0)
    allowed.assertStatus(200)
  }).timeout(120_000)
})

test.group('Document administration: review', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(wipeDocuments)
  const spy = spyOnConversionsEach(group)

  test('approving a pending-review document queues its conversion; it counts once converted', async ({ client, assert }) => {
    const owner = await createUser()
    const category = await makeCategory()
    const language = await makeLanguage()
    const waiting = await makeDocument({ userId: owner.id, status: 6, categoryIds: [category.id], language: language.code })
    assert.equal(await docCountOf('categories', category.id), 0)

    const response = await client
      .put('/api/v1/document/check')
      .json({ id: [waiting.id], status: 2 })
      .bearerToken(await tokenWith([DocumentsPermission.document.check]))
    response.assertStatus(200)
    response.assertBody({})
    assert.equal(await statusOf(waiting.id), 0, 'pending conversion: it never had pages')
    assert.deepEqual(spy.queued, [waiting.id])
    assert.equal(await docCountOf('categories', category.id), 0, 'not counted before it has pages')
    await db.from('documents').where('id', waiting.id).update({ status: 2, pages: 3 })
    await recountForDocuments([waiting.id])
    assert.equal(await docCountOf('categories', category.id), 1)
    assert.equal(await docCountOf('users', owner.id), 1)
    assert.equal(await languageTotal(language.code), 1)
  })

  test('approving or enabling a document that has pages publishes it without converting again', async ({ client, assert }) => {
    const owner = await createUser()
    const converted = await makeDocument({ userId: owner.id, status: 4, pages: 8 })
    const token = await tokenWith([DocumentsPermission.document.check])
    await client
      .put('/api/v1/document/check')
      .json({ id: [converted.id], status: 2 })
      .bearerToken(token)
    assert.equal(await statusOf(converted.id), 2)
    assert.deepEqual(spy.queued, [])
    assert.equal(await docCountOf('users', owner.id), 1)
  })

  test('rejecting and disabling hide documents and take them out of the counts', async ({ client, assert }) => {
    const owner = await createUser()
    const category = await makeCategory()
    const first = await makeDocument({ userId: owner.id, status: 2, categoryIds: [category.id] })
    const second = await makeDocument({ userId: owner.id, status: 6, categoryIds: [category.id] })
    const token = await tokenWith([DocumentsPermission.document.check])
    await client
      .put('/api/v1/document/check')
      .json({ id: [first.id], status: 2 })
      .bearerToken(token)
    assert.equal(await docCountOf('categories', category.id), 1)

    await client
      .put('/api/v1/document/check')
      .json({ id: [second.id], status: 7 })
      .bearerToken(token)
    assert.equal(await statusOf(second.id), 7)
    await client
      .put('/api/v1/document/check')
      .json({ id: [first.id], status: 4 })
      .bearerToken(token)
    assert.equal(await statusOf(first.id), 4)
    assert.equal(await docCountOf('categories', category.id), 0)
    assert.equal(await docCountOf('users', owner.id), 0)
    assert.deepEqual(spy.queued, [])
  })

  test('statuses the converter owns are refused, and documents in the recycle bin are left alone', async ({ client, assert }) => {
    const owner = await createUser()
    const binned = await makeDocument({ userId: owner.id, status: 6, deleted: { by: owner.id } })
    const token = await tokenWith([DocumentsPermission.document.check])
    const converting = await client
      .put('/api/v1/document/check')
      .json({ id: [binned.id], status: 1 })
      .bearerToken(token)
    converting.assertStatus(400)
    assert.equal(converting.body().message, '不支持的文档状态')
    const missing = await client
      .put('/api/v1/document/check')
      .json({ id: [binned.id], status: 2 })
      .bearerToken(token)
    missing.assertStatus(404)
    assert.equal(await statusOf(binned.id), 6)
    const empty = await client.put('/api/v1/document/check').json({ id: [], status: 2 }).bearerToken(token)
    empty.assertStatus(400)
    assert.equal(empty.body().message, '请选择文档')
  })
})

test.group('Document administration: recommend, category, language, reconvert', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(wipeDocuments)
  const spy = spyOnConversionsEach(group)

  test('recommend, re-recommend to the top, and take back', async ({ client, assert }) => {
    const owner = await createUser()
    const document = await makeDocument({ userId: owner.id })
    const token = await tokenWith([DocumentsPermission.document.recommend])
    await client
      .put('/api/v1/document/recommend')
      .json({ id: [document.id], type: 1 })
      .bearerToken(token)
    const first = (await Document.findOrFail(document.id)).recommendAt
    assert.isNotNull(first)
    await db.from('documents').where('id', document.id).update({ recommend_at: '2020-01-01 00:00:00' })
    await client
      .put('/api/v1/document/recommend')
      .json({ id: [document.id], type: 1 })
      .bearerToken(token)
    assert.equal((await Document.findOrFail(document.id)).recommendAt!.year, 2020, 'type 1 keeps the place')
    await client
      .put('/api/v1/document/recommend')
      .json({ id: [document.id], type: 2 })
      .bearerToken(token)
    assert.isAbove((await Document.findOrFail(document.id)).recommendAt!.year, 2020, 'type 2 moves it to the top')
    await client
      .put('/api/v1/document/recommend')
      .json({ id: [document.id], type: 0 })
      .bearerToken(token)
    assert.isNull((await Document.findOrFail(document.id)).recommendAt)
    const list = await client.get('/api/v1/document/list?is_recommend=true')
    assert.deepEqual(list.body().document, [])
  })

  test('categories are replaced, must be document categories, and both old and new are recounted', async ({ client, assert }) => {
    const owner = await createUser()
    const before = await makeCategory()
    const after = await makeCategory()
    const articles = await makeCategory(unique('文章'), 0, 1)
    const document = await makeDocument({ userId: owner.id, categoryIds: [before.id] })
    await client
      .put('/api/v1/document/check')
      .json({ id: [document.id], status: 2 })
      .bearerToken(await tokenWith([DocumentsPermission.document.check]))
    assert.equal(await docCountOf('categories', before.id), 1)
    const token = await tokenWith([DocumentsPermission.document.category])

    const wrong = await client
      .put('/api/v1/document/category')
      .json({ document_id: [document.id], category_id: [articles.id] })
      .bearerToken(token)
    wrong.assertStatus(400)
    assert.equal(wrong.body().message, '分类不存在或不是文档分类')
    const missing = await client
      .put('/api/v1/document/category')
      .json({ document_id: [document.id], category_id: [999999] })
      .bearerToken(token)
    missing.assertStatus(400)

    const moved = await client
      .put('/api/v1/document/category')
      .json({ document_id: [document.id], category_id: [after.id] })
      .bearerToken(token)
    moved.assertStatus(200)
    const links = await db.from('document_categories').where('document_id', document.id).select('category_id')
    assert.deepEqual(
      links.map((link) => Number(link.category_id)),
      [after.id]
    )
    assert.equal(await docCountOf('categories', before.id), 0)
    assert.equal(await docCountOf('categories', after.id), 1)
  })

  test('language must exist; old and new language totals are recounted', async ({ client, assert }) => {
    const owner = await createUser()
    const zh = await makeLanguage()
    const en = await makeLanguage()
    const document = await makeDocument({ userId: owner.id, language: zh.code })
    await client
      .put('/api/v1/document/check')
      .json({ id: [document.id], status: 2 })
      .bearerToken(await tokenWith([DocumentsPermission.document.check]))
    assert.equal(await languageTotal(zh.code), 1)
    const token = await tokenWith([DocumentsPermission.document.language])

    const unknown = await client
      .put('/api/v1/document/language')
      .json({ document_id: [document.id], language: 'xx-none' })
      .bearerToken(token)
    unknown.assertStatus(400)
    assert.equal(unknown.body().message, '语言不存在')
    await client
      .put('/api/v1/document/language')
      .json({ document_id: [document.id], language: en.code })
      .bearerToken(token)
    assert.equal((await Document.findOrFail(document.id)).language, en.code)
    assert.equal(await languageTotal(zh.code), 0)
    assert.equal(await languageTotal(en.code), 1)
  })

  test('reconvert without ids sends every failed document back; with ids, those that are not hidden', async ({ client, assert }) => {
    const owner = await createUser()
    const failedA = await makeDocument({ userId: owner.id, status: 3, convertError: '文档转换失败' })
    const failedB = await makeDocument({ userId: owner.id, status: 3 })
    const converted = await makeDocument({ userId: owner.id, status: 2 })
    const disabled = await makeDocument({ userId: owner.id, status: 4 })
    const token = await tokenWith([DocumentsPermission.document.reconvert])

    const all = await client.put('/api/v1/document/reconvert').bearerToken(token)
    all.assertStatus(200)
    assert.sameMembers(spy.queued, [failedA.id, failedB.id])
    assert.equal(await statusOf(failedA.id), 5)
    assert.equal((await Document.findOrFail(failedA.id)).convertError, '')
    assert.equal(await statusOf(converted.id), 2)

    spy.queued.length = 0
    await client
      .put('/api/v1/document/reconvert')
      .json({ id: [converted.id, disabled.id] })
      .bearerToken(token)
    assert.deepEqual(spy.queued, [converted.id])
    assert.equal(await statusOf(converted.id), 5)
    assert.equal(await statusOf(disabled.id), 4, 'a disabled document is not published by reconverting it')
  })
})
