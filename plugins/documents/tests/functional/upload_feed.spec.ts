import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { convertQueuedDocument } from '#plugins/documents/actions/convert_document'
import { announcePublished } from '#plugins/documents/actions/announce_published'
import { hideUnpublishedUploadLines } from '#plugins/documents/database/upgrades/hide_unpublished_upload_lines'
import { DynamicType, recordDynamic } from '#core/accounts/contracts'
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

  test('at the upgrade, old upload lines of documents nobody else can read leave the public feed', async ({ client, assert }) => {
    const uploader = await createUploader()
    const readable = await makeDocument({ userId: uploader.id, status: DocumentStatus.Converted, pages: 1, title: '已发布' })
    const failed = await makeDocument({ userId: uploader.id, status: DocumentStatus.Failed, title: '失败' })
    const waiting = await makeDocument({ userId: uploader.id, status: DocumentStatus.Pending, title: '等待' })
    const link = (document: { id: number; title: string }) => ({ text: document.title, href: `/document/${document.id}` })
    await recordDynamic(uploader.id, DynamicType.Upload, ['上传了文档《', link(failed), '》、《', link(waiting), '》'])
    await recordDynamic(uploader.id, DynamicType.Upload, ['上传了文档《', link(readable), '》、《', link(failed), '》'])
    assert.lengthOf(await publicFeed(client, uploader.id), 2)

    await hideUnpublishedUploadLines(db.connection())
    const lines = await publicFeed(client, uploader.id)
    assert.lengthOf(lines, 1)
    assert.include(lines[0], `/document/${readable.id}`)
    const own = (await client.get('/api/v1/user/dynamic').bearerToken(await tokenFor(uploader))).body()
    assert.equal(own.total, 2, 'the uploader still sees both')
  })
})
