import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { searchIndex } from '#core/search/contracts'
import { createUser } from '#tests/helpers/users'
import { documentsDisabled, disabledReason, makeCategory, unique } from './admin_helpers.js'
import { makeSearchableDocument, withSearchIndex } from './search_helpers.js'

/** Latin words are one search term each. */
const word = (prefix: string) => unique(prefix).toLowerCase()

interface Row {
  id: number
  uuid: string
  title: string
  description: string
  ext: string
  price: number
  pages: number
  size: number
  keywords: string
  created_at: string
}

async function searchDocuments(client: any, qs: Record<string, unknown>) {
  const response = await client.get('/api/v1/document/search').qs(qs)
  response.assertStatus(200)
  return response.body() as { total: number; spend: string; document: Row[] }
}

async function indexed(...ids: number[]) {
  await searchIndex.sync('document', ids)
}

test.group('GET /api/v1/document/search: MOREDOC search page on the site search', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  withSearchIndex(group)

  test('finds what the site search finds, as plain text quoting only preview pages, and records the search', async ({ client, assert }) => {
    const owner = await createUser()
    const open = word('open')
    const secret = word('secret')
    const document = await makeSearchableDocument({
      userId: owner.id,
      title: `经营 & 报告 <${open}>`,
      price: 5,
      pages: 4,
      preview: 2,
      keywords: '经营,报告',
      body: ['第一页 导言', `第二页 ${open} 主要数据`, '第三页 付费', `第四页 ${secret} 结论`].join('\f'),
    })
    await indexed(document.id)

    const bySecret = await searchDocuments(client, { wd: secret, page: 1, size: 10, ext: 'all', sort: 'default' })
    assert.equal(bySecret.total, 0, 'a word past the preview finds nothing')
    assert.deepEqual(bySecret.document, [])

    const found = await searchDocuments(client, { wd: open, page: 1, size: 10, ext: 'all', sort: 'default', duration: 'all' })
    assert.equal(found.total, 1)
    assert.match(found.spend, /^\d+\.\d{3}$/)
    const [row] = found.document
    assert.equal(row.id, document.id)
    assert.equal(row.uuid, document.uuid)
    assert.equal(row.title, `经营 & 报告 <${open}>`, 'the title is plain text: the client prints it escaped')
    assert.include(row.description, `${open} 主要数据`)
    assert.notInclude(row.description, '<em>')
    assert.notInclude(JSON.stringify(found.document), secret)
    assert.include(row, { ext: '.pdf', price: 5, pages: 4, size: 1024, keywords: '经营,报告' })

    const site = await client.get('/api/v1/search').qs({ wd: open, type: 0 })
    assert.deepEqual(
      site.body().document.map((hit: { id: number }) => hit.id),
      found.document.map((hit) => hit.id),
      'the same hits as the site search'
    )

    const records = await db.from('search_records').where('keywords', open).where('type', 0)
    assert.isAtLeast(records.length, 1, 'the search is recorded like the site search')
    assert.equal(Number(records[0].total), 1)
  })

  test('ext=all is every format, doc every Word format, pdf only PDF; category_id[] narrows', async ({ client, assert }) => {
    const owner = await createUser()
    const topic = word('topic')
    const category = await makeCategory()
    const pdf = await makeSearchableDocument({ userId: owner.id, title: `${topic} pdf`, ext: '.pdf', body: topic })
    const docx = await makeSearchableDocument({
      userId: owner.id,
      title: `${topic} docx`,
      ext: '.docx',
      body: topic,
      categoryIds: [category.id],
    })
    const wps = await makeSearchableDocument({ userId: owner.id, title: `${topic} wps`, ext: '.wps', body: topic })
    const epub = await makeSearchableDocument({ userId: owner.id, title: `${topic} epub`, ext: '.epub', body: topic })
    await indexed(pdf.id, docx.id, wps.id, epub.id)
    const ids = async (qs: Record<string, unknown>) =>
      (await searchDocuments(client, { wd: topic, ...qs })).document.map((row) => row.id).sort((a, b) => a - b)

    assert.deepEqual(await ids({ ext: 'all' }), [pdf.id, docx.id, wps.id, epub.id])
    assert.deepEqual(await ids({}), [pdf.id, docx.id, wps.id, epub.id])
    assert.deepEqual(await ids({ ext: 'doc' }), [docx.id, wps.id])
    assert.deepEqual(await ids({ ext: 'pdf' }), [pdf.id])
    assert.deepEqual(await ids({ ext: 'other' }), [epub.id])
    assert.deepEqual(await ids({ ext: 'docx' }), [docx.id], 'an extension that is no family is that extension')
    assert.deepEqual(await ids({ ext: 'xls' }), [])
    assert.deepEqual(await ids({ 'category_id[]': category.id }), [docx.id])
    assert.deepEqual(await ids({ category_id: category.id, ext: 'doc' }), [docx.id])
    const counted = await searchDocuments(client, { wd: topic, ext: 'doc' })
    assert.equal(counted.total, 2, 'the total counts the filtered hits')
  })

  test("created_at=[start, end] (the page's 最近一周...) keeps documents created in that period", async ({ client, assert }) => {
    const owner = await createUser()
    const topic = word('period')
    const recent = await makeSearchableDocument({ userId: owner.id, title: `${topic} 新`, body: topic })
    const old = await makeSearchableDocument({ userId: owner.id, title: `${topic} 旧`, body: topic })
    await db
      .from('documents')
      .where('id', old.id)
      .update({ created_at: DateTime.now().minus({ days: 40 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    await indexed(recent.id, old.id)
    const stamp = (time: DateTime) => time.toFormat('yyyy-MM-dd HH:mm:ss')
    const week = [stamp(DateTime.now().minus({ days: 7 })), stamp(DateTime.now().plus({ minutes: 1 }))]
    const lastWeek = await client.get(`/api/v1/document/search?wd=${topic}&created_at=${week[0]}&created_at=${week[1]}`)
    assert.deepEqual(
      lastWeek.body().document.map((row: Row) => row.id),
      [recent.id]
    )
    assert.equal(lastWeek.body().total, 1)
    const all = await searchDocuments(client, { wd: topic })
    assert.equal(all.total, 2, 'no period: every date')
  })

  test('no words: nothing searched, an empty answer of the same shape', async ({ client, assert }) => {
    const empty = await searchDocuments(client, { wd: '', page: 1 })
    assert.equal(empty.total, 0)
    assert.deepEqual(empty.document, [])
    assert.match(empty.spend, /^\d+\.\d{3}$/)
  })
})
