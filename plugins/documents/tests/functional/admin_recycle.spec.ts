import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { storage } from '#core/storage/contracts'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import Document from '#plugins/documents/models/document'
import DocumentText from '#plugins/documents/models/document_text'
import { documentFiles } from '#plugins/documents/services/document_files'
import { DocumentsPermission } from '#plugins/documents/permissions'
import {
  docCountOf,
  documentsDisabled,
  disabledReason,
  hashOf,
  languageTotal,
  makeCategory,
  makeDocument,
  makeLanguage,
  unique,
  wipeDocuments,
} from './admin_helpers.js'

async function binToken() {
  const { user } = await createStaff([
    DocumentsPermission.recycle.list,
    DocumentsPermission.recycle.restore,
    DocumentsPermission.recycle.delete,
  ])
  return tokenFor(user)
}

/** Writes an original, two page previews and the extracted text, as a conversion leaves them. */
async function storeFiles(hash: string, ext = '.pdf') {
  const disk = storage.disk()
  await disk.put(documentFiles.original(hash, ext), 'original')
  await disk.put(documentFiles.derived(hash, '1.webp'), 'page 1')
  await disk.put(documentFiles.derived(hash, 'cover.webp'), 'cover')
  await DocumentText.create({ hash, content: '正文', length: 2, truncated: false })
}

async function filesExist(hash: string, ext = '.pdf') {
  const disk = storage.disk()
  return {
    original: await disk.exists(documentFiles.original(hash, ext)),
    page: await disk.exists(documentFiles.derived(hash, '1.webp')),
    cover: await disk.exists(documentFiles.derived(hash, 'cover.webp')),
    text: Boolean(await DocumentText.find(hash)),
  }
}

test.group('Recycle bin', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(wipeDocuments)

  test('lists only deleted documents, newest deletion first, with who deleted them', async ({ client, assert }) => {
    const owner = await createUser()
    const moderator = await createUser()
    await makeDocument({ title: 'live', userId: owner.id })
    const older = await makeDocument({ title: 'older', userId: owner.id, deleted: { by: moderator.id } })
    await db.from('documents').where('id', older.id).update({ deleted_at: '2020-01-01 00:00:00' })
    await makeDocument({ title: 'newer', userId: owner.id, status: 6, deleted: { by: owner.id } })

    const response = await client.get('/api/v1/document/recycle').bearerToken(await binToken())
    response.assertStatus(200)
    assert.equal(response.body().total, 2)
    assert.deepEqual(
      response.body().document.map((item: any) => [item.title, item.deleted_username]),
      [
        ['newer', owner.username],
        ['older', moderator.username],
      ]
    )
    assert.isString(response.body().document[0].deleted_at)
    const searched = await client
      .get('/api/v1/document/recycle')
      .qs({ wd: 'old' })
      .bearerToken(await binToken())
    assert.deepEqual(
      searched.body().document.map((item: any) => item.title),
      ['older']
    )
  })

  test('restore brings a document back with its status and counts it again', async ({ client, assert }) => {
    const owner = await createUser()
    const category = await makeCategory()
    const language = await makeLanguage()
    const document = await makeDocument({
      userId: owner.id,
      status: 2,
      categoryIds: [category.id],
      language: language.code,
      deleted: { by: owner.id },
    })
    assert.equal(await docCountOf('categories', category.id), 0)

    const response = await client
      .put('/api/v1/document/recycle')
      .json({ id: [document.id] })
      .bearerToken(await binToken())
    response.assertStatus(200)
    await document.refresh()
    assert.isNull(document.deletedAt)
    assert.equal(document.deletedUserId, 0)
    assert.equal(document.status, 2)
    assert.equal(await docCountOf('categories', category.id), 1)
    assert.equal(await docCountOf('users', owner.id), 1)
    assert.equal(await languageTotal(language.code), 1)
    const list = await client.get('/api/v1/document/list')
    assert.deepEqual(
      list.body().document.map((item: any) => item.id),
      [document.id]
    )

    const again = await client
      .put('/api/v1/document/recycle')
      .json({ id: [document.id] })
      .bearerToken(await binToken())
    again.assertStatus(404)
  })

  test('purge deletes the rows and the files, unless another document (even in the bin) shares the file', async ({ client, assert }) => {
    const owner = await createUser()
    const category = await makeCategory()
    const lonely = hashOf(unique('lonely'))
    const shared = hashOf(unique('shared'))
    await storeFiles(lonely)
    await storeFiles(shared)
    const gone = await makeDocument({ userId: owner.id, hash: lonely, categoryIds: [category.id], deleted: { by: owner.id } })
    const twin = await makeDocument({ userId: owner.id, hash: shared, deleted: { by: owner.id } })
    const keeper = await makeDocument({ userId: owner.id, hash: shared, deleted: { by: owner.id } })
    const live = await makeDocument({ userId: owner.id, hash: hashOf(unique('live')) })
    await db
      .table('document_scores')
      .insert({ document_id: gone.id, user_id: owner.id, score: 400, created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00' })
    await db
      .table('document_downloads')
      .insert({ document_id: gone.id, user_id: owner.id, ip: '127.0.0.1', created_at: '2026-01-01 00:00:00' })

    const response = await client.delete(`/api/v1/document/recycle?id=${gone.id}&id=${twin.id}&id=${live.id}`).bearerToken(await binToken())
    response.assertStatus(200)
    assert.isNull(await Document.find(gone.id))
    assert.isNull(await Document.find(twin.id))
    assert.isNotNull(await Document.find(live.id), 'a document out of the bin is never purged')
    assert.isNotNull(await Document.find(keeper.id))
    assert.lengthOf(await db.from('document_categories').where('document_id', gone.id), 0)
    assert.lengthOf(await db.from('document_scores').where('document_id', gone.id), 0)
    assert.lengthOf(await db.from('document_downloads').where('document_id', gone.id), 0)
    assert.deepEqual(await filesExist(lonely), { original: false, page: false, cover: false, text: false })
    assert.deepEqual(await filesExist(shared), { original: true, page: true, cover: true, text: true })

    const emptied = await client.delete('/api/v1/document/recycle/all').bearerToken(await binToken())
    emptied.assertStatus(200)
    assert.isNull(await Document.find(keeper.id))
    assert.deepEqual(await filesExist(shared), { original: false, page: false, cover: false, text: false })
    assert.isNotNull(await Document.find(live.id))
    assert.equal(await docCountOf('users', owner.id), 1)
  })
})
