import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import { createReaderDocument } from './reader_fixtures.js'

async function readerProps(client: any, id: number, token?: string) {
  const request = client.get(`/document/${id}`).header('Accept', 'text/html')
  if (token) request.bearerToken(token)
  const response = await request
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

test.group('Reading progress', () => {
  test('a member’s page is kept per document, the reader offers it back, and a guest gets none from the server', async ({
    client,
    assert,
  }) => {
    const document = await createReaderDocument({ pages: 10, preview: 6 })
    const reader = await createUser()
    const token = await tokenFor(reader)

    assert.equal((await readerProps(client, document.id, token)).reading_page, 0)
    ;(await client.put('/api/v1/document/progress').json({ document_id: document.id, page: 4 }).bearerToken(token)).assertStatus(200)
    ;(await client.put('/api/v1/document/progress').json({ document_id: document.id, page: 5 }).bearerToken(token)).assertStatus(200)
    assert.equal((await readerProps(client, document.id, token)).reading_page, 5)

    const rows = await db.from('document_reading_progress').where('user_id', reader.id)
    assert.lengthOf(rows, 1, 'one row per member and document, moved on each time')
    assert.equal((await readerProps(client, document.id)).reading_page, 0)
    assert.equal((await readerProps(client, document.id, await tokenFor(await createUser()))).reading_page, 0)

    // The operator shortens the preview: the offer, and 我的阅读, stop at what is readable now.
    document.preview = 3
    await document.save()
    assert.equal((await readerProps(client, document.id, token)).reading_page, 3)
    const list = await client.get('/me/reading').header('Accept', 'text/html').bearerToken(token)
    assert.equal(inertiaPage(list.text()).props.reading[0].page, 3)
  })

  test('pages past the preview, hidden documents, guests and bad input are refused', async ({ client, assert }) => {
    const document = await createReaderDocument({ pages: 10, preview: 3 })
    const member = await createUser()
    const token = await tokenFor(member)
    const past = await client.put('/api/v1/document/progress').json({ document_id: document.id, page: 4 }).bearerToken(token)
    past.assertStatus(400)
    assert.equal(past.body().message, '页码超出可在线阅读的范围（前 3 页）')
    ;(await client.put('/api/v1/document/progress').json({ document_id: document.id, page: 0 }).bearerToken(token)).assertStatus(400)
    ;(await client.put('/api/v1/document/progress').json({ page: 2 }).bearerToken(token)).assertStatus(400)
    ;(await client.put('/api/v1/document/progress').json({ document_id: document.id, page: 2 })).assertStatus(401)
    const hidden = await createReaderDocument({ status: 6 })
    ;(await client.put('/api/v1/document/progress').json({ document_id: hidden.id, page: 1 }).bearerToken(token)).assertStatus(404)
    const deleted = await createReaderDocument({ deleted: true })
    ;(await client.put('/api/v1/document/progress').json({ document_id: deleted.id, page: 1 }).bearerToken(token)).assertStatus(404)
    assert.lengthOf(await db.from('document_reading_progress').where('user_id', member.id), 0)
  })

  test('我的阅读 lists what the member read, latest first, with the page reached, and drops documents taken down', async ({
    client,
    assert,
  }) => {
    const reader = await createUser()
    const token = await tokenFor(reader)
    const first = await createReaderDocument({ pages: 8, preview: 8, title: '先读的文档' })
    const second = await createReaderDocument({ pages: 20, preview: 10, title: '后读的文档' })
    const removed = await createReaderDocument({ pages: 5, preview: 5, title: '下架的文档' })
    for (const [document, page] of [
      [first, 2],
      [second, 7],
      [removed, 3],
    ] as const) {
      ;(await client.put('/api/v1/document/progress').json({ document_id: document.id, page }).bearerToken(token)).assertStatus(200)
    }
    // Timestamps a second apart in the other order than written: the list follows them.
    await db
      .from('document_reading_progress')
      .where('document_id', first.id)
      .update({ updated_at: DateTime.now().minus({ minutes: 5 }).toJSDate() })
    removed.deletedAt = DateTime.now()
    await removed.save()

    const page = await client.get('/me/reading').header('Accept', 'text/html').bearerToken(token)
    page.assertStatus(200)
    const { reading, total } = inertiaPage(page.text()).props
    assert.equal(total, 2)
    assert.deepEqual(
      reading.map((item: any) => [item.title, item.page, item.pages]),
      [
        ['后读的文档', 7, 20],
        ['先读的文档', 2, 8],
      ]
    )
    assert.include(page.text(), `href="/document/${second.id}?page=7"`)
    assert.include(page.text(), '读到第 7 页 / 共 20 页')

    const empty = await client
      .get('/me/reading')
      .header('Accept', 'text/html')
      .bearerToken(await tokenFor(await createUser()))
    assert.include(empty.text(), '暂无阅读记录')
    const guest = await client.get('/me/reading').header('Accept', 'text/html').redirects(0)
    assert.equal(guest.header('location'), '/login?redirect=%2Fme%2Freading')
  })
})
