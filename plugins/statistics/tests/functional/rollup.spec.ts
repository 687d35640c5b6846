import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { recordPageView, type Caller } from '#plugins/statistics/actions/record_page_view'
import { recordDocumentAccess, recordDownload } from '#plugins/statistics/actions/record_document_access'
import { WINDOWS, windowsEnd } from '#plugins/statistics/services/document_windows'
import { rollupEvents } from '#plugins/statistics/actions/rollup_events'
import { purgeEvents } from '#plugins/statistics/actions/purge_events'
import { flushEventBuffers } from '#plugins/statistics/services/event_buffer'
import { addDays, dayOf, readStamp, stampOf } from '#plugins/statistics/services/clock'
import { BROWSER, CRAWLER, PHONE, disabledReason, makeDocument, resetRecording, statisticsDisabled, visitor } from '../helpers.js'

const caller = (visitorCookie: string, userAgent = BROWSER, userId = 0): Caller => ({
  userId,
  ip: '10.88.0.1',
  userAgent,
  visitorCookie,
  host: 'docs.example.com',
})
const at = (day: string, time = '10:00:00') => new Date(`${day}T${time}`)

async function daily(day: string) {
  const row = await db.from('statistics_daily').where('day', day).first()
  return row ? Object.fromEntries(Object.entries(row).map(([key, value]) => [key, key === 'day' ? value : Number(value)])) : null
}

async function visitorRow(id: string) {
  return db.from('statistics_visitors').where('visitor_id', id).first()
}

test.group('Statistics rollup', (group) => {
  group.tap((item) => item.skip(statisticsDisabled, disabledReason))
  group.each.setup(resetRecording)

  test('page views become daily figures: each visitor once a day, new and returning apart, crawlers aside', async ({ assert }) => {
    const day1 = '2024-03-04'
    const day2 = '2024-03-05'
    const [a, b, bot, d] = [visitor(), visitor(), visitor(), visitor()]
    const doc1 = await makeDocument()
    const doc2 = await makeDocument()
    await recordPageView({ url: '/' }, caller(a), at(day1, '09:00:00'))
    await recordPageView({ url: `/document/${doc1.id}` }, caller(a), at(day1, '09:01:00'))
    await recordPageView({ url: '/category/2' }, caller(a), at(day1, '09:02:00'))
    await recordPageView(
      { url: `/document/${doc1.id}`, referer: 'https://www.baidu.com/s?wd=统计' },
      caller(b, PHONE),
      at(day1, '11:00:00')
    )
    await recordPageView({ url: `/document/${doc1.id}` }, caller(bot, CRAWLER), at(day1, '12:00:00'))
    await recordPageView({ url: `/document/${doc2.id}` }, caller(a), at(day2, '08:00:00'))
    await recordPageView({ url: '/search?wd=x' }, caller(d), at(day2, '08:30:00'))
    await recordDocumentAccess({ document_id: doc2.id }, caller(d), at(day2, '08:31:00'))

    await rollupEvents({ lagMs: 0 })

    assert.deepInclude(await daily(day1), {
      page_views: 4,
      bot_views: 1,
      visitors: 2,
      new_visitors: 2,
      document_views: 2,
      last_seen_visitors: 1,
    })
    assert.deepInclude(await daily(day2), {
      page_views: 2,
      bot_views: 0,
      visitors: 2,
      new_visitors: 1,
      document_views: 2,
      last_seen_visitors: 2,
    })

    const types = await db.from('statistics_daily_page_types').where('day', day1)
    assert.sameDeepMembers(
      types.map((row) => [row.page_type, Number(row.views)]),
      [
        ['category', 1],
        ['document', 2],
        ['home', 1],
      ]
    )
    const documents = await db.from('statistics_daily_documents').whereIn('day', [day1, day2]).orderBy('day').orderBy('document_id')
    assert.deepEqual(
      documents.map((row) => [row.day, Number(row.document_id), Number(row.views)]),
      [
        [day1, doc1.id, 2],
        [day2, doc2.id, 2],
      ]
    )

    const visitorA = await visitorRow(a)
    assert.equal(Number(visitorA.page_views), 4)
    assert.equal(stampOf(readStamp(visitorA.first_seen_at)), `${day1} 09:00:00`)
    assert.equal(stampOf(readStamp(visitorA.last_seen_at)), `${day2} 08:00:00`)
    assert.equal(Number((await visitorRow(bot)).is_bot), 1)

    const sources = await db.from('statistics_daily_dimensions').where({ day: day1, dimension: 'source' })
    assert.deepInclude(
      sources.map((row) => [row.value, Number(row.count)]),
      ['百度', 1]
    )
    const devices = await db.from('statistics_daily_dimensions').where({ day: day1, dimension: 'device' })
    assert.sameDeepMembers(
      devices.map((row) => [row.value, Number(row.count)]),
      [
        ['手机', 1],
        ['电脑', 1],
      ]
    )

    const again = await rollupEvents({ lagMs: 0 })
    assert.deepEqual(again, { pageViews: 0, documentEvents: 0 })
    assert.deepInclude(await daily(day1), { page_views: 4, visitors: 2 })
  })

  test('two runs at once count every row once', async ({ assert }) => {
    const day = '2024-04-10'
    for (let index = 0; index < 30; index += 1) {
      await recordPageView({ url: `/article/${index + 1}` }, caller(visitor()), at(day, '10:00:00'))
    }
    await flushEventBuffers()
    await Promise.all([rollupEvents({ lagMs: 0 }), rollupEvents({ lagMs: 0 }), rollupEvents({ lagMs: 0 })])
    assert.deepInclude(await daily(day), { page_views: 30, visitors: 30, new_visitors: 30 })
  })

  test('the quick-range windows of each document move with the days and match the daily figures', async ({ assert }) => {
    const today = dayOf(new Date())
    const day = (offset: number) => addDays(today, -offset)
    const [x, y] = [await makeDocument(), await makeDocument()]
    // From scratch: the windows are summed afresh at the first run, then moved day by day.
    await db.from('statistics_document_windows').delete()
    await db.from('statistics_rollup_state').where('name', 'document_windows').delete()
    await recordPageView({ url: `/document/${x.id}` }, caller(visitor()), at(day(40)))
    await recordPageView({ url: `/document/${x.id}` }, caller(visitor()), at(day(40), '11:00:00'))
    await recordPageView({ url: `/document/${x.id}` }, caller(visitor()), at(day(8)))
    await recordPageView({ url: `/document/${y.id}` }, caller(visitor()), at(day(3)))
    await recordPageView({ url: `/document/${y.id}` }, caller(visitor()), at(day(3), '12:00:00'))
    await flushEventBuffers()
    await db.transaction((trx) => recordDownload(trx, { documentId: y.id, userId: 0, ip: '10.88.0.2' }, at(day(1))))
    await recordPageView({ url: `/document/${x.id}` }, caller(visitor()), new Date(Date.now() - 1000))

    await rollupEvents({ lagMs: 0, now: at(day(30), '23:00:00') })
    assert.equal(await windowsEnd(), day(30))
    await rollupEvents({ lagMs: 0 })
    assert.equal(await windowsEnd(), today)

    const expected: Record<number, Record<number, [number, number]>> = {
      1: { [x.id]: [1, 0] },
      7: { [x.id]: [1, 0], [y.id]: [2, 1] },
      31: { [x.id]: [2, 0], [y.id]: [2, 1] },
      92: { [x.id]: [4, 0], [y.id]: [2, 1] },
    }
    for (const days of WINDOWS) {
      const windows = await db.from('statistics_document_windows').where('window_days', days).whereIn('document_id', [x.id, y.id])
      const summed = await db
        .from('statistics_daily_documents')
        .whereIn('document_id', [x.id, y.id])
        .whereBetween('day', [addDays(today, 1 - days), today])
        .groupBy('document_id')
        .select('document_id')
        .sum('views as views')
        .sum('downloads as downloads')
      const asMap = (rows: any[]) =>
        Object.fromEntries(
          rows
            .filter((row) => Number(row.views) || Number(row.downloads))
            .map((row) => [Number(row.document_id), [Number(row.views), Number(row.downloads)]])
        )
      assert.deepEqual(asMap(windows), asMap(summed), `the ${days}-day window`)
      if (expected[days]) assert.deepEqual(asMap(windows), expected[days], `the ${days}-day window`)
    }
  })

  test('rows younger than the lag wait for the next run', async ({ assert }) => {
    const id = visitor()
    await recordPageView({ url: '/' }, caller(id))
    await rollupEvents()
    assert.isNull(await visitorRow(id), 'a row recorded a moment ago is not rolled up yet')
    await rollupEvents({ lagMs: 0 })
    assert.equal(Number((await visitorRow(id)).page_views), 1)
  })

  test('raw events older than the retention are purged once counted; the daily figures stay', async ({ assert }) => {
    await settings.update('statistics', { retention_days: 30 })
    const today = dayOf(new Date())
    const old = addDays(today, -45)
    const recent = addDays(today, -5)
    const ancient = addDays(today, -400)
    const [oldVisitor, recentVisitor, ancientVisitor, lateVisitor] = [visitor(), visitor(), visitor(), visitor()]
    await recordPageView({ url: '/' }, caller(ancientVisitor), at(ancient))
    await recordPageView({ url: '/' }, caller(oldVisitor), at(old))
    await recordPageView({ url: '/' }, caller(recentVisitor), at(recent))
    await rollupEvents({ lagMs: 0 })
    // Recorded after the run: old, but not counted yet.
    await recordPageView({ url: '/tool' }, caller(lateVisitor), at(old, '11:00:00'))
    await flushEventBuffers()

    const purged = await purgeEvents()
    assert.isAtLeast(purged.pageViews, 2)
    const left = await db.from('statistics_page_views').whereIn('visitor_id', [oldVisitor, recentVisitor, ancientVisitor, lateVisitor])
    assert.sameMembers(
      left.map((row) => row.visitor_id),
      [recentVisitor, lateVisitor]
    )
    assert.deepInclude(await daily(old), { page_views: 1 })
    assert.isNull(await visitorRow(ancientVisitor), 'a visitor unseen for over a year goes')
    assert.isNotNull(await visitorRow(oldVisitor))
  })
})
