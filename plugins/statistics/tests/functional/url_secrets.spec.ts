import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'
import { rollupEvents } from '#plugins/statistics/actions/rollup_events'
import { flushEventBuffers } from '#plugins/statistics/services/event_buffer'
import StripStatisticsSecrets from '#plugins/statistics/database/migrations/20261129101000_strip_secrets_from_statistics_urls'
import StripSearchSecrets from '#core/search/database/migrations/20261129101100_strip_secrets_from_search_records'
import { BROWSER, asVisitor, disabledReason, resetRecording, statisticsDisabled, visitor } from '../helpers.js'

const RECORD = '/api/v1/statistics/record-page-view'
const TOKEN = 'eyJpZCI6MTJ9.c2VjcmV0LXJlc2V0LXRva2Vu'
const EMAIL = 'victim@example.com'
const SECRETS = [TOKEN, EMAIL, encodeURIComponent(EMAIL), 'c0de-0f-oauth', 'st4te-0f-oauth']

function assertNoSecrets(assert: any, value: unknown) {
  const text = JSON.stringify(value)
  for (const secret of SECRETS) assert.notInclude(text, secret)
}

test.group('Statistics keep no secrets of the URLs they record', (group) => {
  group.tap((item) => item.skip(statisticsDisabled, disabledReason))
  group.each.setup(resetRecording)

  test('a visit to a password-reset link shows in 访客分析 without its token and address', async ({ client, assert }) => {
    const id = visitor()
    const ip = `10.91.${Math.floor(Math.random() * 250)}.7`
    const recorded = await asVisitor(client.post(RECORD), id)
      .header('User-Agent', BROWSER)
      .header('X-Forwarded-For', ip)
      .json({
        url: `https://docs.example.com/findpassword?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`,
        referer: `https://mail.example.net/read?msg=3&token=${TOKEN}`,
      })
    recorded.assertStatus(200)
    assert.isTrue(recorded.body().recorded)
    const callback = await asVisitor(client.post(RECORD), id)
      .header('User-Agent', BROWSER)
      .header('X-Forwarded-For', ip)
      .json({ url: '/oauth/callback/github?code=c0de-0f-oauth&state=st4te-0f-oauth&lang=zh', referer: `/findpassword?token=${TOKEN}` })
    callback.assertStatus(200)
    await flushEventBuffers()
    await rollupEvents({ lagMs: 0 })

    const token = await tokenFor(await createSuperAdmin())
    const list = await client.get('/api/v1/statistics/visitor-list').qs({ ip, days: 1 }).bearerToken(token)
    list.assertStatus(200)
    assert.equal(list.body().total, 1)
    assert.equal(list.body().visitor[0].last_url, '/oauth/callback/github?lang=zh')
    assertNoSecrets(assert, list.body())

    const trail = await client.get('/api/v1/statistics/visitor-activities').qs({ visitor_id: id, days: 1 }).bearerToken(token)
    trail.assertStatus(200)
    assert.sameDeepMembers(
      trail.body().activity.map((row: any) => [row.url, row.referer]),
      [
        ['/findpassword', 'https://mail.example.net/read?msg=3'],
        ['/oauth/callback/github?lang=zh', '/findpassword'],
      ]
    )
    assertNoSecrets(assert, trail.body())
  })

  test('the migration cleans page views, visitors and search records stored before', async ({ assert }) => {
    const id = visitor()
    const stamp = '2024-06-03 09:00:00'
    const dirty = `/findpassword?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`
    const [view] = await db
      .table('statistics_page_views')
      .insert({
        visitor_id: id,
        url: dirty,
        page_type: 'other',
        referer: `https://mail.example.net/read?msg=3&token=${TOKEN}`,
        day: '2024-06-03',
        created_at: stamp,
      })
      .returning('id')
    const [plain] = await db
      .table('statistics_page_views')
      .insert({ visitor_id: id, url: '/search?wd=x', page_type: 'search', referer: '', day: '2024-06-03', created_at: stamp })
      .returning('id')
    await db.table('statistics_visitors').insert({ visitor_id: id, last_url: dirty, first_seen_at: stamp, last_seen_at: stamp })
    const [record] = await db
      .table('search_records')
      .insert({ keywords: `/findpassword?token=${TOKEN.slice(0, 20)}`, created_at: stamp, updated_at: stamp })
      .returning('id')

    for (const Migration of [StripStatisticsSecrets, StripSearchSecrets]) {
      await new Migration(db.connection(), 'strip_secrets', false).execUp()
    }

    const views = await db
      .from('statistics_page_views')
      .whereIn('id', [view.id ?? view, plain.id ?? plain])
      .orderBy('id')
    assert.deepEqual(
      views.map((row) => [row.url, row.referer]),
      [
        ['/findpassword', 'https://mail.example.net/read?msg=3'],
        ['/search?wd=x', ''],
      ]
    )
    const stored = await db.from('statistics_visitors').where('visitor_id', id).firstOrFail()
    assert.equal(stored.last_url, '/findpassword')
    const search = await db
      .from('search_records')
      .where('id', record.id ?? record)
      .firstOrFail()
    assert.equal(search.keywords, '/findpassword')
  })
})
