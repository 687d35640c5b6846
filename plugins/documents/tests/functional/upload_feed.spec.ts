import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { convertQueuedDocument } from '#plugins/documents/actions/convert_document'
import { announcePublished } from '#plugins/documents/actions/announce_published'
import { createStaff, tokenFor } from '#tests/helpers/users'
import { makeDocument } from './admin_helpers.js'
import { createUploader, disabledReason, documentsDisabled, makeCategory, uniquePdf } from './upload_helpers.js'

async function uploadBatch(client: ApiClient, token: string, names: string[]) {
  const items = []
  for (const name of names) {
    const response = await client
      .post('/api/v1/upload/document')
      .bearerToken(token)
      .file('file', await uniquePdf(), { filename: `${name}.pdf` })
    response.assertStatus(200)
    items.push({ attachment_id: response.body().data.id })
  }
  const created = await client
    .post('/api/v1/document')
    .bearerToken(token)
    .json({ overwrite: false, category_id: [(await makeCategory()).id], document: items })
  created.assertStatus(200)
  return created.body().document as { id: number; title: string }[]
}

async function publicFeed(client: ApiClient, userId: number) {
  const response = await client.get('/api/v1/user/dynamic').qs({ id: userId })
  response.assertStatus(200)
  return (response.body().dynamic as { content: string }[]).map((line) => line.content)
}

test.group('Documents in the uploader’s public feed', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.timeout(120_000)

  test('a waiting or failed upload stays out of the public feed; a converted one is announced once', async ({ client, assert }) => {
    const uploader = await createUploader()
    const token = await tokenFor(uploader)
    const [ready, broken] = await uploadBatch(client, token, ['将会发布的文档', '转换失败的文档'])

    const own = (await client.get('/api/v1/user/dynamic').bearerToken(token)).body().dynamic[0].content
    assert.include(own, `href="/document/${ready.id}"`, 'the uploader sees the upload at once')
    assert.notInclude((await publicFeed(client, uploader.id)).join('\n'), '/document/')

    await db.from('documents').where('id', broken.id).update({ status: DocumentStatus.Failed })
    await db.from('documents').where('id', ready.id).update({ status: DocumentStatus.Converted, pages: 2, preview: 2 })
    await announcePublished([ready.id, broken.id])
    await announcePublished([ready.id])
    const lines = await publicFeed(client, uploader.id)
    assert.deepEqual(lines, [`发布了文档《<a href="/document/${ready.id}">将会发布的文档</a>》`])
    ;(await client.get(`/document/${ready.id}`)).assertStatus(200)
    ;(await client.get(`/document/${broken.id}`)).assertStatus(404)
  })

  test('the conversion job announces the document it converts (a real PDF)', async ({ client, assert }) => {
    const uploader = await createUploader()
    const [document] = await uploadBatch(client, await tokenFor(uploader), ['转换后发布'])
    assert.equal(await convertQueuedDocument(document.id, { attempt: 1, maxAttempts: 1 }), 'converted')
    assert.deepEqual(await publicFeed(client, uploader.id), [`发布了文档《<a href="/document/${document.id}">转换后发布</a>》`])
  })

  test('approving a document with pages announces it; a document held for review is not in the feed', async ({ client, assert }) => {
    const uploader = await createUploader()
    const held = await makeDocument({ userId: uploader.id, status: DocumentStatus.PendingReview, pages: 3, title: '待审核的文档' })
    assert.notInclude((await publicFeed(client, uploader.id)).join('\n'), '/document/')
    const { user } = await createStaff([DocumentsPermission.document.check])
    const approved = await client
      .put('/api/v1/document/check')
      .json({ id: [held.id], status: 2 })
      .bearerToken(await tokenFor(user))
    approved.assertStatus(200)
    assert.deepEqual(await publicFeed(client, uploader.id), [`发布了文档《<a href="/document/${held.id}">待审核的文档</a>》`])
  })
})
