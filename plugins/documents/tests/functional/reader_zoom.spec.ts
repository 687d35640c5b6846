import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { test } from '@japa/runner'
import { storage } from '#core/storage/contracts'
import { createStaff, tokenFor } from '#tests/helpers/users'
import Document from '#plugins/documents/models/document'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { convertQueuedDocument } from '#plugins/documents/actions/convert_document'
import { documentFiles } from '#plugins/documents/services/document_files'
import { createReaderDocument, type ReaderDocumentOptions } from './reader_fixtures.js'
import { fixture } from './convert_helpers.js'

/** A real 6-page A4 PDF, made unique (a comment after %%EOF) so no other test shares its drive files. */
async function uniquePdf() {
  return Buffer.concat([await readFile(fixture('outline.pdf')), Buffer.from(`\n% zoom test ${randomUUID()}\n`)])
}

/** A converted document over a real PDF; its previews (420 px wide) are the fixture's drawings. */
async function zoomDocument(options: ReaderDocumentOptions = {}) {
  return createReaderDocument({ pages: 6, preview: 4, original: await uniquePdf(), ...options })
}

async function widthOf(bytes: Buffer) {
  return (await sharp(bytes).metadata()).width ?? 0
}

test.group('Zoomed page renditions', (group) => {
  let staffToken: string

  group.setup(async () => {
    const { user } = await createStaff([DocumentsPermission.document.list])
    staffToken = await tokenFor(user)
  })

  test('a public page is rendered at twice the preview width once, then read from the drive', async ({ client, assert }) => {
    const document = await zoomDocument()
    const preview = await client.get(`/view/page/${document.id}/2.webp`)
    const previewWidth = await widthOf(Buffer.from(preview.body() as ArrayBuffer))
    assert.equal(previewWidth, document.width)

    const first = await client.get(`/view/zoom/${document.id}/2.webp`)
    first.assertStatus(200)
    assert.equal(first.header('content-type'), 'image/webp')
    assert.match(first.header('cache-control') ?? '', /^public, max-age=\d+/)
    assert.equal(first.header('x-content-type-options'), 'nosniff')
    const zoomed = Buffer.from(first.body() as ArrayBuffer)
    assert.equal(await widthOf(zoomed), document.width * 2)
    assert.isAbove(zoomed.length, 1000)

    const key = documentFiles.zoom(document.hash, '2.webp')
    assert.isTrue(await storage.disk().exists(key), 'kept beside the previews')
    // Without the PDF nothing could be rendered again: the second answer is the stored file.
    await storage.disk().delete(documentFiles.original(document.hash, '.pdf'))
    const second = await client.get(`/view/zoom/${document.hash}/2.webp`)
    second.assertStatus(200)
    assert.equal(second.header('etag'), first.header('etag'))
    assert.deepEqual(Buffer.from(second.body() as ArrayBuffer), zoomed)
    ;(await client.get(`/view/zoom/${document.id}/2.webp`).header('If-None-Match', first.header('etag') ?? '')).assertStatus(304)
    // A page never rendered has nothing to be made from now.
    ;(await client.get(`/view/zoom/${document.id}/3.webp`)).assertStatus(404)
  })

  test('readers asking for one page at once share one render', async ({ client, assert }) => {
    const document = await zoomDocument()
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.get(`/view/zoom/${document.id}/1.webp`)))
    for (const answer of answers) answer.assertStatus(200)
    assert.lengthOf(new Set(answers.map((answer) => answer.header('etag'))), 1)
  })

  test('a hidden document: 404 to a guest, private to staff', async ({ client, assert }) => {
    const document = await zoomDocument({ status: DocumentStatus.PendingReview })
    ;(await client.get(`/view/zoom/${document.id}/1.webp`)).assertStatus(404)
    ;(await client.get(`/view/zoom/${document.hash}/1.webp`)).assertStatus(404)
    assert.isFalse(await storage.disk().exists(documentFiles.zoom(document.hash, '1.webp')), 'a guest rendered nothing')

    const staff = await client.get(`/view/zoom/${document.id}/1.webp`).bearerToken(staffToken)
    staff.assertStatus(200)
    assert.match(staff.header('cache-control') ?? '', /^private/)
    assert.equal(await widthOf(Buffer.from(staff.body() as ArrayBuffer)), document.width * 2)
  })

  test('only pages 1..preview of a raster preview, by its own format', async ({ client }) => {
    const document = await zoomDocument()
    for (const page of ['5.webp', '0.webp', '1.png', '1.svg', 'abc', '1.webp.webp', '..%2F1.webp', '1%2F..%2F2.webp']) {
      ;(await client.get(`/view/zoom/${document.id}/${page}`)).assertStatus(404)
    }
    ;(await client.get(`/view/zoom/abc/1.webp`)).assertStatus(404)
    ;(await client.get(`/view/zoom/${'0'.repeat(32)}/1.webp`)).assertStatus(404)

    const svg = await zoomDocument({ previewExt: '.svg' })
    ;(await client.get(`/view/zoom/${svg.id}/1.svg`)).assertStatus(404)
    const gzipSvg = await zoomDocument({ previewExt: '.gzip.svg' })
    ;(await client.get(`/view/zoom/${gzipSvg.id}/1.gzip.svg`)).assertStatus(404)
  })

  test('a jpg preview is zoomed as jpg; an office file from the PDF its conversion kept', async ({ client, assert }) => {
    const jpg = await zoomDocument({ previewExt: '.jpg' })
    const answer = await client.get(`/view/zoom/${jpg.id}/1.jpg`)
    answer.assertStatus(200)
    assert.equal(answer.header('content-type'), 'image/jpeg')
    assert.equal((await sharp(Buffer.from(answer.body() as ArrayBuffer)).metadata()).format, 'jpeg')

    const office = await zoomDocument()
    const pdf = await storage.disk().getBytes(documentFiles.original(office.hash, '.pdf'))
    await Document.query().where('id', office.id).update({ ext: '.docx' })
    ;(await client.get(`/view/zoom/${office.id}/1.webp`)).assertStatus(404)
    await storage.disk().put(documentFiles.derived(office.hash, 'document.pdf'), pdf)
    const rendered = await client.get(`/view/zoom/${office.id}/1.webp`)
    rendered.assertStatus(200)
    assert.equal(await widthOf(Buffer.from(rendered.body() as ArrayBuffer)), office.width * 2)
  })

  test('a PDF that cannot be rendered: 503 to try later, nothing stored, the preview still served', async ({ client, assert }) => {
    const document = await createReaderDocument({ pages: 3, preview: 3 })
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await client.get(`/view/zoom/${document.id}/1.webp`)
      answer.assertStatus(503)
      assert.equal(answer.header('retry-after'), '30')
    }
    assert.isFalse(await storage.disk().exists(documentFiles.zoom(document.hash, '1.webp')))
    ;(await client.get(`/view/page/${document.id}/1.webp`)).assertStatus(200)
  })

  test('converting the file again drops its renditions', async ({ client, assert }) => {
    const document = await zoomDocument()
    ;(await client.get(`/view/zoom/${document.id}/1.webp`)).assertStatus(200)
    const key = documentFiles.zoom(document.hash, '1.webp')
    assert.isTrue(await storage.disk().exists(key))

    await Document.query().where('id', document.id).update({ status: DocumentStatus.Reconvert })
    assert.equal(await convertQueuedDocument(document.id, { attempt: 1, maxAttempts: 1 }), 'converted')
    assert.isFalse(await storage.disk().exists(key))
    const converted = await Document.findOrFail(document.id)
    const again = await client.get(`/view/zoom/${document.id}/1.webp`)
    again.assertStatus(200)
    assert.equal(await widthOf(Buffer.from(again.body() as ArrayBuffer)), converted.width * 2)
  })
})
