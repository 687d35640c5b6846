import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { rebuildIndex } from '#core/search/contracts'
import { SearchPermission } from '#core/search/permissions'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { CategoriesPermission } from '#plugins/categories/contracts'
import { documentsDisabled, disabledReason, makeCategory, unique } from './admin_helpers.js'
import { makeSearchableDocument, withSearchIndex } from './search_helpers.js'

async function searchIds(client: any, wd: string) {
  const response = await client.get('/api/v1/search').qs({ wd, type: 0 })
  response.assertStatus(200)
  return ((response.body().document ?? []) as { id: number }[]).map((item) => item.id)
}

test.group('Search: documents in the index', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  withSearchIndex(group)

  test('the API finds public documents by title, full text and category, with the §27 fields', async ({ client, assert }) => {
    const owner = await createUser()
    const category = await makeCategory(unique('法律'))
    const word = unique('词')
    const found = await makeSearchableDocument({
      userId: owner.id,
      title: `合同范本 ${word}`,
      keywords: '合同,范本',
      categoryIds: [category.id],
      body: `第一页 租赁合同的违约责任条款\f第二页 物业交接清单`,
    })
    await makeSearchableDocument({ userId: owner.id, title: `待审核 ${word}`, status: 6, body: '违约责任' })
    await makeSearchableDocument({ userId: owner.id, title: `回收站 ${word}`, deleted: { by: owner.id }, body: '违约责任' })
    await rebuildIndex('document', { restart: true })

    const response = await client.get('/api/v1/search').qs({ wd: '违约', type: 0 })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.total, 1)
    assert.match(body.spend, /^\d+\.\d{3}$/)
    assert.lengthOf(body.document, 1)
    assert.include(body.document[0], { id: found.id, doc_type: 0, identifier: found.uuid, ext: '.pdf', keywords: '合同,范本' })
    assert.include(body.document[0].description, '<em>违约</em>')
    assert.deepEqual(body.agg_ext, [{ ext: '.pdf', count: 1 }])
    assert.deepEqual(body.agg_category, [{ category_id: category.id, title: category.title, count: 1 }])

    assert.deepEqual(await searchIds(client, word), [found.id], 'hidden and deleted documents are not indexed')
    assert.deepEqual(await searchIds(client, category.title), [found.id], 'the category name is indexed')
    assert.deepEqual(await searchIds(client, owner.username), [found.id], 'the uploader is indexed')
    assert.deepEqual(await searchIds(client, '物业'), [found.id], 'the second page of the text is indexed')
  })

  test('disabling or rejecting a document removes it from the results at once; enabling brings it back', async ({ client, assert }) => {
    const owner = await createUser()
    const word = unique('审')
    const document = await makeSearchableDocument({ userId: owner.id, title: `年度报告 ${word}`, body: '季度营收' })
    await rebuildIndex('document', { restart: true })
    assert.deepEqual(await searchIds(client, word), [document.id])

    const { user } = await createStaff([DocumentsPermission.document.check])
    const token = await tokenFor(user)
    for (const status of [4, 7]) {
      await client
        .put('/api/v1/document/check')
        .bearerToken(token)
        .json({ id: [document.id], status: 2 })
      await queue.idle(10_000)
      assert.deepEqual(await searchIds(client, word), [document.id])
      ;(
        await client
          .put('/api/v1/document/check')
          .bearerToken(token)
          .json({ id: [document.id], status })
      ).assertStatus(200)
      assert.deepEqual(await searchIds(client, word), [], `status ${status} leaves the index before the request returns`)
      assert.deepEqual(await searchIds(client, '营收'), [])
    }
  })

  test('the recycle bin: trashed documents leave at once, restored ones come back, purged ones stay gone', async ({ client, assert }) => {
    const owner = await createUser()
    const word = unique('删')
    const document = await makeSearchableDocument({ userId: owner.id, title: `讲义 ${word}`, body: '课堂笔记' })
    await rebuildIndex('document', { restart: true })

    ;(
      await client
        .delete('/api/v1/document')
        .qs({ id: document.id })
        .bearerToken(await tokenFor(owner))
    ).assertStatus(200)
    assert.deepEqual(await searchIds(client, word), [])

    const { user } = await createStaff([DocumentsPermission.recycle.restore, DocumentsPermission.recycle.delete])
    const token = await tokenFor(user)
    ;(
      await client
        .put('/api/v1/document/recycle')
        .bearerToken(token)
        .json({ id: [document.id] })
    ).assertStatus(200)
    await queue.idle(10_000)
    assert.deepEqual(await searchIds(client, word), [document.id])

    await client
      .delete('/api/v1/document')
      .qs({ id: document.id })
      .bearerToken(await tokenFor(owner))
    ;(await client.delete('/api/v1/document/recycle').qs({ id: document.id }).bearerToken(token)).assertStatus(200)
    assert.deepEqual(await searchIds(client, word), [])
    const left = await db.from('search_entries').where({ kind: 'document', item_id: document.id }).first()
    assert.isNull(left)
  })

  test('renaming a category re-indexes the documents filed under it', async ({ client, assert }) => {
    const owner = await createUser()
    const category = await makeCategory(unique('旧分类'))
    const document = await makeSearchableDocument({
      userId: owner.id,
      title: `分类改名 ${unique('档')}`,
      categoryIds: [category.id],
      body: '',
    })
    await rebuildIndex('document', { restart: true })
    const renamed = unique('新分类')
    const { user } = await createStaff([CategoriesPermission.category.update])
    ;(
      await client
        .put('/api/v1/category')
        .bearerToken(await tokenFor(user))
        .json({ id: category.id, title: renamed })
    ).assertStatus(200)
    await queue.idle(10_000)
    assert.deepEqual(await searchIds(client, renamed), [document.id])
    const facet = (await client.get('/api/v1/search').qs({ wd: renamed, type: 0 })).body().agg_category
    assert.deepEqual(facet, [{ category_id: category.id, title: renamed, count: 1 }])
  })

  test('editing a title re-indexes it; new uploads are indexed once converted', async ({ client, assert }) => {
    const owner = await createUser()
    const before = unique('旧')
    const after = unique('新')
    const document = await makeSearchableDocument({ userId: owner.id, title: `标题 ${before}`, body: '' })
    await rebuildIndex('document', { restart: true })
    ;(
      await client
        .put('/api/v1/document')
        .bearerToken(await tokenFor(owner))
        .json({ id: document.id, title: `标题 ${after}` })
    ).assertStatus(200)
    await queue.idle(10_000)
    assert.deepEqual(await searchIds(client, after), [document.id])
    assert.deepEqual(await searchIds(client, before), [])

    const fresh = unique('传')
    const uploaded = await makeSearchableDocument({ userId: owner.id, title: `上传 ${fresh}`, status: 0, body: '' })
    const emitter = await app.container.make('emitter')
    await emitter.emit('documents:created', { userId: owner.id, documentIds: [uploaded.id] })
    await queue.idle(10_000)
    assert.deepEqual(await searchIds(client, fresh), [], 'not before it has pages')
    await db.from('documents').where('id', uploaded.id).update({ status: 2 })
    await emitter.emit('documents:converted', { documentId: uploaded.id })
    await queue.idle(10_000)
    assert.deepEqual(await searchIds(client, fresh), [uploaded.id])
  })

  test('PUT /api/v1/renew/document/index: 401 for guests, 403 without the permission, rebuilds otherwise', async ({ client, assert }) => {
    const owner = await createUser()
    const word = unique('重')
    const document = await makeSearchableDocument({ userId: owner.id, title: `重建 ${word}`, body: '' })
    ;(await client.put('/api/v1/renew/document/index')).assertStatus(401)
    ;(await client.put('/api/v1/renew/document/index').bearerToken(await tokenFor(owner))).assertStatus(403)
    assert.deepEqual(await searchIds(client, word), [])
    const { user } = await createStaff([SearchPermission.index.rebuild])
    const response = await client.put('/api/v1/renew/document/index').bearerToken(await tokenFor(user))
    response.assertStatus(200)
    response.assertBody({})
    await queue.idle(20_000)
    assert.deepEqual(await searchIds(client, word), [document.id])
  })

  test('bad queries answer 200 with results or nothing, and every search is recorded', async ({ client, assert }) => {
    const owner = await createUser()
    await makeSearchableDocument({ userId: owner.id, title: 'C++ 100% OR guide', body: 'back\\slash "quoted"' })
    await rebuildIndex('document', { restart: true })
    const empty = await client.get('/api/v1/search').qs({ wd: '' })
    empty.assertStatus(200)
    empty.assertBody({})
    for (const wd of ['"', '*', '-', 'OR', '%', '\\', "' OR 1=1 --", 'DROP TABLE documents;', 'NEAR(a b)', 'x'.repeat(5000)]) {
      const response = await client.get('/api/v1/search').qs({ wd, type: 0, page: 'abc', sort: 'nope', ext: '../', category_id: '-1' })
      response.assertStatus(200)
    }
    assert.lengthOf(await searchIds(client, 'OR'), 1)
    assert.lengthOf(await searchIds(client, '100%'), 1)
    const page = await client.get('/search').qs({ wd: '"*\\', type: 0 })
    page.assertStatus(200)
    const records = await db.from('search_records').orderBy('id', 'asc')
    assert.isAtLeast(records.length, 12)
    const long = records.find((record) => String(record.keywords).startsWith('xxx'))
    assert.equal(String(long?.keywords).length, 64, 'overlong queries are capped')
  }).timeout(180_000) // the first server render of /search compiles the page in Vite's dev server
})
