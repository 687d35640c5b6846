import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import Document from '#plugins/documents/models/document'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { CopyProtection } from '#plugins/documents/enums/copy_protection'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { queueConversion } from '#plugins/documents/actions/queue_conversion'
import { resolveTools } from '#plugins/documents/services/conversion/index'
import {
  derivedExists,
  documentFromBytes,
  fixture,
  drained,
  fresh,
  runConversionWorkers,
  setConverter,
  useRealConverter,
} from './convert_helpers.js'

const tools = await resolveTools()
const NO_LAYER_TOOL = 'neither mutool nor pdftotext is installed'

/**
 * sample.pdf made a file of its own (other suites, the spider's, count who holds sample.pdf
 * itself): page 1 holds chapters 1 and 2, page 2 chapter 3 (past a one-page preview).
 */
async function ownSample() {
  return Buffer.concat([await readFile(fixture('sample.pdf')), Buffer.from(`\n% text layer ${randomUUID()}\n`)])
}

async function convertedSample(overrides: { userId?: number } = {}) {
  await setConverter({ max_preview: 1 })
  const document = await documentFromBytes(await ownSample(), 'sample.pdf', overrides)
  await queueConversion([document.id])
  await drained()
  return fresh(document.id)
}

function layerOf(client: any, key: string | number, page: string | number, token?: string) {
  const request = client.get(`/view/layer/${key}/${page}`)
  if (token) request.bearerToken(token)
  return request
}

async function readerProps(client: any, id: number, token?: string) {
  const request = client.get(`/document/${id}`).header('Accept', 'text/html')
  if (token) request.bearerToken(token)
  const response = await request
  response.assertStatus(200)
  return { props: inertiaPage(response.text()).props, html: response.text() }
}

function runTexts(body: any): string {
  return (body.runs as [number, number, number, number, string][]).map((run) => run[4]).join('\n')
}

test.group('Text layer: made at conversion, sent for preview pages only', (group) => {
  group.setup(runConversionWorkers)
  group.each.setup(async () => {
    await useRealConverter(2)
    return async () => {
      await settings.update('document', { copy_protection: false })
    }
  })
  group.each.timeout(120_000)

  test('a preview page’s text comes with where it sits; the page past the preview has none', async ({ client, assert }) => {
    const document = await convertedSample()
    assert.equal(document.status, DocumentStatus.Converted)
    assert.equal(document.preview, 1)
    assert.isTrue(document.textLayer)
    assert.isTrue(await derivedExists(document.hash, '1.layer.gzip.json'))
    assert.isFalse(await derivedExists(document.hash, '2.layer.gzip.json'), 'no layer is even written past the preview')

    const response = await layerOf(client, document.id, 1)
    response.assertStatus(200)
    assert.match(response.header('content-type'), /^application\/json/)
    assert.equal(response.header('content-encoding'), 'gzip')
    assert.equal(response.header('cache-control'), 'public, no-cache', 'caches ask again: 复制保护 can be switched on')
    const body = response.body()
    assert.closeTo(body.w, 595.3, 0.2)
    assert.include(runTexts(body), '第 1 章 Chapter 1 测试文档')
    assert.notInclude(runTexts(body), 'Chapter 3')

    const again = await layerOf(client, document.id, 1).header('If-None-Match', response.header('etag'))
    again.assertStatus(304)

    for (const page of [2, 3, 0, 'abc', '1.json', '-1']) {
      ;(await layerOf(client, document.id, page)).assertStatus(404)
    }
    ;(await layerOf(client, document.hash, 2)).assertStatus(404)
    ;(await layerOf(client, document.hash, 1)).assertStatus(200)

    const { props, html } = await readerProps(client, document.id)
    assert.isTrue(props.text_layer)
    assert.notInclude(html, 'Chapter 3', 'the reader page itself carries no text past the preview')
  }).skip(!tools.mutool && !tools.pdftotext, NO_LAYER_TOOL)

  test('复制保护: the site’s setting, and staff’s choice for one document, turn the layer off or back on', async ({ client, assert }) => {
    const document = await convertedSample()
    await settings.update('document', { copy_protection: true })
    assert.isFalse((await readerProps(client, document.id)).props.text_layer)
    ;(await layerOf(client, document.id, 1)).assertStatus(404)

    await Document.query().where('id', document.id).update({ copyProtection: CopyProtection.Allowed })
    assert.isTrue((await readerProps(client, document.id)).props.text_layer, 'allowed for this document')
    ;(await layerOf(client, document.id, 1)).assertStatus(200)

    await settings.update('document', { copy_protection: false })
    await Document.query().where('id', document.id).update({ copyProtection: CopyProtection.Protected })
    assert.isFalse((await readerProps(client, document.id)).props.text_layer, 'protected for this document')
    ;(await layerOf(client, document.id, 1)).assertStatus(404)

    await Document.query().where('id', document.id).update({ copyProtection: CopyProtection.FollowSite })
    ;(await layerOf(client, document.id, 1)).assertStatus(200)
  }).skip(!tools.mutool && !tools.pdftotext, NO_LAYER_TOOL)

  test('a hidden document’s layer: its owner gets it, kept private; visitors get nothing', async ({ client, assert }) => {
    const owner = await createUser()
    const document = await convertedSample({ userId: owner.id })
    await Document.query().where('id', document.id).update({ status: DocumentStatus.PendingReview })

    ;(await layerOf(client, document.id, 1)).assertStatus(404)
    ;(await layerOf(client, document.id, 1, await tokenFor(await createUser()))).assertStatus(404)
    const mine = await layerOf(client, document.id, 1, await tokenFor(owner))
    mine.assertStatus(200)
    assert.equal(mine.header('cache-control'), 'private, max-age=0, must-revalidate')
    ;(await layerOf(client, document.id, 2, await tokenFor(owner))).assertStatus(404)
  }).skip(!tools.mutool && !tools.pdftotext, NO_LAYER_TOOL)
})

test.group('Text layer: 复制保护 per document is staff’s to set', () => {
  test('PUT /api/v1/document: staff set it, the uploader may not, a bad value is refused', async ({ client, assert }) => {
    const owner = await createUser()
    const document = await documentFromBytes(await ownSample(), 'sample.pdf', { userId: owner.id, status: DocumentStatus.Converted })
    const ownerToken = await tokenFor(owner)

    const refused = await client.put('/api/v1/document').bearerToken(ownerToken).json({ id: document.id, copy_protection: 1 })
    refused.assertStatus(403)
    assert.equal(refused.body().message, '您没有权限修改文档的复制保护')

    const { user: editor } = await createStaff([DocumentsPermission.document.update])
    const editorToken = await tokenFor(editor)
    const invalid = await client.put('/api/v1/document').bearerToken(editorToken).json({ id: document.id, copy_protection: 5 })
    invalid.assertStatus(400)
    assert.include(JSON.stringify(invalid.body()), '复制保护只能是')

    const saved = await client.put('/api/v1/document').bearerToken(editorToken).json({ id: document.id, copy_protection: 1 })
    saved.assertStatus(200)
    assert.equal((await fresh(document.id)).copyProtection, CopyProtection.Protected)
    const shown = await client.get('/api/v1/document').qs({ id: document.id })
    assert.equal(shown.body().copy_protection ?? shown.body().document?.copy_protection, CopyProtection.Protected)

    const untouched = await client.put('/api/v1/document').bearerToken(ownerToken).json({ id: document.id, title: '只改标题' })
    untouched.assertStatus(200)
    assert.equal((await fresh(document.id)).copyProtection, CopyProtection.Protected, 'an edit without it keeps it')
  })
})
