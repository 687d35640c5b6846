import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { Attachment } from '#core/storage/contracts'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import Document from '#plugins/documents/models/document'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { recountForDocuments } from '#plugins/documents/actions/recount_documents'
import {
  createUploader,
  disabledReason,
  documentsDisabled,
  makeCategory,
  makeLanguage,
  pageProps,
  punishNoUpload,
  uniquePdf,
} from './upload_helpers.js'

async function upload(client: ApiClient, token: string, filename = '测试文档.pdf') {
  const response = await client
    .post('/api/v1/upload/document')
    .bearerToken(token)
    .file('file', await uniquePdf(), { filename })
  response.assertStatus(200)
  return response.body().data as { id: number; hash: string }
}

async function docCount(table: 'categories' | 'users' | 'languages', id: number) {
  const row = await db.from(table).where('id', id).first()
  return Number(table === 'languages' ? row.total : row.doc_count)
}

/** What the conversion job leaves: the documents converted and counted (only converted documents count). */
async function markConverted(ids: number[]) {
  await db.from('documents').whereIn('id', ids).update({ status: DocumentStatus.Converted, pages: 1 })
  await recountForDocuments(ids)
}

/** A document of `owner` created through the API (no review) and converted. */
async function publish(client: ApiClient, owner: { token: string }, categoryId: number) {
  const file = await upload(client, owner.token)
  const response = await client
    .post('/api/v1/document')
    .bearerToken(owner.token)
    .json({ category_id: [categoryId], document: [{ attachment_id: file.id }] })
  response.assertStatus(200)
  const id = response.body().document[0].id
  await markConverted([id])
  return Document.findOrFail(id)
}

test.group('Documents: create, edit and delete', () => {
  test('uploaded files become pending documents with counters, an event and the file facts', async ({ client, assert }) => {
    const user = await createUploader()
    const token = await tokenFor(user)
    const parent = await makeCategory()
    const child = await makeCategory({ parentId: parent.id })
    const language = await makeLanguage()
    const first = await upload(client, token, '2026年 工作总结.pdf')
    const second = await upload(client, token, 'plain.pdf')
    const events: unknown[] = []
    const listener = (event: unknown) => events.push(event)
    emitter.on('documents:created', listener)

    const response = await client
      .post('/api/v1/document')
      .bearerToken(token)
      .json({
        overwrite: false,
        category_id: [parent.id, child.id],
        document: [
          { attachment_id: first.id, price: 5, language: language.code, keywords: '总结', description: '年度' },
          { attachment_id: second.id, title: '自定义标题' },
        ],
      })
    emitter.off('documents:created', listener)
    response.assertStatus(200)
    const [a, b] = response.body().document
    assert.equal(a.title, '2026年 工作总结')
    const feed = (await client.get('/api/v1/user/dynamic').bearerToken(token)).body()
    assert.equal(
      feed.dynamic[0].content,
      `上传了文档《<a href="/document/${a.id}">2026年 工作总结</a>》、《<a href="/document/${b.id}">自定义标题</a>》`
    )
    assert.equal(a.ext, '.pdf')
    assert.equal(a.price, 5)
    assert.equal(a.language, language.code)
    assert.equal(a.status, DocumentStatus.Pending)
    assert.equal(a.attachment.hash, first.hash)
    assert.sameMembers(a.category_id, [parent.id, child.id])
    assert.equal(b.title, '自定义标题')
    assert.isNotEmpty(b.keywords)

    const stored = await Document.findOrFail(a.id)
    assert.equal(stored.userId, user.id)
    assert.equal(stored.hash, first.hash)
    assert.isAbove(stored.size, 1000)
    assert.match(stored.uuid, /^[0-9a-f-]{36}$/)
    assert.equal((await Attachment.findOrFail(first.id)).typeId, a.id)

    assert.equal(await docCount('categories', parent.id), 0, 'not counted before it is converted')
    await markConverted([a.id, b.id])
    assert.equal(await docCount('categories', parent.id), 2)
    assert.equal(await docCount('categories', child.id), 2)
    assert.equal(await docCount('users', user.id), 2)
    assert.equal(await docCount('languages', language.id), 1)
    assert.deepEqual(events, [{ userId: user.id, documentIds: [a.id, b.id] }])

    const exist = await client.get('/api/v1/document/exist').qs({ hash: first.hash }).bearerToken(token)
    exist.assertStatus(200)
    assert.deepEqual(exist.body(), { exist: true, document: { id: a.id, title: '2026年 工作总结' } })

    const again = await client
      .post('/api/v1/document')
      .bearerToken(token)
      .json({ category_id: [parent.id], document: [{ attachment_id: first.id }] })
    again.assertStatus(400)
  }).skip(documentsDisabled, disabledReason)

  test('a client that sends only the leaf category still files the document under the whole path', async ({ client, assert }) => {
    const user = await createUploader()
    const token = await tokenFor(user)
    const root = await makeCategory()
    const middle = await makeCategory({ parentId: root.id })
    const leaf = await makeCategory({ parentId: middle.id })
    const file = await upload(client, token, 'leaf-only.pdf')
    const created = await client
      .post('/api/v1/document')
      .bearerToken(token)
      .json({ category_id: [leaf.id], document: [{ attachment_id: file.id }] })
    created.assertStatus(200)
    const [document] = created.body().document
    assert.sameMembers(document.category_id, [root.id, middle.id, leaf.id])
    await markConverted([document.id])
    for (const category of [root, middle, leaf]) assert.equal(await docCount('categories', category.id), 1, category.title)

    // Editing to another leaf moves the whole path, and the old branch counts no longer.
    const other = await makeCategory({ parentId: root.id })
    ;(
      await client
        .put('/api/v1/document')
        .bearerToken(token)
        .json({ id: document.id, category_id: [other.id] })
    ).assertStatus(200)
    assert.equal(await docCount('categories', middle.id), 0)
    assert.equal(await docCount('categories', leaf.id), 0)
    assert.equal(await docCount('categories', root.id), 1)
    assert.equal(await docCount('categories', other.id), 1)
  }).skip(documentsDisabled, disabledReason)

  test('a member of groups that all review uploads gets 待审核, hidden from the exist check', async ({ client, assert }) => {
    const member = await createUser()
    const token = await tokenFor(member)
    const category = await makeCategory()
    const file = await upload(client, token)
    const response = await client
      .post('/api/v1/document')
      .bearerToken(token)
      .json({ category_id: [category.id], document: [{ attachment_id: file.id }] })
    response.assertStatus(200)
    assert.equal(response.body().document[0].status, DocumentStatus.PendingReview)
    assert.equal(await docCount('categories', category.id), 0)

    const exist = await client.get('/api/v1/document/exist').qs({ hash: file.hash }).bearerToken(token)
    assert.deepEqual(exist.body(), { exist: false })
  }).skip(documentsDisabled, disabledReason)

  test('creating refuses foreign attachments, bad categories and languages, and users who may not upload', async ({ client, assert }) => {
    const owner = await createUploader()
    const thief = await createUploader()
    const thiefToken = await tokenFor(thief)
    const category = await makeCategory()
    const file = await upload(client, await tokenFor(owner))
    const create = (token: string, body: Record<string, unknown>) => client.post('/api/v1/document').bearerToken(token).json(body)

    const stolen = await create(thiefToken, { category_id: [category.id], document: [{ attachment_id: file.id }] })
    stolen.assertStatus(400)
    assert.include(stolen.body().message, '不属于你')

    const own = await upload(client, thiefToken)
    const disabled = await makeCategory({ enable: false })
    const underDisabled = await makeCategory({ parentId: disabled.id })
    const articleCategory = await makeCategory({ type: 1 })
    for (const categoryId of [disabled.id, underDisabled.id, articleCategory.id, 999999]) {
      const refused = await create(thiefToken, { category_id: [categoryId], document: [{ attachment_id: own.id }] })
      refused.assertStatus(400)
      refused.assertBodyContains({ message: '分类不存在或已被禁用' })
    }
    const noCategory = await create(thiefToken, { category_id: [], document: [{ attachment_id: own.id }] })
    noCategory.assertStatus(400)
    noCategory.assertBodyContains({ message: '请选择分类' })

    const offLanguage = await makeLanguage(false)
    const badLanguage = await create(thiefToken, {
      category_id: [category.id],
      document: [{ attachment_id: own.id, language: offLanguage.code }],
    })
    badLanguage.assertStatus(400)
    badLanguage.assertBodyContains({ message: '语言不存在或已被禁用' })
    assert.equal((await Attachment.findOrFail(own.id)).typeId, 0)

    await punishNoUpload(thief, '违规')
    const punished = await create(thiefToken, { category_id: [category.id], document: [{ attachment_id: own.id }] })
    punished.assertStatus(403)
    ;(await client.post('/api/v1/document').json({ category_id: [category.id], document: [] })).assertStatus(401)
  }).skip(documentsDisabled, disabledReason)

  test('the uploader edits its own document; others need the permission, and only holders set the status', async ({ client, assert }) => {
    const owner = await createUploader()
    const ownerToken = await tokenFor(owner)
    const first = await makeCategory()
    const second = await makeCategory()
    const language = await makeLanguage()
    const document = await publish(client, { token: ownerToken }, first.id)

    const edited = await client
      .put('/api/v1/document')
      .bearerToken(ownerToken)
      .json({
        id: document.id,
        title: '  新标题 ',
        keywords: 'a,b',
        description: '新的摘要',
        price: 3,
        language: language.code,
        category_id: [second.id],
      })
    edited.assertStatus(200)
    edited.assertBody({})
    await document.refresh()
    assert.equal(document.title, '新标题')
    assert.equal(document.price, 3)
    assert.equal(document.language, language.code)
    assert.equal(await docCount('categories', first.id), 0)
    assert.equal(await docCount('categories', second.id), 1)
    assert.equal(await docCount('languages', language.id), 1)

    const ownStatus = await client
      .put('/api/v1/document')
      .bearerToken(ownerToken)
      .json({ id: document.id, status: DocumentStatus.Converted })
    ownStatus.assertStatus(403)
    ownStatus.assertBodyContains({ message: '您没有权限修改文档状态' })

    const stranger = await createUploader()
    const foreign = await client
      .put('/api/v1/document')
      .bearerToken(await tokenFor(stranger))
      .json({ id: document.id, title: 'x' })
    foreign.assertStatus(403)
    foreign.assertBodyContains({ message: '您只能编辑自己上传的文档' })

    const { user: editor } = await createStaff([DocumentsPermission.document.update])
    const staffEdit = await client
      .put('/api/v1/document')
      .bearerToken(await tokenFor(editor))
      .json({ id: document.id, title: '管理员改的', status: DocumentStatus.Disabled })
    staffEdit.assertStatus(200)
    await document.refresh()
    assert.equal(document.title, '管理员改的')
    assert.equal(document.status, DocumentStatus.Disabled)
    assert.equal(await docCount('categories', second.id), 0)

    ;(await client.put('/api/v1/document').bearerToken(ownerToken).json({ id: 999999, title: 'x' })).assertStatus(404)
    ;(await client.put('/api/v1/document').json({ id: document.id, title: 'x' })).assertStatus(401)
  }).skip(documentsDisabled, disabledReason)

  test('deleting moves the caller’s own documents to the recycle bin; others need the permission', async ({ client, assert }) => {
    const owner = await createUploader()
    const ownerToken = await tokenFor(owner)
    const category = await makeCategory()
    const mine = await publish(client, { token: ownerToken }, category.id)
    const other = await createUploader()
    const theirs = await publish(client, { token: await tokenFor(other) }, category.id)
    assert.equal(await docCount('categories', category.id), 2)

    const foreign = await client
      .delete('/api/v1/document')
      .qs({ id: [theirs.id] })
      .bearerToken(ownerToken)
    foreign.assertStatus(403)

    const mixed = await client.delete(`/api/v1/document?id[]=${mine.id}&id[]=${theirs.id}`).bearerToken(ownerToken)
    mixed.assertStatus(200)
    await mine.refresh()
    await theirs.refresh()
    assert.isNotNull(mine.deletedAt)
    assert.equal(mine.deletedUserId, owner.id)
    assert.isNull(theirs.deletedAt)
    assert.equal(await docCount('categories', category.id), 1)
    assert.equal(await docCount('users', owner.id), 0)

    const { user: cleaner } = await createStaff([DocumentsPermission.document.delete])
    const staff = await client.delete(`/api/v1/document?id=${theirs.id}`).bearerToken(await tokenFor(cleaner))
    staff.assertStatus(200)
    await theirs.refresh()
    assert.equal(theirs.deletedUserId, cleaner.id)
    assert.equal(await docCount('categories', category.id), 0)

    ;(await client.delete(`/api/v1/document?id=${mine.id}`).bearerToken(ownerToken)).assertStatus(403)
    ;(await client.delete('/api/v1/document').bearerToken(ownerToken)).assertStatus(400)
    ;(await client.delete(`/api/v1/document?id=${mine.id}`)).assertStatus(401)
  }).skip(documentsDisabled, disabledReason)

  test('the exist check needs a login and a well-formed md5', async ({ client }) => {
    const user = await createUploader()
    ;(await client.get('/api/v1/document/exist').qs({ hash: 'a'.repeat(32) })).assertStatus(401)
    const malformed = await client
      .get('/api/v1/document/exist')
      .qs({ hash: 'xyz' })
      .bearerToken(await tokenFor(user))
    malformed.assertStatus(400)
    malformed.assertBodyContains({ message: '文件哈希必须是 32 位 MD5 值' })
    const missing = await client.get('/api/v1/document/exist').bearerToken(await tokenFor(user))
    missing.assertStatus(400)
    const unknown = await client
      .get('/api/v1/document/exist')
      .qs({ hash: 'A'.repeat(32) })
      .bearerToken(await tokenFor(user))
    unknown.assertStatus(200)
    unknown.assertBody({ exist: false })
  }).skip(documentsDisabled, disabledReason)

  test('the upload and my-documents pages need a login', async ({ client, assert }) => {
    const uploadPage = await client.get('/upload').redirects(0)
    uploadPage.assertStatus(302)
    assert.equal(uploadPage.header('location'), '/login?redirect=%2Fupload')
    const mine = await client.get('/me/document').redirects(0)
    mine.assertStatus(302)

    const user = await createUploader()
    const category = await makeCategory()
    const token = await tokenFor(user)
    const document = await publish(client, { token }, category.id)
    const props = await pageProps(client, token, '/me/document')
    assert.equal(props.active, 'document')
    assert.deepInclude(props.tabs, {
      key: 'document',
      title: '我的文档',
      href: '/me/document',
      icon: 'IconFile',
      description: '上传、编辑你分享的文档',
    })
    assert.equal(props.total, 1)
    assert.equal(props.documents[0].id, document.id)

    const form = await pageProps(client, token, '/upload')
    assert.equal(form.refusal, '')
    assert.isTrue(form.categories.some((option: { value: number }) => option.value === category.id))

    await punishNoUpload(user, '刷屏')
    const refused = await pageProps(client, token, '/upload')
    assert.include(refused.refusal, '您已被禁止上传文档')
  }).skip(documentsDisabled, disabledReason)
})
