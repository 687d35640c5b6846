import { test } from '@japa/runner'
import Group from '#core/access/models/group'
import { setGroupCapabilities } from '#core/access/contracts'
import { addToGroup, createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import { createUploader, disabledReason, documentsDisabled, makeCategory, uniquePdf } from './upload_helpers.js'
import Document from '#plugins/documents/models/document'
import { DocumentStatus } from '#plugins/documents/enums/document_status'

const REVIEW = '上传的文档需经管理员审核通过后才会公开'
const PUBLISH = '上传的文档会在转换完成后发布'

/** Uploads one PDF and files it as a document, as the upload page does; returns the document. */
async function uploadOne(client: any, token: string) {
  const file = await client
    .post('/api/v1/upload/document')
    .bearerToken(token)
    .file('file', await uniquePdf(), { filename: '审核说明.pdf' })
  const category = await makeCategory()
  const created = await client
    .post('/api/v1/document')
    .bearerToken(token)
    .json({ category_id: [category.id], document: [{ attachment_id: file.body().data.id }] })
  return Document.findOrFail(created.body().document[0].id)
}

test.group('The upload page says whether this member’s uploads wait for review', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.timeout(120_000)

  test('a member whose groups all review uploads is told so, and the upload does wait for review', async ({ client, assert }) => {
    const member = await createUser()
    const reviewed = await Group.create({ title: `审核组${Date.now().toString(36)}` })
    await setGroupCapabilities(reviewed.id, { enable_upload: true, enable_document_review: true })
    await addToGroup(member, reviewed)
    const token = await tokenFor(member)
    const page = await plainRequest('GET', '/upload', { token })
    assert.include(page.text, REVIEW)
    assert.notInclude(page.text, PUBLISH)
    assert.equal((await uploadOne(client, token)).status, DocumentStatus.PendingReview)
  })

  test('a member of a group without review is told uploads are published once converted', async ({ client, assert }) => {
    const uploader = await createUploader()
    const token = await tokenFor(uploader)
    const page = await plainRequest('GET', '/upload', { token })
    assert.include(page.text, PUBLISH)
    assert.notInclude(page.text, REVIEW)
    assert.equal((await uploadOne(client, token)).status, DocumentStatus.Pending)
  })
})
