import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { flushEventBuffers } from '#plugins/statistics/services/event_buffer'
import {
  BROWSER,
  CRAWLER,
  disabledReason,
  makeDocument,
  pageViewsOf,
  resetRecording,
  statisticsDisabled,
  visitor,
  visitorCookieOf,
  asVisitor,
} from '../helpers.js'

const RECORD = '/api/v1/statistics/record-page-view'

test.group('Recording page views', (group) => {
  group.tap((item) => item.skip(statisticsDisabled, disabledReason))
  group.each.setup(resetRecording)

  test('the server fills ip, user agent and user itself, whatever the body claims', async ({ client, assert }) => {
    const id = visitor()
    const response = await asVisitor(client.post(RECORD), id).header('User-Agent', BROWSER).header('X-Forwarded-For', '10.77.0.9').json({
      url: '/document/42?page=2',
      referer: 'https://www.baidu.com/s?wd=x',
      user_id: 99,
      ip: '1.2.3.4',
      user_agent: 'Liar/1.0',
      page_type: 'home',
    })
    response.assertStatus(200)
    response.assertBody({ recorded: true })

    const [row] = await pageViewsOf(id)
    assert.include(row, {
      user_id: 0,
      url: '/document/42?page=2',
      page_type: 'document',
      item_id: 42,
      ip: '10.77.0.9',
      user_agent: BROWSER,
    })
    assert.equal(Number(row.is_bot), 0)
    assert.equal(row.referer, 'https://www.baidu.com/s?wd=x')

    const member = await createUser()
    const asMember = visitor()
    await asVisitor(client.post(RECORD), asMember)
      .bearerToken(await tokenFor(member))
      .json({ url: '/', user_id: 1 })
    const [mine] = await pageViewsOf(asMember)
    assert.equal(mine.user_id, member.id)
    assert.equal(mine.page_type, 'home')
  })

  test('a browser without the cookie gets one, its client id when it sends one', async ({ client, assert }) => {
    const clientId = visitor()
    const first = await client.post(RECORD).header('User-Agent', BROWSER).json({ url: '/search?wd=统计', client_id: clientId })
    first.assertStatus(200)
    assert.equal(visitorCookieOf(first), clientId)
    const [row] = await pageViewsOf(clientId)
    assert.equal(row.page_type, 'search')

    const anonymous = await client
      .post(RECORD)
      .header('User-Agent', BROWSER)
      .header('X-Forwarded-For', '10.77.1.1')
      .json({ url: '/article/7' })
    const issued = visitorCookieOf(anonymous)
    assert.match(issued!, /^[A-Za-z0-9_-]{8,64}$/)
    const [article] = await pageViewsOf(issued!)
    assert.include(article, { page_type: 'article', item_id: 7 })

    const returning = await asVisitor(client.post(RECORD), issued!).json({ url: '/article/8' })
    assert.isNull(visitorCookieOf(returning), 'a browser with the cookie is not sent another')
  })

  test('the same path from the same browser counts once per 30 minutes; another path or browser counts', async ({ client, assert }) => {
    const id = visitor()
    const send = (url: string, who = id) => asVisitor(client.post(RECORD), who).header('User-Agent', BROWSER).json({ url })
    assert.deepEqual((await send('/category/3')).body(), { recorded: true })
    assert.deepEqual((await send('/category/3')).body(), { recorded: false })
    assert.deepEqual((await send('/category/3?page=2')).body(), { recorded: false }, 'the path, not the query, is what repeats')
    assert.deepEqual((await send('/category/4')).body(), { recorded: true })
    const other = visitor()
    assert.deepEqual((await send('/category/3', other)).body(), { recorded: true })
    assert.lengthOf(await pageViewsOf(id), 2)
    assert.lengthOf(await pageViewsOf(other), 1)
  })

  test('known crawlers are flagged, admin pages are never recorded', async ({ client, assert }) => {
    const bot = visitor()
    await asVisitor(client.post(RECORD), bot).header('User-Agent', CRAWLER).json({ url: '/document/5' })
    const [row] = await pageViewsOf(bot)
    assert.equal(Number(row.is_bot), 1)

    const curl = visitor()
    await asVisitor(client.post(RECORD), curl).header('User-Agent', 'curl/8.5.0').json({ url: '/' })
    assert.equal(Number((await pageViewsOf(curl))[0].is_bot), 1)

    const admin = visitor()
    for (const url of ['/admin', '/admin/statistics', 'http://localhost/admin/user/list']) {
      const response = await asVisitor(client.post(RECORD), admin).json({ url })
      response.assertBody({ recorded: false })
    }
    assert.lengthOf(await pageViewsOf(admin), 0)
  })

  test('a move within the site keeps the referer as a path; a full URL is stored as its path', async ({ client, assert }) => {
    const id = visitor()
    const site = `${process.env.HOST}:${process.env.PORT}`
    ;(await asVisitor(client.post(RECORD), id).json({ url: `http://${site}/user/12/document` })).assertStatus(200)
    ;(await asVisitor(client.post(RECORD), id).json({ url: '/document/9', referer: `http://${site}/user/12/document` })).assertStatus(200)
    ;(await asVisitor(client.post(RECORD), id).json({ url: '/document/10', referer: 'https://example.org/list' })).assertStatus(200)
    const rows = await pageViewsOf(id)
    assert.include(rows[0], { url: '/user/12/document', page_type: 'user', item_id: 12, referer: '' })
    assert.equal(rows[1].referer, '/user/12/document')
    assert.equal(rows[2].referer, 'https://example.org/list')
  })

  test('a page the site does not know keeps the type and item the client gives', async ({ client, assert }) => {
    const id = visitor()
    await asVisitor(client.post(RECORD), id).json({ url: '/app/reader', page_type: 'document', item_id: 3 })
    await asVisitor(client.post(RECORD), id).json({ url: '/tool' })
    const rows = await pageViewsOf(id)
    assert.include(rows[0], { page_type: 'document', item_id: 3 })
    assert.include(rows[1], { page_type: 'other', item_id: 0 })
  })

  test('bad input is refused with a message and records nothing', async ({ client, assert }) => {
    const id = visitor()
    const missing = await asVisitor(client.post(RECORD), id).json({ referer: '/' })
    missing.assertStatus(400)
    assert.equal(missing.body().message, '请提供页面地址')
    const badType = await asVisitor(client.post(RECORD), id).json({ url: '/x', page_type: 'casino' })
    badType.assertStatus(400)
    assert.equal(badType.body().message, '页面类型无效')
    const badClient = await client.post(RECORD).json({ url: '/x', client_id: 'a b' })
    badClient.assertStatus(400)
    assert.equal(badClient.body().message, '客户端标识格式不正确')
    assert.lengthOf(await pageViewsOf(id), 0)
  })

  test('a signed-in browser is counted as its user through the session; a guest beacon is answered before it', async ({
    client,
    assert,
  }) => {
    const member = await createUser()
    const id = visitor()
    const signedIn = await asVisitor(client.post(RECORD), id)
      .loginAs(member)
      .withCsrfToken()
      .header('X-Forwarded-For', '10.77.2.2')
      .json({ url: '/user/1' })
    signedIn.assertStatus(200)
    const [row] = await pageViewsOf(id)
    assert.include(row, { user_id: member.id, ip: '10.77.2.2' })

    // The guest's beacon opens no session and issues no CSRF token; the signed-in call did.
    const cookieNames = (response: any) =>
      ([] as string[]).concat(response.header('set-cookie') ?? []).map((cookie) => cookie.split('=')[0])
    assert.include(cookieNames(signedIn), 'XSRF-TOKEN')
    // (The test client always sends a session cookie, so the guest is a plain fetch, as the tracker's.)
    const guestId = visitor()
    const guest = await fetch(`http://${process.env.HOST}:${process.env.PORT}${RECORD}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER },
      body: JSON.stringify({ url: '/user/1', client_id: guestId }),
    })
    assert.equal(guest.status, 200)
    assert.deepEqual(await guest.json(), { recorded: true })
    assert.deepEqual(
      guest.headers.getSetCookie().map((cookie) => cookie.split('=')[0]),
      ['ds_vid']
    )
    assert.include((await pageViewsOf(guestId))[0], { user_id: 0, page_type: 'user', item_id: 1, user_agent: BROWSER })

    const broken = await fetch(`http://${process.env.HOST}:${process.env.PORT}${RECORD}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"url": "/x"',
    })
    assert.equal(broken.status, 400)
    assert.equal(((await broken.json()) as { message: string }).message, '请求内容不是有效的 JSON')
  })

  test('a closed site takes no page views from guests', async ({ client, assert, cleanup }) => {
    await settings.update('security', { is_close: true })
    cleanup(async () => {
      await settings.update('security', { is_close: false })
    })
    const id = visitor()
    const response = await asVisitor(client.post(RECORD), id).json({ url: '/' })
    response.assertStatus(401)
    assert.lengthOf(await pageViewsOf(id), 0)
  })

  test('nothing is recorded while statistics.enable is off', async ({ client, assert }) => {
    await settings.update('statistics', { enable: false })
    const id = visitor()
    const response = await asVisitor(client.post(RECORD), id).json({ url: '/' })
    response.assertBody({ recorded: false })
    assert.lengthOf(await pageViewsOf(id), 0)
  })
})

test.group('Recording document accesses', (group) => {
  group.tap((item) => item.skip(statisticsDisabled, disabledReason))
  group.each.setup(resetRecording)

  test('an opened document is recorded once per browser within 30 minutes; a missing one is 404', async ({ client, assert }) => {
    const document = await makeDocument()
    const id = visitor()
    const send = () =>
      asVisitor(client.post('/api/v1/statistics/record-document-access'), id)
        .header('User-Agent', BROWSER)
        .json({ document_id: document.id })
    assert.deepEqual((await send()).body(), { recorded: true })
    assert.deepEqual((await send()).body(), { recorded: false })
    await flushEventBuffers()
    const rows = await db.from('statistics_document_events').where('visitor_id', id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0], { document_id: document.id, action: 1 })

    const missing = await client.post('/api/v1/statistics/record-document-access').json({ document_id: 987654321 })
    missing.assertStatus(404)
    assert.equal(missing.body().message, '文档不存在')
    const invalid = await client.post('/api/v1/statistics/record-document-access').json({})
    invalid.assertStatus(400)
    assert.equal(invalid.body().message, '请指定文档')
  })

  test('a granted download is counted by the server, in the download transaction', async ({ client, assert }) => {
    await settings.update('download', { enable_guest_download: true, times_every_day: 10, times_every_ip: 10 })
    const document = await makeDocument()
    const granted = await client.get('/api/v1/document/download').qs({ id: document.id }).header('X-Forwarded-For', '10.77.3.3')
    granted.assertStatus(200)
    const rows = await db.from('statistics_document_events').where('document_id', document.id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0], { action: 2, ip: '10.77.3.3', user_id: 0 })

    await settings.update('download', { times_every_ip: 1 })
    const refused = await client.get('/api/v1/document/download').qs({ id: document.id }).header('X-Forwarded-For', '10.77.3.3')
    refused.assertStatus(403)
    assert.lengthOf(await db.from('statistics_document_events').where('document_id', document.id), 1, 'a refused download is not counted')
  })
})
