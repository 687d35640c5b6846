import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { queueConversion } from '#plugins/documents/actions/queue_conversion'
import { documentsDisabled, disabledReason, makeCategory, unique, wipeDocuments } from './admin_helpers.js'
import { makeSearchableDocument, withSearchIndex } from './search_helpers.js'
import { documentFromBytes, drained, fresh, runConversionWorkers, setConverter, useRealConverter } from './convert_helpers.js'

/** Latin words are one search term each: a word found on one page only. */
const word = (prefix: string) => unique(prefix).toLowerCase()

/** A paid six-page document whose first two pages anyone may read; `secret` is on page 5 only. */
async function paidDocument(open: string, secret: string, categoryIds: number[] = []) {
  const owner = await createUser()
  const pages = [
    '第一页 导言：本报告说明年度经营情况。',
    `第二页 ${open} 经营概况与主要数据。`,
    '第三页 市场分析。',
    '第四页 付费内容从这里开始。',
    `第五页 ${secret} 仅下载后可读的结论。`,
    '第六页 附录。',
  ]
  const document = await makeSearchableDocument({
    userId: owner.id,
    title: `年度经营报告 ${word('t')}`,
    price: 5,
    pages: 6,
    preview: 2,
    body: pages.join('\f'),
    categoryIds,
  })
  await reindexed(document.id)
  return { owner, document }
}

/** What a conversion announces: the search index follows the document's text and preview. */
async function reindexed(documentId: number) {
  const emitter = await app.container.make('emitter')
  await emitter.emit('documents:converted', { documentId })
  await queue.idle(10_000)
}

async function search(client: any, wd: string) {
  const response = await client.get('/api/v1/search').qs({ wd, type: 0 })
  response.assertStatus(200)
  // Zero totals and empty lists are left out of the answer.
  const body = response.body() as { total?: number; document?: { id: number; description: string }[] }
  return { total: body.total ?? 0, document: body.document ?? [] }
}

test.group('The text gate: nothing past the preview leaves through search or the reader', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  withSearchIndex(group)

  test('search neither finds a paid document by a word past its preview nor quotes that page', async ({ client, assert }) => {
    const open = word('open')
    const secret = word('secret')
    const { document } = await paidDocument(open, secret)

    const bySecret = await search(client, secret)
    assert.equal(bySecret.total, 0, 'page 5 is not indexed')
    assert.deepEqual(bySecret.document, [])

    const byOpen = await search(client, open)
    assert.deepEqual(
      byOpen.document.map((hit) => hit.id),
      [document.id]
    )
    assert.include(byOpen.document[0].description, `<em>${open}</em>`, 'a preview page is quoted, highlighted')

    // Found by its title with the secret word asked too: the passage quoted is still from the preview.
    const mixed = await search(client, `${secret} 年度经营报告`)
    assert.deepEqual(
      mixed.document.map((hit) => hit.id),
      [document.id]
    )
    assert.notInclude(JSON.stringify(mixed.document), secret)
    assert.notInclude(JSON.stringify(mixed.document), '第五页')
  })

  test('changing the preview limit re-gates what search indexes and quotes', async ({ client, assert }) => {
    const secret = word('secret')
    const { document } = await paidDocument(word('open'), secret)
    assert.equal((await search(client, secret)).total, 0)

    await db.from('documents').where('id', document.id).update({ preview: 5 })
    await reindexed(document.id)
    const widened = await search(client, secret)
    assert.deepEqual(
      widened.document.map((hit) => hit.id),
      [document.id]
    )
    assert.include(widened.document[0].description, `<em>${secret}</em>`)

    await db.from('documents').where('id', document.id).update({ preview: 2 })
    await reindexed(document.id)
    assert.equal((await search(client, secret)).total, 0)
  })

  test('the reader text and in-document search stop at the preview, except for the uploader', async ({ client, assert }) => {
    const open = word('open')
    const secret = word('secret')
    const { owner, document } = await paidDocument(open, secret)

    const guest = await client.get('/api/v1/document').qs({ id: document.id, with_all_content: true })
    guest.assertStatus(200)
    assert.include(guest.body().content, open)
    assert.notInclude(guest.body().content, secret)
    const member = await client
      .get('/api/v1/document')
      .qs({ id: document.id, with_all_content: true })
      .bearerToken(await tokenFor(await createUser()))
    assert.notInclude(member.body().content, secret, 'any other member reads the preview')
    const uploader = await client
      .get('/api/v1/document')
      .qs({ id: document.id, with_all_content: true })
      .bearerToken(await tokenFor(owner))
    assert.include(uploader.body().content, secret)

    const inside = await client.get('/api/v1/document/pages/search').qs({ id: document.id, wd: secret })
    inside.assertStatus(200)
    assert.equal(inside.body().total, 0)
    assert.equal(inside.body().searched_pages, 2)
    const own = await client
      .get('/api/v1/document/pages/search')
      .qs({ id: document.id, wd: secret })
      .bearerToken(await tokenFor(owner))
    assert.deepEqual(
      own.body().page.map((page: any) => page.page),
      [5]
    )
  })
})

/** A PDF whose page n shows texts[n - 1] (ASCII), as a word processor would export it. */
function pagesPdf(texts: string[]) {
  const objects: string[] = []
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Count ${texts.length} /Kids [${texts.map((_, index) => `${4 + index * 2} 0 R`).join(' ')}] >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  texts.forEach((text, index) => {
    const stream = `BT /F1 18 Tf 72 700 Td (${text}) Tj ET`
    objects[4 + index * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`
    objects[5 + index * 2] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  })
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = body.length
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body)
}

test.group('The text gate: the description a conversion writes', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.setup(runConversionWorkers)
  group.each.setup(async () => {
    await wipeDocuments()
    await useRealConverter(1)
  })
  group.each.timeout(120_000)

  test('is made of the preview pages only, on the document, its page and the related lists', async ({ client, assert }) => {
    const secret = word('secret')
    await setConverter({ max_preview: 2 })
    const category = await makeCategory()
    const uploaded = await documentFromBytes(
      pagesPdf(['Annual report.', 'Short summary.', 'Markets.', 'Paid part begins.', `Conclusion ${secret}.`]),
      'report.pdf'
    )
    await db.table('document_categories').insert({ document_id: uploaded.id, category_id: category.id })
    await queueConversion([uploaded.id])
    await drained()
    const converted = await fresh(uploaded.id)
    assert.equal(converted.pages, 5)
    assert.equal(converted.preview, 2)
    assert.include(converted.description, 'Short summary', 'the description comes from the text')
    assert.notInclude(converted.description, secret)

    const shown = await client.get('/api/v1/document').qs({ id: converted.id })
    assert.notInclude(shown.body().description, secret)
    const page = await client.get(`/document/${converted.id}`)
    page.assertStatus(200)
    assert.notInclude(page.text(), secret, 'neither in the meta description nor the page data')

    const sibling = await makeSearchableDocument({ userId: 0, categoryIds: [category.id] })
    const related = await client.get('/api/v1/document/related').qs({ id: sibling.id })
    related.assertStatus(200)
    const entry = related.body().document.find((item: { id: number }) => item.id === converted.id)
    assert.exists(entry, 'the converted document is related to its sibling')
    assert.include(entry.description, 'Short summary')
    assert.notInclude(entry.description, secret)
  })
})
