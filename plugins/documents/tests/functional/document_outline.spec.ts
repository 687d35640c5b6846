import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { queueConversion } from '#plugins/documents/actions/queue_conversion'
import { purgeDocuments } from '#plugins/documents/actions/recycle_purge_documents'
import { resolveTools } from '#plugins/documents/services/conversion/index'
import { writeManyPagePdf } from '../unit/conversion_helpers.js'
import { documentFromBytes, documentFromFixture, drained, fresh, runConversionWorkers, useRealConverter } from './convert_helpers.js'
import { createReaderDocument } from './reader_fixtures.js'

const tools = await resolveTools()
const NO_SOFFICE = 'LibreOffice is not installed (apt-get install libreoffice-writer-nogui python3-uno)'

/** The fixtures' outline (outline.pdf, and outline.docx through LibreOffice): chapters on pages 1, 3, 5, two sections each. */
const FIXTURE_OUTLINE = [1, 3, 5].map((page, index) => ({
  title: `第${index + 1}章 Chapter ${index + 1}`,
  page,
  children: [
    { title: `${index + 1}.1 小节 Section ${index + 1}.1`, page, children: [] },
    { title: `${index + 1}.2 小节 Section ${index + 1}.2`, page: page + 1, children: [] },
  ],
}))

async function convert(...ids: number[]) {
  await queueConversion(ids)
  await drained()
  return Promise.all(ids.map((id) => fresh(id)))
}

function outlineOf(client: any, id: number, token?: string) {
  const request = client.get('/api/v1/document/outline').qs({ id })
  if (token) request.bearerToken(token)
  return request
}

async function readerProps(client: any, id: number) {
  const response = await client.get(`/document/${id}`).header('Accept', 'text/html')
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

test.group('Outline: extracted once at conversion', (group) => {
  group.setup(runConversionWorkers)
  group.each.setup(() => useRealConverter(3))
  group.each.timeout(120_000)

  test('a PDF’s bookmarks are stored with the file and read back nested, with their pages', async ({ client, assert }) => {
    const document = await documentFromFixture('outline.pdf')
    const [converted] = await convert(document.id)
    assert.equal(converted.status, DocumentStatus.Converted)
    assert.equal(converted.outlineCount, 9)

    const response = await outlineOf(client, converted.id)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { outline: FIXTURE_OUTLINE })
    assert.isTrue((await readerProps(client, converted.id)).has_outline)
  })

  test('a docx’s headings reach the outline through the PDF LibreOffice exports', async ({ client, assert }) => {
    const document = await documentFromFixture('outline.docx')
    const [converted] = await convert(document.id)
    assert.equal(converted.status, DocumentStatus.Converted)
    assert.equal(converted.pages, 6)
    assert.deepEqual((await outlineOf(client, converted.id)).body(), { outline: FIXTURE_OUTLINE })
  }).skip(!tools.soffice, NO_SOFFICE)

  test('a file without bookmarks has no outline: no button on the page, an empty list from the API', async ({
    client,
    assert,
    cleanup,
  }) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'docsite-outline-'))
    cleanup(() => rm(dir, { recursive: true, force: true }))
    await writeManyPagePdf(path.join(dir, 'plain.pdf'), 3)
    const document = await documentFromBytes(await readFile(path.join(dir, 'plain.pdf')), '无目录.pdf')
    const [converted] = await convert(document.id)
    assert.equal(converted.status, DocumentStatus.Converted)
    assert.equal(converted.outlineCount, 0)
    assert.deepEqual((await outlineOf(client, converted.id)).body(), { outline: [] })
    assert.isFalse((await readerProps(client, converted.id)).has_outline)
  })

  test('a copy of a converted file shares its outline; one converted before outlines gets it when converted again; purging the last drops it', async ({
    client,
    assert,
  }) => {
    const bytes = Buffer.concat([await readFile(path.join(import.meta.dirname, '../fixtures/outline.pdf')), Buffer.from('\n% copy\n')])
    const first = await documentFromBytes(bytes, '目录一.pdf')
    await convert(first.id)
    const second = await documentFromBytes(bytes, '目录二.pdf')
    const [copy] = await convert(second.id)
    assert.equal(copy.outlineCount, 9, 'the copy reuses the rendered files and the outline with them')
    assert.lengthOf((await outlineOf(client, copy.id)).body().outline, 3)

    // As a document converted before this feature is left: no count, no row.
    await db.from('document_outlines').where('hash', copy.hash).delete()
    await db.from('documents').whereIn('id', [first.id, second.id]).update({ outline_count: 0 })
    assert.isFalse((await readerProps(client, copy.id)).has_outline)
    assert.deepEqual((await outlineOf(client, copy.id)).body(), { outline: [] })

    await db.from('documents').where('id', copy.id).update({ status: DocumentStatus.Reconvert })
    const [again] = await convert(copy.id)
    assert.equal(again.outlineCount, 9)
    assert.deepEqual((await outlineOf(client, again.id)).body(), { outline: FIXTURE_OUTLINE })

    await db.from('documents').whereIn('id', [first.id, second.id]).update({ deleted_at: new Date() })
    await purgeDocuments([first.id])
    assert.exists(await db.from('document_outlines').where('hash', again.hash).first(), 'the other document still has the file')
    await purgeDocuments([second.id])
    assert.notExists(await db.from('document_outlines').where('hash', again.hash).first(), 'the last one purged takes the outline along')
  })
})

test.group('Outline: GET /api/v1/document/outline', () => {
  const outline = [
    { title: '第一章', page: 1, children: [{ title: '第一节', page: 2, children: [] }] },
    { title: '第二章', page: 5, children: [] },
  ]

  test('the reader’s visibility rule: hidden documents answer 404 except to their uploader and staff', async ({ client, assert }) => {
    const owner = await createUser()
    const ownerToken = await tokenFor(owner)
    const stranger = await tokenFor(await createUser())
    for (const hidden of [
      await createReaderDocument({ userId: owner.id, status: DocumentStatus.PendingReview, outline }),
      await createReaderDocument({ userId: owner.id, status: DocumentStatus.Disabled, outline }),
      await createReaderDocument({ userId: owner.id, deleted: true, outline }),
    ]) {
      ;(await outlineOf(client, hidden.id)).assertStatus(404)
      const refused = await outlineOf(client, hidden.id, stranger)
      refused.assertStatus(404)
      assert.equal(refused.body().message, '文档不存在')
    }
    const own = await createReaderDocument({ userId: owner.id, status: DocumentStatus.PendingReview, outline })
    assert.deepEqual((await outlineOf(client, own.id, ownerToken)).body(), { outline })
  })

  test('every entry is sent, also past the preview (titles are not page text); a bad id is a 400', async ({ client, assert }) => {
    const document = await createReaderDocument({ pages: 6, preview: 3, outline })
    const response = await outlineOf(client, document.id)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { outline })
    ;(await outlineOf(client, 987654321)).assertStatus(404)
    const bad = await client.get('/api/v1/document/outline').qs({ id: 'abc' })
    bad.assertStatus(400)
    assert.isString(bad.body().message)
  })
})
