import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { queue } from '#core/queue/contracts'
import { createUser } from '#tests/helpers/users'
import { DocumentFactory } from '#plugins/documents/testing'
import SpiderDocument from '../../models/spider_document.js'
import SpiderUrl from '../../models/spider_url.js'
import { SpiderDocumentStatus, SpiderUrlStatus } from '../../enums/spider_status.js'
import { enqueueDueSources, STALE_WORK_MS } from '../../actions/queue_spider.js'
import { dueJob } from '../../jobs/spider_jobs.js'
import { urlHash } from '../../actions/crawl_source.js'
import type { FixtureServer } from '../fixture_server.js'
import { disabledReason, freshSpiderStaff, openLoopback, spiderDisabled, spiderSite } from './spider_helpers.js'

async function found(url: string, status: number, extra: Partial<SpiderDocument> = {}) {
  return SpiderDocument.create({ url, urlHash: urlHash(url), title: 'x', status: status as never, categoryId: [], ...extra })
}

test.group('Spider API: sources, states and schedules', (group) => {
  group.each.timeout(90_000)
  group.tap((item) => item.skip(spiderDisabled, disabledReason))
  let server: FixtureServer
  let token: string

  group.setup(async () => {
    const site = await spiderSite()
    server = site.server
    return site.teardown
  })
  group.each.setup(async () => {
    token = await freshSpiderStaff()
  })

  test('a GBK list page keeps its Chinese link text; a page of 100,000 links records at most the max_links setting', async ({
    client,
    assert,
  }) => {
    await openLoopback({ max_links: 2000 })
    const created = await client
      .post('/api/v1/spiderurl')
      .bearerToken(token)
      .json({ url: `${server.origin}/gbk.html\n${server.origin}/many.html`, link_pattern: 'pdf' })
    const [gbk, many] = created.body().spider_url
    for (const source of [gbk, many]) await client.put('/api/v1/spiderurl').bearerToken(token).json({ id: source.id, status: 1 })
    await queue.idle(60_000)
    const row = await SpiderDocument.findByOrFail('url', `${server.origin}/gb.pdf`)
    assert.equal(row.titleFromHref, '国标文档')
    assert.equal((await SpiderUrl.findOrFail(many.id)).total, 2000)
    const listed = await client.get('/api/v1/spiderdocument/list').qs({ spider_url_id: many.id, ext: 'pdf', size: 5 }).bearerToken(token)
    assert.equal(listed.body().total, 2000)
    assert.lengthOf(listed.body().spider_document, 5)
  })

  test('only due daily and weekly sources are queued by the schedule; once-only sources are not', async ({ assert }) => {
    const past = DateTime.now().minus({ minutes: 1 })
    const due = await SpiderUrl.create({ url: `${server.origin}/list.html`, schedule: 'daily', nextRunAt: past, categoryId: [], depth: 1 })
    await SpiderUrl.create({
      url: `${server.origin}/list.html?later`,
      schedule: 'weekly',
      nextRunAt: DateTime.now().plus({ days: 3 }),
      categoryId: [],
    })
    await SpiderUrl.create({ url: `${server.origin}/list.html?once`, schedule: 'once', nextRunAt: null, categoryId: [] })
    // A run left 采集中 by a process that died is taken up again once it is older than the crawl's time limit.
    const stuck = await SpiderUrl.create({
      url: `${server.origin}/list.html?stuck`,
      schedule: 'daily',
      nextRunAt: past,
      categoryId: [],
      status: SpiderUrlStatus.Collecting,
    })
    const running = await SpiderUrl.create({
      url: `${server.origin}/list.html?running`,
      schedule: 'daily',
      nextRunAt: past,
      categoryId: [],
      status: SpiderUrlStatus.Collecting,
    })
    await SpiderUrl.query()
      .where('id', stuck.id)
      .update({ updated_at: DateTime.now().minus({ hours: 1 }).toSQL({ includeOffset: false }) })
    assert.deepEqual(await enqueueDueSources(), [due.id, stuck.id])
    assert.equal((await running.refresh()).status, SpiderUrlStatus.Collecting)
    await queue.idle(30_000)
    await due.refresh()
    assert.equal(due.status, SpiderUrlStatus.Done)
    assert.isAbove(due.nextRunAt!.toMillis(), DateTime.now().plus({ hours: 23 }).toMillis())
  })

  test('queueing moves only rows whose state allows it; published rows cannot be edited; retry of failed rows', async ({
    client,
    assert,
  }) => {
    // A link the site answers 404 for fails its download cleanly and can be queued again from that failed state.
    const fresh = await found(`${server.origin}/missing`, SpiderDocumentStatus.Pending)
    const published = await found(`${server.origin}/p.pdf`, SpiderDocumentStatus.Published, { documentId: 99 })
    const response = await client
      .put('/api/v1/spiderdocument/batch')
      .bearerToken(token)
      .json({ id: [fresh.id, published.id], status: 5, price: 9 })
    assert.deepEqual(response.body(), { updated: 1, queued: [], skipped: [fresh.id, published.id] })
    assert.equal((await published.refresh()).price, 0, 'a published row keeps what it was published with')

    const edit = await client.put('/api/v1/spiderdocument').bearerToken(token).json({ id: published.id, title: '改名' })
    edit.assertStatus(400)
    assert.equal(edit.body().message, '已发布的采集文档不能再修改')

    await client
      .put('/api/v1/spiderdocument/batch')
      .bearerToken(token)
      .json({ id: [fresh.id], status: 1 })
    await queue.idle(30_000)
    await fresh.refresh()
    assert.equal(fresh.status, SpiderDocumentStatus.CollectFailed)
    assert.equal(fresh.error, '服务器返回 HTTP 404')
    const retry = await client.put('/api/v1/spiderdocument').bearerToken(token).json({ id: fresh.id, status: 1 })
    retry.assertStatus(200)
    await queue.idle(30_000)
    assert.equal((await fresh.refresh()).status, SpiderDocumentStatus.CollectFailed)

    const badFind = await client
      .put('/api/v1/spiderdocument/batch')
      .bearerToken(token)
      .json({ id: [fresh.id], find: '(', preview: true })
    badFind.assertStatus(400)
    assert.match(badFind.body().message, /^查找的正则表达式无效/)
  })

  test("the batch also takes the spec client's rows, each with its own fields and queue step", async ({ client, assert }) => {
    const pending = await found(`${server.origin}/missing`, SpiderDocumentStatus.Pending)
    const collected = await found(`${server.origin}/c.pdf`, SpiderDocumentStatus.Collected)
    const published = await found(`${server.origin}/p.pdf`, SpiderDocumentStatus.Published, { documentId: 99 })
    const response = await client
      .put('/api/v1/spiderdocument/batch')
      .bearerToken(token)
      .json({
        spider_document: [
          { id: pending.id, status: 1, url: 'ignored', ext: 'pdf' },
          { id: collected.id, title: '新标题', category_id: '[3,7]', price: 5, language: 'zh' },
          { id: published.id, price: 9 },
        ],
      })
    response.assertStatus(200)
    assert.deepEqual(response.body(), { updated: 1, queued: [pending.id], skipped: [] })
    await collected.refresh()
    assert.deepInclude(collected.serialize(), { title: '新标题', categoryId: [3, 7], price: 5, language: 'zh' })
    assert.equal((await published.refresh()).price, 0)
    await queue.idle(30_000)
    assert.equal((await pending.refresh()).status, SpiderDocumentStatus.CollectFailed)

    const badStatus = await client
      .put('/api/v1/spiderdocument/batch')
      .bearerToken(token)
      .json({ spider_document: [{ id: collected.id, status: 7 }] })
    badStatus.assertStatus(400)
    assert.equal(badStatus.body().message ?? badStatus.body().errors?.[0]?.message, '状态只能设为 1（加入采集队列）或 5（加入发布队列）')
  })

  test('rows and sources a dead process left 采集中 or 发布中 go back to their queue after the lease; the due job retries them', async ({
    assert,
  }) => {
    const longAgo = DateTime.now()
      .minus({ milliseconds: STALE_WORK_MS + 60_000 })
      .toSQL({ includeOffset: false })
    const collecting = await found(`${server.origin}/missing`, SpiderDocumentStatus.Collecting)
    const publishing = await found(`${server.origin}/p.pdf`, SpiderDocumentStatus.Publishing)
    const working = await found(`${server.origin}/working.pdf`, SpiderDocumentStatus.Collecting)
    // This one died after its document was made and before the row said so.
    const made = await DocumentFactory.merge({ attachmentId: 424242 }).create()
    const madeRow = await found(`${server.origin}/made.pdf`, SpiderDocumentStatus.Publishing, { attachmentId: 424242 })
    const source = await SpiderUrl.create({
      url: `${server.origin}/list.html?once`,
      schedule: 'once',
      categoryId: [],
      depth: 1,
      status: SpiderUrlStatus.Collecting,
    })
    await SpiderDocument.query().whereIn('id', [collecting.id, publishing.id, madeRow.id]).update({ updated_at: longAgo })
    await SpiderUrl.query()
      .where('id', source.id)
      .update({ updated_at: DateTime.now().minus({ hours: 1 }).toSQL({ includeOffset: false }) })

    await dueJob.handle({}, {} as never)
    assert.equal((await working.refresh()).status, SpiderDocumentStatus.Collecting, 'a row within its lease is left to its worker')
    await queue.idle(30_000)
    await collecting.refresh()
    assert.equal(collecting.status, SpiderDocumentStatus.CollectFailed)
    assert.equal(collecting.error, '服务器返回 HTTP 404')
    await publishing.refresh()
    assert.equal(publishing.status, SpiderDocumentStatus.PublishFailed)
    assert.match(publishing.error, /不存在/)
    assert.equal((await source.refresh()).status, SpiderUrlStatus.Done)
    await madeRow.refresh()
    assert.deepEqual([madeRow.status, madeRow.documentId], [SpiderDocumentStatus.Published, made.id], 'published once, not twice')
  })

  test('sources are read, edited and deleted; their found documents stay; an unknown owner is refused', async ({ client, assert }) => {
    const owner = await createUser()
    const created = await client
      .post('/api/v1/spiderurl')
      .bearerToken(token)
      .json({ url: [`${server.origin}/a`, `${server.origin}/a`], category_id: '[3,7]', user_id: owner.id, schedule: 'weekly' })
    assert.lengthOf(created.body().spider_url, 1, 'the same URL twice is one source')
    const source = created.body().spider_url[0]
    assert.equal(source.category_id, '[3,7]')
    assert.equal(source.user_id, owner.id)

    const unknown = await client.put('/api/v1/spiderurl').bearerToken(token).json({ id: source.id, user_id: 999999 })
    unknown.assertStatus(400)
    assert.equal(unknown.body().message, '用户 ID 999999 不存在')

    const edited = await client
      .put('/api/v1/spiderurl')
      .bearerToken(token)
      .json({ id: source.id, depth: 3, schedule: 'once', title: '样例' })
    assert.deepInclude(edited.body(), { depth: 3, schedule: 'once', title: '样例', next_run_at: null })

    const row = await found(`${server.origin}/kept.pdf`, SpiderDocumentStatus.Pending, { spiderUrlId: source.id })
    const listed = await client
      .get('/api/v1/spiderurl/list')
      .qs({ wd: '样例', status: [0] })
      .bearerToken(token)
    assert.equal(listed.body().total, 1)
    ;(await client.delete('/api/v1/spiderurl').qs({ id: source.id }).bearerToken(token)).assertStatus(200)
    assert.isNull(await SpiderUrl.find(source.id))
    assert.equal((await row.refresh()).spiderUrlId, 0)
    ;(await client.get('/api/v1/spiderurl').qs({ id: source.id }).bearerToken(token)).assertStatus(404)
    ;(await client.delete('/api/v1/spiderdocument').qs({ id: row.id }).bearerToken(token)).assertStatus(200)
    assert.isNull(await SpiderDocument.find(row.id))
  })
})
