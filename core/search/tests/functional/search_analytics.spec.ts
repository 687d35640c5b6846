import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { SearchPermission } from '#core/search/permissions'

function at(daysAgo: number) {
  return DateTime.now().minus({ days: daysAgo }).toFormat('yyyy-MM-dd HH:mm:ss')
}

async function record(keywords: string, total: number, daysAgo: number, type = 0) {
  const when = at(daysAgo)
  await db
    .table('search_records')
    .insert({ keywords, total, type, ip: '', user_agent: '', page: 1, user_id: 0, spend_time: 0.01, created_at: when, updated_at: when })
}

test.group('Search analytics', (group) => {
  group.each.setup(async () => {
    await db.from('search_records').delete()
  })

  test('top words, words without results and a day-by-day trend over the chosen range', async ({ client, assert }) => {
    for (let index = 0; index < 3; index++) await record('合同', 5, 0)
    await record('合同', 5, 2)
    await record('量子力学', 0, 1)
    await record('量子力学', 0, 1)
    await record('python', 3, 0, 1)
    await record('旧词', 0, 20)

    ;(await client.get('/api/v1/searchrecord/analytics')).assertStatus(401)
    ;(await client.get('/api/v1/searchrecord/analytics').bearerToken(await tokenFor(await createUser()))).assertStatus(403)
    const { user } = await createStaff([SearchPermission.analytics])
    const token = await tokenFor(user)

    const week = await client.get('/api/v1/searchrecord/analytics').qs({ days: 7 }).bearerToken(token)
    week.assertStatus(200)
    const body = week.body()
    assert.include(body, { days: 7, searches: 7, keywords: 3, zero: 2 })
    assert.deepEqual(body.top[0], { keywords: '合同', count: 4, results: 5, hidden: false })
    assert.deepEqual(
      body.zero_keywords.map((row: any) => [row.keywords, row.count]),
      [['量子力学', 2]]
    )
    assert.lengthOf(body.trend, 7)
    assert.equal(body.trend.at(-1).count, 4, 'today: three 合同 and one python')
    assert.equal(body.trend.at(-2).zero, 2)

    const month = await client.get('/api/v1/searchrecord/analytics').qs({ days: 31, type: 0 }).bearerToken(token)
    assert.include(month.body(), { searches: 7 })
    assert.deepInclude(
      month.body().zero_keywords.map((row: any) => row.keywords),
      '旧词'
    )
    const today = await client.get('/api/v1/searchrecord/analytics').qs({ days: 1 }).bearerToken(token)
    assert.lengthOf(today.body().trend, 24)
    assert.equal(today.body().searches, 4)

    const bad = await client.get('/api/v1/searchrecord/analytics').qs({ days: 10 }).bearerToken(token)
    bad.assertStatus(400)
  })
})
