import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { storage } from '#core/storage/contracts'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import Document from '#plugins/documents/models/document'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { queueConversion } from '#plugins/documents/actions/queue_conversion'
import { recountAllDocuments } from '#plugins/documents/actions/recount_documents'
import { conversionWorker } from '#plugins/documents/services/conversion_worker'
import { convertDocument } from '#plugins/documents/services/conversion/index'
import { documentFiles } from '#plugins/documents/services/document_files'
import { rebuildSitemap, useSiteDomain } from '../../../../core/seo/tests/sitemap_reader.js'
import { documentsDisabled, disabledReason, hashOf, makeCategory, makeDocument, unique } from './admin_helpers.js'
import { drained, fixture, runConversionWorkers, setConverter } from './convert_helpers.js'

const DOMAIN = 'https://failed.example.com'

/** An upload of a broken PDF, filed under the category and recommended, taken through the real conversion job. */
async function failedUpload(ownerId: number, categoryIds: number[], title: string) {
  const bytes = Buffer.concat([await readFile(fixture('corrupt.pdf')), Buffer.from(`\n%${unique('x')}\n`)])
  const hash = hashOf(bytes.toString('latin1'))
  await storage.disk().put(documentFiles.original(hash, '.pdf'), bytes)
  const document = await makeDocument({ title, userId: ownerId, status: DocumentStatus.Pending, hash, categoryIds, recommended: true })
  const emitter = await app.container.make('emitter')
  await emitter.emit('documents:created', { userId: ownerId, documentIds: [document.id] })
  await queueConversion([document.id])
  await drained()
  return Document.findOrFail(document.id)
}

const titlesOf = (documents: { title: string }[]) => documents.map((document) => document.title)

async function pageProps(client: ApiClient, url: string, token?: string) {
  const request = client.get(url)
  if (token) request.bearerToken(token)
  const response = await request
  return { status: response.status(), props: response.status() === 200 ? inertiaPage(response.text()).props : null }
}

test.group('Documents whose conversion failed are not public', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.setup(async () => {
    const stopWorkers = await runConversionWorkers()
    const restoreDomain = await useSiteDomain(DOMAIN)
    return async () => {
      await restoreDomain()
      await stopWorkers()
    }
  })
  group.each.setup(async () => {
    await setConverter({ attempts: 1, enable_convert_repeated_document: false })
    conversionWorker.engine = convertDocument
  })
  group.each.timeout(120_000)

  test('a guest finds a failed document nowhere; its uploader and staff see it with the reason', async ({ client, assert }) => {
    const owner = await createUser()
    const ownerToken = await tokenFor(owner)
    const category = await makeCategory(unique('失败分类'))
    const word = unique('坏文档')
    const converted = await makeDocument({ title: `正常 ${unique('好')}`, userId: owner.id, categoryIds: [category.id] })
    const guestCountBefore = (await client.get('/api/v1/stats')).body().document_count

    const failed = await failedUpload(owner.id, [category.id], `损坏 ${word}`)
    assert.equal(failed.status, DocumentStatus.Failed)
    assert.equal(failed.convertError, '文档已损坏，无法转换')
    await queue.idle(10_000)

    // category page, its phone twin and the guest API list (even when asking for status 3)
    for (const url of [`/category/${category.id}`, `/m/category/${category.id}`]) {
      const { status, props } = await pageProps(client, url)
      assert.equal(status, 200, url)
      assert.deepEqual(titlesOf(props.documents), [converted.title], url)
      assert.equal(props.total, 1, url)
    }
    const listed = (await client.get('/api/v1/document/list').qs({ category_id: category.id })).body()
    assert.deepEqual(titlesOf(listed.document), [converted.title])
    const askedFailed = (await client.get('/api/v1/document/list').qs({ status: 3, category_id: category.id })).body()
    assert.deepEqual(askedFailed.document ?? [], [])
    const byUser = (await client.get('/api/v1/document/list').qs({ user_id: owner.id })).body()
    assert.deepEqual(titlesOf(byUser.document), [converted.title], 'the uploader’s documents as a guest lists them')

    // counts: the category, the uploader, the site
    const stored = await db.from('categories').where('id', category.id).first()
    assert.equal(Number(stored.doc_count), 1, 'category doc_count')
    const profile = await pageProps(client, `/user/${owner.id}/document`)
    assert.deepEqual(titlesOf(profile.props.documents), [converted.title])
    assert.equal(profile.props.total, 1)
    assert.equal(Number((await db.from('users').where('id', owner.id).first()).doc_count), 1, 'user doc_count')
    assert.equal((await client.get('/api/v1/stats')).body().document_count, guestCountBefore, 'home counts')

    // related documents of its sibling, the recommended block of the home page, search, sitemap
    const related = (await client.get('/api/v1/document/related').qs({ id: converted.id })).body()
    assert.notInclude(titlesOf(related.document), failed.title)
    const home = await pageProps(client, '/')
    const homeTitles = home.props.homeSections.flatMap((section: any) => (section.items ?? []).map((item: any) => item.title))
    assert.notInclude(homeTitles, failed.title)
    const search = (await client.get('/api/v1/search').qs({ wd: word, type: 0 })).body()
    assert.deepEqual(search.document ?? [], [], 'search')
    const sitemap = [...(await rebuildSitemap(client)).files.values()].flat()
    assert.include(sitemap, `${DOMAIN}/document/${converted.id}`)
    assert.notInclude(sitemap, `${DOMAIN}/document/${failed.id}`)

    // the reader itself
    assert.equal((await client.get(`/document/${failed.id}`)).status(), 404)
    assert.equal((await client.get('/api/v1/document').qs({ id: failed.id })).status(), 404)
    const stranger = await tokenFor(await createUser())
    assert.equal((await client.get(`/document/${failed.id}`).bearerToken(stranger)).status(), 404)

    // the uploader: 我的文档, the document page with the reason, the API list of their own documents
    const mine = await pageProps(client, '/me/document', ownerToken)
    const mineRow = mine.props.documents.find((row: any) => row.id === failed.id)
    assert.equal(mineRow.status, DocumentStatus.Failed)
    assert.equal(mineRow.convert_error, '文档已损坏，无法转换')
    const ownPage = await pageProps(client, `/document/${failed.id}`, ownerToken)
    assert.equal(ownPage.status, 200)
    assert.equal(ownPage.props.document.convert_error, '文档已损坏，无法转换')
    const ownList = (await client.get('/api/v1/document/list').qs({ user_id: owner.id }).bearerToken(ownerToken)).body()
    assert.sameMembers(titlesOf(ownList.document), [converted.title, failed.title])

    // staff: 文档管理 and the document page, with the reason
    const adminToken = await tokenFor(await createSuperAdmin())
    const adminList = (await client.get('/api/v1/document/list').qs({ status: 3, category_id: category.id }).bearerToken(adminToken)).body()
    assert.deepEqual(
      adminList.document.map((row: any) => [row.id, row.convert_error]),
      [[failed.id, '文档已损坏，无法转换']]
    )
    const staffPage = await pageProps(client, `/document/${failed.id}`, adminToken)
    assert.equal(staffPage.status, 200)
    assert.equal(staffPage.props.document.convert_error, '文档已损坏，无法转换')
  })

  test('documents still waiting or converting are not public either', async ({ client, assert }) => {
    const owner = await createUser()
    const category = await makeCategory(unique('待转分类'))
    const waiting = await makeDocument({
      title: unique('待转换'),
      userId: owner.id,
      status: DocumentStatus.Pending,
      categoryIds: [category.id],
    })
    const busy = await makeDocument({
      title: unique('转换中'),
      userId: owner.id,
      status: DocumentStatus.Converting,
      categoryIds: [category.id],
    })
    const { props } = await pageProps(client, `/category/${category.id}`)
    assert.deepEqual(props.documents, [])
    for (const document of [waiting, busy]) {
      assert.equal((await client.get(`/document/${document.id}`)).status(), 404, document.title)
      const own = await pageProps(client, `/document/${document.id}`, await tokenFor(owner))
      assert.equal(own.status, 200, document.title)
    }
  })

  test('the migration recounts categories and uploaders that counted failed documents', async ({ assert }) => {
    const owner = await createUser()
    const category = await makeCategory(unique('旧计数'))
    await makeDocument({ userId: owner.id, categoryIds: [category.id] })
    await makeDocument({ userId: owner.id, status: DocumentStatus.Failed, categoryIds: [category.id], convertError: '文档转换失败' })
    await db.from('categories').where('id', category.id).update({ doc_count: 2 })
    await db.from('users').where('id', owner.id).update({ doc_count: 2 })
    await recountAllDocuments()
    assert.equal(Number((await db.from('categories').where('id', category.id).first()).doc_count), 1)
    assert.equal(Number((await db.from('users').where('id', owner.id).first()).doc_count), 1)
  })
})
