import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import { purgeDocuments } from '#plugins/documents/actions/recycle_purge_documents'
import { createReaderDocument } from './reader_fixtures.js'

const URL = '/api/v1/document/bookmark'

async function bookmark(client: any, token: string, body: Record<string, unknown>) {
  return client.post(URL).json(body).bearerToken(token)
}

async function listOf(client: any, token: string, documentId: number) {
  const response = await client.get(URL).qs({ document_id: documentId }).bearerToken(token)
  response.assertStatus(200)
  return response.body().bookmarks as { id: number; page: number; note: string }[]
}

test.group('Bookmarks', () => {
  test('a member bookmarks pages with notes, by page; saving a page again changes its note; removing one keeps the rest', async ({
    client,
    assert,
  }) => {
    const document = await createReaderDocument({ pages: 10, preview: 6 })
    const member = await createUser()
    const token = await tokenFor(member)
    assert.deepEqual(await listOf(client, token, document.id), [])

    ;(await bookmark(client, token, { document_id: document.id, page: 5, note: '  第五章的公式  ' })).assertStatus(200)
    const added = await bookmark(client, token, { document_id: document.id, page: 2 })
    added.assertStatus(200)
    assert.deepEqual(
      added.body().bookmarks.map((item: any) => [item.page, item.note]),
      [
        [2, ''],
        [5, '第五章的公式'],
      ]
    )
    ;(await bookmark(client, token, { document_id: document.id, page: 5, note: '改过的备注' })).assertStatus(200)
    const list = await listOf(client, token, document.id)
    assert.deepEqual(
      list.map((item) => [item.page, item.note]),
      [
        [2, ''],
        [5, '改过的备注'],
      ]
    )
    assert.lengthOf(await db.from('document_bookmarks').where('user_id', member.id), 2, 'one row per page')

    // Somebody else sees none of them and cannot remove them.
    const other = await tokenFor(await createUser())
    assert.deepEqual(await listOf(client, other, document.id), [])
    const foreign = await client.delete(URL).qs({ id: list[0].id }).bearerToken(other)
    foreign.assertStatus(404)
    assert.equal(foreign.body().message, '书签不存在')

    ;(await client.delete(URL).qs({ id: list[0].id }).bearerToken(token)).assertStatus(200)
    assert.deepEqual(
      (await listOf(client, token, document.id)).map((item) => item.page),
      [5]
    )
    ;(await client.delete(URL).qs({ id: list[0].id }).bearerToken(token)).assertStatus(404)

    // The document page is the same for a member with bookmarks: they are fetched once it runs in the browser.
    const html = (await client.get(`/document/${document.id}`).header('Accept', 'text/html').bearerToken(token)).text()
    assert.notInclude(html, '改过的备注')
    assert.notInclude(html, '加书签')
  })

  test('pages past the preview, long notes, guests, hidden documents and too many bookmarks are refused', async ({ client, assert }) => {
    const document = await createReaderDocument({ pages: 10, preview: 3 })
    const token = await tokenFor(await createUser())
    const past = await bookmark(client, token, { document_id: document.id, page: 4 })
    past.assertStatus(400)
    assert.equal(past.body().message, '页码超出可在线阅读的范围（前 3 页）')
    const long = await bookmark(client, token, { document_id: document.id, page: 1, note: '长'.repeat(201) })
    long.assertStatus(400)
    assert.equal(long.body().message, '备注不能超过200个字')
    ;(await bookmark(client, token, { document_id: document.id, page: 1, note: '满'.repeat(200) })).assertStatus(200)
    ;(await bookmark(client, token, { document_id: document.id, page: 0 })).assertStatus(400)

    ;(await client.post(URL).json({ document_id: document.id, page: 1 })).assertStatus(401)
    ;(await client.get(URL).qs({ document_id: document.id })).assertStatus(401)
    ;(await client.delete(URL).qs({ id: 1 })).assertStatus(401)

    const hidden = await createReaderDocument({ status: 6 })
    ;(await bookmark(client, token, { document_id: hidden.id, page: 1 })).assertStatus(404)
    ;(await client.get(URL).qs({ document_id: hidden.id }).bearerToken(token)).assertStatus(404)
    const deleted = await createReaderDocument({ deleted: true })
    ;(await bookmark(client, token, { document_id: deleted.id, page: 1 })).assertStatus(404)

    const big = await createReaderDocument({ pages: 201, preview: 201, withoutFiles: true })
    const owner = await createUser()
    const now = new Date()
    await db.table('document_bookmarks').multiInsert(
      Array.from({ length: 200 }, (_, index) => ({
        user_id: owner.id,
        document_id: big.id,
        page: index + 1,
        note: '',
        created_at: now,
        updated_at: now,
      }))
    )
    const ownerToken = await tokenFor(owner)
    const full = await bookmark(client, ownerToken, { document_id: big.id, page: 201 })
    full.assertStatus(400)
    assert.equal(full.body().message, '书签数量已达上限')
    // A page already bookmarked may still have its note changed.
    ;(await bookmark(client, ownerToken, { document_id: big.id, page: 200, note: '仍可修改' })).assertStatus(200)
  })

  test('我的书签 lists the member’s bookmarks across documents, latest first, and drops documents taken down', async ({
    client,
    assert,
  }) => {
    const member = await createUser()
    const token = await tokenFor(member)
    const first = await createReaderDocument({ pages: 8, preview: 8, title: '先加书签的文档' })
    const second = await createReaderDocument({ pages: 20, preview: 10, title: '后加书签的文档' })
    const removed = await createReaderDocument({ pages: 5, preview: 5, title: '下架的文档' })
    ;(await bookmark(client, token, { document_id: first.id, page: 2, note: '早先的备注' })).assertStatus(200)
    ;(await bookmark(client, token, { document_id: second.id, page: 7, note: '重要的一页' })).assertStatus(200)
    ;(await bookmark(client, token, { document_id: removed.id, page: 3 })).assertStatus(200)
    await db
      .from('document_bookmarks')
      .where('document_id', first.id)
      .update({ updated_at: DateTime.now().minus({ minutes: 5 }).toJSDate() })
    removed.deletedAt = DateTime.now()
    await removed.save()

    const page = await client.get('/me/bookmarks').header('Accept', 'text/html').bearerToken(token)
    page.assertStatus(200)
    const { bookmarks, total } = inertiaPage(page.text()).props
    assert.equal(total, 2)
    assert.deepEqual(
      bookmarks.map((item: any) => [item.title, item.page, item.note]),
      [
        ['后加书签的文档', 7, '重要的一页'],
        ['先加书签的文档', 2, '早先的备注'],
      ]
    )
    assert.include(page.text(), `href="/document/${second.id}?page=7"`)
    assert.include(page.text(), '第 7 页 / 共 20 页')

    // Purged from the recycle bin, its bookmarks go with it.
    await purgeDocuments([removed.id])
    assert.lengthOf(await db.from('document_bookmarks').where('document_id', removed.id), 0)

    const empty = await client
      .get('/me/bookmarks')
      .header('Accept', 'text/html')
      .bearerToken(await tokenFor(await createUser()))
    assert.include(empty.text(), '暂无书签')
    const guest = await client.get('/me/bookmarks').header('Accept', 'text/html').redirects(0)
    assert.equal(guest.header('location'), '/login?redirect=%2Fme%2Fbookmarks')
  })
})
