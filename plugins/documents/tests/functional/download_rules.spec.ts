import { test } from '@japa/runner'
import { punish } from '#core/accounts/tests/helpers'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { ApiError } from '#core/kernel/http/api_error'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { beforeDocumentDownload } from '#plugins/documents/contracts'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { createReaderDocument } from './reader_fixtures.js'

const DEFAULTS = { enable_guest_download: false, times_every_day: 10, times_every_ip: 10, url_duration: 60, secret_key: '' }
let ipCounter = 0
/** Each test downloads from its own address, so the per-IP limit of one does not leak into another. */
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

test.group('Download links: who may download', (group) => {
  group.each.setup(async () => {
    await settings.update('download', DEFAULTS)
    // The documents plugin's own rules: other plugins' handlers (commerce charging credits) step
    // aside during each test and come back after it, for the suites that run later.
    const others = beforeDocumentDownload.handlers()
    beforeDocumentDownload.clear()
    return () => {
      beforeDocumentDownload.clear()
      others.forEach((handler) => beforeDocumentDownload.add('restored', handler))
    }
  })

  test('a guest must log in, unless guests may download free documents', async ({ client, assert }) => {
    const free = await createReaderDocument()
    const paid = await createReaderDocument({ price: 5 })
    const ip = nextIp()
    const refused = await client.get('/api/v1/document/download').qs({ id: free.id }).header('X-Forwarded-For', ip)
    refused.assertStatus(401)
    assert.equal(refused.body().message, '请先登录')

    await settings.update('download', { enable_guest_download: true })
    const granted = await client.get('/api/v1/document/download').qs({ id: free.id }).header('X-Forwarded-For', ip)
    granted.assertStatus(200)
    assert.match(granted.body().url, /^\/download\/[\w-]+\.[\w-]+$/)
    const paidRefused = await client.get('/api/v1/document/download').qs({ id: paid.id }).header('X-Forwarded-For', ip)
    paidRefused.assertStatus(401)

    const row = await db.from('document_downloads').where('document_id', free.id).first()
    assert.equal(row.user_id, 0)
    assert.equal(row.ip, ip)
    await free.refresh()
    assert.equal(free.downloadCount, 1)
  })

  test('a hidden or missing document is 404, except for its uploader and staff', async ({ client }) => {
    const owner = await createUser()
    const hidden = await createReaderDocument({ userId: owner.id, status: 6 })
    const binned = await createReaderDocument({ userId: owner.id, deleted: true })
    const stranger = await tokenFor(await createUser())
    for (const document of [hidden, binned]) {
      ;(await client.get('/api/v1/document/download').qs({ id: document.id }).bearerToken(stranger)).assertStatus(404)
      ;(await client.get('/api/v1/document/download').qs({ id: document.id })).assertStatus(404)
      ;(
        await client
          .get('/api/v1/document/download')
          .qs({ id: document.id })
          .bearerToken(await tokenFor(owner))
          .header('X-Forwarded-For', nextIp())
      ).assertStatus(200)
    }
    const { user: staff } = await createStaff([DocumentsPermission.document.list])
    ;(
      await client
        .get('/api/v1/document/download')
        .qs({ id: hidden.id })
        .bearerToken(await tokenFor(staff))
        .header('X-Forwarded-For', nextIp())
    ).assertStatus(200)
    ;(await client.get('/api/v1/document/download').qs({ id: 99999999 }).bearerToken(stranger)).assertStatus(404)
  })

  test('a user punished with 禁止下载 is refused', async ({ client, assert }) => {
    const user = await createUser()
    await punish(user.id, 4, '恶意下载', null)
    const document = await createReaderDocument()
    const response = await client
      .get('/api/v1/document/download')
      .qs({ id: document.id })
      .bearerToken(await tokenFor(user))
      .header('X-Forwarded-For', nextIp())
    response.assertStatus(403)
    assert.include(response.body().message, '您已被禁止下载文档')
    assert.include(response.body().message, '恶意下载')
    assert.lengthOf(await db.from('document_downloads').where('user_id', user.id), 0)
  })

  test('parallel downloads stop at the daily limits per user and per IP', async ({ client, assert }) => {
    await settings.update('download', { times_every_day: 3, times_every_ip: 4 })
    const document = await createReaderDocument()
    const download = (token: string, ip: string) =>
      client.get('/api/v1/document/download').qs({ id: document.id }).bearerToken(token).header('X-Forwarded-For', ip)

    const user = await createUser()
    const token = await tokenFor(user)
    const byUser = await Promise.all(Array.from({ length: 10 }, () => download(token, nextIp())))
    const userStatuses = byUser.map((response) => response.status())
    assert.equal(userStatuses.filter((status) => status === 200).length, 3, userStatuses.join(','))
    assert.equal(userStatuses.filter((status) => status === 403).length, 7, userStatuses.join(','))
    assert.lengthOf(await db.from('document_downloads').where('user_id', user.id), 3)

    const ip = nextIp()
    const tokens = []
    for (let index = 0; index < 10; index++) tokens.push(await tokenFor(await createUser()))
    const byIp = await Promise.all(tokens.map((each) => download(each, ip)))
    const ipStatuses = byIp.map((response) => response.status())
    assert.equal(ipStatuses.filter((status) => status === 200).length, 4, ipStatuses.join(','))
    assert.lengthOf(await db.from('document_downloads').where('ip', ip), 4)
  })

  test('the daily limits per user and per IP count today’s downloads', async ({ client, assert }) => {
    await settings.update('download', { times_every_day: 2, times_every_ip: 3 })
    const user = await createUser()
    const token = await tokenFor(user)
    const document = await createReaderDocument()
    const ip = nextIp()
    for (let index = 0; index < 2; index++) {
      ;(
        await client.get('/api/v1/document/download').qs({ id: document.id }).bearerToken(token).header('X-Forwarded-For', ip)
      ).assertStatus(200)
    }
    const third = await client
      .get('/api/v1/document/download')
      .qs({ id: document.id })
      .bearerToken(token)
      .header('X-Forwarded-For', nextIp())
    third.assertStatus(403)
    assert.equal(third.body().message, '您今日的下载次数已用完，请明天再来')

    // Yesterday's downloads do not count.
    await db
      .from('document_downloads')
      .where('user_id', user.id)
      .update({ created_at: DateTime.now().minus({ days: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    ;(await client.get('/api/v1/document/download').qs({ id: document.id }).bearerToken(token).header('X-Forwarded-For', ip)).assertStatus(
      200
    )

    const other = await tokenFor(await createUser())
    ;(await client.get('/api/v1/document/download').qs({ id: document.id }).bearerToken(other).header('X-Forwarded-For', ip)).assertStatus(
      200
    )
    ;(await client.get('/api/v1/document/download').qs({ id: document.id }).bearerToken(other).header('X-Forwarded-For', ip)).assertStatus(
      200
    )
    const byIp = await client
      .get('/api/v1/document/download')
      .qs({ id: document.id })
      .bearerToken(await tokenFor(await createUser()))
      .header('X-Forwarded-For', ip)
    byIp.assertStatus(403)
    assert.equal(byIp.body().message, '当前IP今日的下载次数已用完，请明天再来')
  })

  test('a plugin refusing through beforeDocumentDownload stops the download before anything is recorded', async ({ client, assert }) => {
    const seen: number[] = []
    beforeDocumentDownload.add('test', async ({ document, userId }) => {
      seen.push(userId)
      if (document.price > 0) throw ApiError.forbidden('您的魔豆不足')
    })
    const user = await createUser()
    const token = await tokenFor(user)
    const paid = await createReaderDocument({ price: 8 })
    const refused = await client.get('/api/v1/document/download').qs({ id: paid.id }).bearerToken(token).header('X-Forwarded-For', nextIp())
    refused.assertStatus(403)
    assert.equal(refused.body().message, '您的魔豆不足')
    assert.lengthOf(await db.from('document_downloads').where('document_id', paid.id), 0)
    await paid.refresh()
    assert.equal(paid.downloadCount, 0)

    const free = await createReaderDocument()
    ;(
      await client.get('/api/v1/document/download').qs({ id: free.id }).bearerToken(token).header('X-Forwarded-For', nextIp())
    ).assertStatus(200)
    assert.deepEqual(seen, [user.id, user.id])
  })

  test('staff fetch the original of a document under review; other statuses are 404', async ({ client, assert }) => {
    const { user: reviewer } = await createStaff([DocumentsPermission.document.download_reviewed])
    const token = await tokenFor(reviewer)
    for (const status of [4, 6, 7] as const) {
      const document = await createReaderDocument({ status })
      const response = await client.get('/api/v1/document/download/bereviewed').qs({ id: document.id }).bearerToken(token)
      response.assertStatus(200)
      const file = await client.get(response.body().url)
      file.assertStatus(200)
    }
    const published = await createReaderDocument({ status: 2 })
    ;(await client.get('/api/v1/document/download/bereviewed').qs({ id: published.id }).bearerToken(token)).assertStatus(404)
    const pending = await createReaderDocument({ status: 6 })
    ;(
      await client
        .get('/api/v1/document/download/bereviewed')
        .qs({ id: pending.id })
        .bearerToken(await tokenFor(await createUser()))
    ).assertStatus(403)
    ;(await client.get('/api/v1/document/download/bereviewed').qs({ id: pending.id })).assertStatus(401)
    assert.lengthOf(await db.from('document_downloads').where('document_id', pending.id), 0)
  })

  test('my downloads list the documents I downloaded, newest first', async ({ client, assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    const first = await createReaderDocument({ title: '第一份' })
    const second = await createReaderDocument({ title: '第二份' })
    for (const document of [first, second]) {
      ;(
        await client.get('/api/v1/document/download').qs({ id: document.id }).bearerToken(token).header('X-Forwarded-For', nextIp())
      ).assertStatus(200)
    }
    const list = await client.get('/api/v1/user/download').bearerToken(token)
    list.assertStatus(200)
    assert.equal(list.body().total, 2)
    assert.deepEqual(
      list.body().download.map((item: { title: string }) => item.title),
      ['第二份', '第一份']
    )
    assert.equal(list.body().download[0].ext, '.pdf')
    ;(await client.get('/api/v1/user/download')).assertStatus(401)

    const page = await client.get('/me/download').header('Accept', 'text/html').bearerToken(token)
    page.assertStatus(200)
    assert.include(page.text(), '我的下载')
    assert.include(page.text(), `href="/document/${second.id}"`)
    const empty = await client
      .get('/me/download')
      .header('Accept', 'text/html')
      .bearerToken(await tokenFor(await createUser()))
    assert.include(empty.text(), '暂无下载')
  })
})
