import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { storage, Attachment, AttachmentType } from '#core/storage/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import Group from '#core/access/models/group'
import { setGroupCapabilities } from '#core/access/contracts'
import { documentFiles } from '#plugins/documents/services/document_files'
import {
  createUploader,
  disabledReason,
  documentsDisabled,
  fixture,
  makeCategory,
  punishNoUpload,
  resetDocumentSettings,
  setDocumentSettings,
  unique,
  uniquePdf,
} from './upload_helpers.js'

const UPLOAD = '/api/v1/upload/document'

async function leftoverTempFiles() {
  return (await readdir(tmpdir())).filter((name) => name.startsWith(`docsite-upload-${process.pid}-`))
}

test.group('Document upload: POST /api/v1/upload/document', (group) => {
  group.each.teardown(async () => {
    await resetDocumentSettings()
  })

  test('a PDF is stored under its md5 and answered as an attachment', async ({ client, assert }) => {
    const user = await createUploader()
    const bytes = await uniquePdf()
    const response = await client
      .post(UPLOAD)
      .bearerToken(await tokenFor(user))
      .file('file', bytes, { filename: '季度报告.pdf', contentType: 'application/pdf' })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.code, 200)
    assert.equal(body.message, 'ok')
    assert.isAbove(body.data.id, 0)
    assert.equal(body.data.ext, 'pdf')
    assert.equal(body.data.name, '季度报告.pdf')
    assert.equal(body.data.size, bytes.length)
    assert.equal(body.data.type, AttachmentType.Document)

    const attachment = await Attachment.findOrFail(body.data.id)
    assert.equal(attachment.userId, user.id)
    assert.equal(attachment.ip, '127.0.0.1')
    const key = documentFiles.original(attachment.hash, 'pdf')
    assert.equal(attachment.path, `/${key}`)
    assert.deepEqual(Buffer.from(await storage.disk().getBytes(key)), bytes)
    assert.deepEqual(await leftoverTempFiles(), [])
  }).skip(documentsDisabled, disabledReason)

  test('guests get 401 and nothing is read', async ({ client, assert }) => {
    const before = await Attachment.query().count('* as total').first()
    const response = await client.post(UPLOAD).file('file', await uniquePdf(), { filename: 'a.pdf' })
    response.assertStatus(401)
    assert.equal(response.body().message, '您未登录或您的登录已过期，请重新登录或刷新页面重试')
    const after = await Attachment.query().count('* as total').first()
    assert.equal(after!.$extras.total, before!.$extras.total)
  }).skip(documentsDisabled, disabledReason)

  test('no file in the form is a 400', async ({ client }) => {
    const user = await createUploader()
    const response = await client
      .post(UPLOAD)
      .bearerToken(await tokenFor(user))
      .field('title', 'x')
    response.assertStatus(400)
    response.assertBodyContains({ message: '请选择要上传的文档' })
  }).skip(documentsDisabled, disabledReason)

  test('a zero-byte file is refused', async ({ client }) => {
    const user = await createUploader()
    const response = await client
      .post(UPLOAD)
      .bearerToken(await tokenFor(user))
      .file('file', await fixture('empty.pdf'), { filename: 'empty.pdf' })
    response.assertStatus(400)
    response.assertBodyContains({ message: '文件为空，请选择有内容的文档' })
  }).skip(documentsDisabled, disabledReason)

  test('an executable renamed .pdf is refused by its content', async ({ client, assert }) => {
    const user = await createUploader()
    const response = await client
      .post(UPLOAD)
      .bearerToken(await tokenFor(user))
      .file('file', await fixture('program.pdf'), { filename: 'invoice.pdf', contentType: 'application/pdf' })
    response.assertStatus(400)
    response.assertBodyContains({ message: '文件内容与扩展名不符，已拒绝转换' })
    assert.isNull(await Attachment.query().where('userId', user.id).first())
  }).skip(documentsDisabled, disabledReason)

  test('the content decides the extension: wrong or missing names are corrected, unknown content refused', async ({ client, assert }) => {
    const user = await createUploader()
    const token = await tokenFor(user)

    const noExtension = await client
      .post(UPLOAD)
      .bearerToken(token)
      .file('file', await uniquePdf(), { filename: 'report' })
    noExtension.assertStatus(200)
    assert.equal(noExtension.body().data.ext, 'pdf')

    const wrong = await client
      .post(UPLOAD)
      .bearerToken(token)
      .file('file', await uniquePdf(), { filename: 'slides.pptx' })
    wrong.assertStatus(200)
    assert.equal(wrong.body().data.ext, 'pdf')
    const stored = await Attachment.findOrFail(wrong.body().data.id)
    assert.isTrue(await storage.disk().exists(documentFiles.original(stored.hash, 'pdf')))
    assert.isFalse(await storage.disk().exists(documentFiles.original(stored.hash, 'pptx')))

    const textAsWord = await client
      .post(UPLOAD)
      .bearerToken(token)
      .file('file', Buffer.from(`纯文本内容 ${unique('t')}`), { filename: 'letter.docx' })
    textAsWord.assertStatus(400)
    textAsWord.assertBodyContains({ message: '文件内容与扩展名不符，已拒绝转换' })

    const unknown = Buffer.concat([Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe]), Buffer.alloc(200, 7)])
    const binary = await client.post(UPLOAD).bearerToken(token).file('file', unknown, { filename: 'data' })
    binary.assertStatus(400)
    binary.assertBodyContains({ message: '不支持的文件格式' })
  }).skip(documentsDisabled, disabledReason)

  test('a file over the size limit is cut off with 413 and leaves nothing behind', async ({ client, assert }) => {
    await setDocumentSettings({ max_document_size: 1 })
    const user = await createUploader()
    const token = await tokenFor(user)
    const MB = 1024 * 1024
    const pdf = await uniquePdf()

    const justOver = Buffer.concat([pdf, Buffer.alloc(MB - pdf.length + 1, 32)])
    const response = await client.post(UPLOAD).bearerToken(token).file('file', justOver, { filename: 'big.pdf' })
    response.assertStatus(413)
    response.assertBodyContains({ message: '文档大小不能超过 1MB' })

    const farOver = Buffer.concat([pdf, Buffer.alloc(3 * MB, 32)])
    const announced = await client.post(UPLOAD).bearerToken(token).file('file', farOver, { filename: 'bigger.pdf' })
    announced.assertStatus(413)

    assert.isNull(await Attachment.query().where('userId', user.id).first())
    assert.deepEqual(await leftoverTempFiles(), [])

    const fits = Buffer.concat([pdf, Buffer.alloc(MB - pdf.length - 1, 32)])
    ;(await client.post(UPLOAD).bearerToken(token).file('file', fits, { filename: 'fits.pdf' })).assertStatus(200)
  }).skip(documentsDisabled, disabledReason)

  test('path separators and control characters never reach the stored name or path', async ({ client, assert }) => {
    const user = await createUploader()
    const response = await client
      .post(UPLOAD)
      .bearerToken(await tokenFor(user))
      .file('file', await uniquePdf(), { filename: '..\\..\\Windows\\年报\u0007\u202e.pdf' })
    response.assertStatus(200)
    const { name, path, hash } = response.body().data
    assert.equal(name, '年报.pdf')
    assert.equal(path, `/${documentFiles.original(hash, 'pdf')}`)

    const slashes = await client
      .post(UPLOAD)
      .bearerToken(await tokenFor(user))
      .file('file', await uniquePdf(), { filename: '../../etc/passwd.pdf' })
    slashes.assertStatus(200)
    assert.equal(slashes.body().data.name, 'passwd.pdf')
    assert.notInclude(slashes.body().data.path, '..')
  }).skip(documentsDisabled, disabledReason)

  test('only the extensions the settings allow are accepted', async ({ client }) => {
    await setDocumentSettings({ document_allowed_ext: ['docx', 'txt'] })
    const user = await createUploader()
    const token = await tokenFor(user)
    const pdf = await client
      .post(UPLOAD)
      .bearerToken(token)
      .file('file', await uniquePdf(), { filename: 'a.pdf' })
    pdf.assertStatus(400)
    pdf.assertBodyContains({ message: '不允许上传 .pdf 格式的文档，允许的格式：.docx .txt' })
    const docx = await client
      .post(UPLOAD)
      .bearerToken(token)
      .file('file', await fixture('sample.docx'), { filename: 'a.docx' })
    docx.assertStatus(200)
  }).skip(documentsDisabled, disabledReason)

  test('a banned file is refused', async ({ client, assert }) => {
    const user = await createUploader()
    const token = await tokenFor(user)
    const bytes = await uniquePdf()
    const first = await client.post(UPLOAD).bearerToken(token).file('file', bytes, { filename: 'a.pdf' })
    first.assertStatus(200)
    await Attachment.query().where('id', first.body().data.id).update({ enable: false })

    const other = await createUploader()
    const again = await client
      .post(UPLOAD)
      .bearerToken(await tokenFor(other))
      .file('file', bytes, { filename: 'b.pdf' })
    again.assertStatus(400)
    again.assertBodyContains({ message: '该文件已被禁止上传' })
    assert.isNull(await Attachment.query().where('userId', other.id).first())
  }).skip(documentsDisabled, disabledReason)

  test('with disable_upload_exist_document a file the site already has is refused', async ({ client }) => {
    const user = await createUploader()
    const token = await tokenFor(user)
    const bytes = await uniquePdf()
    const category = await makeCategory()
    const upload = await client.post(UPLOAD).bearerToken(token).file('file', bytes, { filename: 'a.pdf' })
    ;(
      await client
        .post('/api/v1/document')
        .bearerToken(token)
        .json({ category_id: [category.id], document: [{ attachment_id: upload.body().data.id }] })
    ).assertStatus(200)

    const allowed = await client.post(UPLOAD).bearerToken(token).file('file', bytes, { filename: 'again.pdf' })
    allowed.assertStatus(200)

    await setDocumentSettings({ disable_upload_exist_document: true })
    const refused = await client.post(UPLOAD).bearerToken(token).file('file', bytes, { filename: 'again.pdf' })
    refused.assertStatus(400)
    refused.assertBodyContains({ message: '站内已存在相同的文档，不允许重复上传' })
  }).skip(documentsDisabled, disabledReason)

  test('a group without the upload right and a "no upload" punishment get 403', async ({ client, assert }) => {
    const punished = await createUploader()
    await punishNoUpload(punished, '上传广告')
    const response = await client
      .post(UPLOAD)
      .bearerToken(await tokenFor(punished))
      .file('file', await uniquePdf(), { filename: 'a.pdf' })
    response.assertStatus(403)
    assert.include(response.body().message, '您已被禁止上传文档，原因：上传广告')

    const user = await createUser()
    const member = await Group.findByOrFail('isDefault', true)
    await setGroupCapabilities(member.id, { enable_upload: false })
    try {
      const refused = await client
        .post(UPLOAD)
        .bearerToken(await tokenFor(user))
        .file('file', await uniquePdf(), { filename: 'a.pdf' })
      refused.assertStatus(403)
      refused.assertBodyContains({ message: '您所在的用户组没有上传文档的权限' })
    } finally {
      await setGroupCapabilities(member.id, { enable_upload: true })
    }
  }).skip(documentsDisabled, disabledReason)

  test('the same person uploading the same file twice gets the same unused attachment', async ({ client, assert }) => {
    const user = await createUploader()
    const token = await tokenFor(user)
    const bytes = await uniquePdf()
    const first = await client.post(UPLOAD).bearerToken(token).file('file', bytes, { filename: 'a.pdf' })
    const second = await client.post(UPLOAD).bearerToken(token).file('file', bytes, { filename: 'b.pdf' })
    assert.equal(first.body().data.id, second.body().data.id)
    assert.equal(second.body().data.name, 'b.pdf')
    const attachment = await Attachment.findOrFail(first.body().data.id)
    assert.equal(attachment.hash, createHash('md5').update(bytes).digest('hex'))
    assert.lengthOf(await Attachment.query().where('userId', user.id), 1)
  }).skip(documentsDisabled, disabledReason)
})
