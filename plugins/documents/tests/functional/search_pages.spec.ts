import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { documentsDisabled, disabledReason, wipeDocuments } from './admin_helpers.js'
import { makeSearchableDocument } from './search_helpers.js'

const PAGES = [
  '第一章 总则。本合同由甲乙双方订立。',
  'Chapter Two: the Café résumé section.\n违约 责任见下文。',
  '第三章 违约责任：任何一方违约应赔偿。',
  '第四章 违约金的计算（仅下载可见）。',
]

async function seed(options: { preview?: number; status?: number } = {}) {
  const owner = await createUser()
  const document = await makeSearchableDocument({ userId: owner.id, status: options.status ?? 2, pages: 4, body: PAGES.join('\f') })
  await db
    .from('documents')
    .where('id', document.id)
    .update({ preview: options.preview ?? 3 })
  return { owner, document }
}

test.group('Search inside a document', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(async () => {
    await wipeDocuments()
    await db.from('document_texts').delete()
  })

  test('lists the readable pages that contain a phrase, with the passage highlighted', async ({ client, assert }) => {
    const { document } = await seed()
    const response = await client.get('/api/v1/document/pages/search').qs({ id: document.id, wd: '违约责任' })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.total, 1, 'page 2 splits the phrase with a space; page 4 is beyond the preview')
    assert.equal(body.searched_pages, 3)
    assert.deepEqual(
      body.page.map((page: any) => page.page),
      [3]
    )
    assert.include(body.page[0].snippet, '<em>违约责任</em>')

    const accents = await client.get('/api/v1/document/pages/search').qs({ id: document.id, wd: 'CAFE RESUME' })
    assert.deepEqual(
      accents.body().page.map((page: any) => page.page),
      [2]
    )
    assert.include(accents.body().page[0].snippet, '<em>Café résumé</em>')
  })

  test('the uploader and staff search every page; hidden documents answer 404 to others', async ({ client, assert }) => {
    const { owner, document } = await seed({ status: 4 })
    ;(await client.get('/api/v1/document/pages/search').qs({ id: document.id, wd: '违约金' })).assertStatus(404)
    const mine = await client
      .get('/api/v1/document/pages/search')
      .qs({ id: document.id, wd: '违约金' })
      .bearerToken(await tokenFor(owner))
    mine.assertStatus(200)
    assert.deepEqual(
      mine.body().page.map((page: any) => page.page),
      [4]
    )
    const { user } = await createStaff([DocumentsPermission.document.list])
    const staff = await client
      .get('/api/v1/document/pages/search')
      .qs({ id: document.id, wd: '违约' })
      .bearerToken(await tokenFor(user))
    assert.deepEqual(
      staff.body().page.map((page: any) => page.page),
      [2, 3, 4]
    )
  })

  test('the uploader searches every page but is told how many are readable', async ({ client, assert }) => {
    const { owner, document } = await seed({ preview: 2 })
    const mine = await client
      .get('/api/v1/document/pages/search')
      .qs({ id: document.id, wd: '不存在的词' })
      .bearerToken(await tokenFor(owner))
    assert.equal(mine.body().searched_pages, 4)
    assert.equal(mine.body().readable_pages, 2)
    const visitor = await client.get('/api/v1/document/pages/search').qs({ id: document.id, wd: '不存在的词' })
    assert.equal(visitor.body().searched_pages, 2)
    assert.equal(visitor.body().readable_pages, 2)
  })

  test('a space the extractor left between Chinese and a digit or letter does not hide a phrase', async ({ client, assert }) => {
    const owner = await createUser()
    const body = ['第一章 星辰大海 7 号飞船', '第二章 星辰大海7号', '第三章 版本 V2 发布', '第四章 星辰 大海']
    const document = await makeSearchableDocument({ userId: owner.id, status: 2, pages: 4, body: body.join('\f') })
    await db.from('documents').where('id', document.id).update({ preview: 4 })
    const pagesFor = async (wd: string) =>
      (await client.get('/api/v1/document/pages/search').qs({ id: document.id, wd })).body().page.map((page: any) => page.page)
    assert.deepEqual(await pagesFor('星辰大海7'), [1, 2])
    assert.deepEqual(await pagesFor('星辰大海 7'), [1, 2])
    assert.deepEqual(await pagesFor('版本V2发布'), [3])
    const first = (await client.get('/api/v1/document/pages/search').qs({ id: document.id, wd: '星辰大海7' })).body().page[0]
    assert.include(first.snippet, '<em>星辰大海7</em>')
  })

  test('empty, punctuation and overlong phrases answer an empty list; a bad id is a clear 400', async ({ client, assert }) => {
    const { document } = await seed()
    for (const wd of ['', '"', '%', '\\', 'x'.repeat(5000), "' OR 1=1 --"]) {
      const response = await client.get('/api/v1/document/pages/search').qs({ id: document.id, wd })
      response.assertStatus(200)
      assert.equal(response.body().total, 0, wd)
    }
    const bad = await client.get('/api/v1/document/pages/search').qs({ id: 'abc', wd: '违约' })
    bad.assertStatus(400)
    assert.isString(bad.body().message)
  })
})
