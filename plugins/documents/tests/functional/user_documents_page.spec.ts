import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'
import { documentsDisabled, disabledReason } from './admin_helpers.js'
import { createReaderDocument } from './reader_fixtures.js'
import { inertiaPage } from '#tests/helpers/inertia'

test.group('Documents on a user’s public page', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))

  test('/user/{id}/document lists the documents the public may read, newest first', async ({ client, assert }) => {
    const owner = await createUser()
    const older = await createReaderDocument({ userId: owner.id, title: '公开的旧文档' })
    const newer = await createReaderDocument({ userId: owner.id, title: '公开的新文档' })
    await createReaderDocument({ userId: owner.id, title: '审核中的文档', status: 6 })
    await createReaderDocument({ userId: owner.id, title: '回收站里的文档', deleted: true })

    const response = await client.get(`/user/${owner.id}/document`).header('Accept', 'text/html')
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'documents/site/user_documents')
    assert.equal(page.props.active, 'document')
    assert.equal(page.props.total, 2)
    assert.deepEqual(
      page.props.documents.map((row: { id: number }) => row.id),
      [newer.id, older.id]
    )
    assert.include(response.text(), '公开的新文档')
    assert.notInclude(response.text(), '审核中的文档')
    assert.isTrue(
      page.props.tabs.some((tab: { key: string; href: string }) => tab.key === 'document' && tab.href === `/user/${owner.id}/document`)
    )
  })

  test('past ten documents the tab pages, with plain links a crawler can follow', async ({ client, assert }) => {
    const owner = await createUser()
    for (let index = 1; index <= 11; index += 1) await createReaderDocument({ userId: owner.id, title: `分页文档${index}` })
    const first = await client.get(`/user/${owner.id}/document`).header('Accept', 'text/html')
    assert.lengthOf(inertiaPage(first.text()).props.documents, 10)
    assert.include(first.text(), `<a href="/user/${owner.id}/document?page=2">下一页</a>`)
    const second = await client.get(`/user/${owner.id}/document?page=2`).header('Accept', 'text/html')
    assert.deepEqual(
      inertiaPage(second.text()).props.documents.map((row: { title: string }) => row.title),
      ['分页文档1']
    )
    assert.include(second.text(), `<a href="/user/${owner.id}/document">上一页</a>`)
  })

  test('a download is in the downloader’s own feed only', async ({ client, assert }) => {
    const document = await createReaderDocument({ title: '下载动态文档' })
    const reader = await createUser()
    const token = await tokenFor(reader)
    ;(
      await client.get('/api/v1/document/download').qs({ id: document.id }).bearerToken(token).header('X-Forwarded-For', '10.77.1.9')
    ).assertStatus(200)
    const own = (await client.get('/api/v1/user/dynamic').bearerToken(token)).body()
    assert.equal(own.dynamic[0].content, `下载了文档《<a href="/document/${document.id}">下载动态文档</a>》`)
    const seen = (await client.get('/api/v1/user/dynamic').qs({ id: reader.id })).body()
    assert.equal(seen.total, 0)
  })

  test('someone without public documents gets the empty state; an unknown user is 404', async ({ client, assert }) => {
    const nobody = await createUser()
    const response = await client.get(`/user/${nobody.id}/document`).header('Accept', 'text/html')
    assert.include(response.text(), '暂无文档')
    ;(await client.get('/user/999999/document').header('Accept', 'text/html')).assertStatus(404)
  })
})
