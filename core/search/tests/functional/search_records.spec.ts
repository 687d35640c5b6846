import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { SearchPermission } from '#core/search/permissions'
import SearchRecord from '#core/search/models/search_record'
import { searchIndex } from '#core/search/contracts'
import { CORPUS, registerCorpusKind } from '../corpus.js'

test.group('Search records', (group) => {
  group.each.setup(async () => {
    await db.from('search_records').delete()
  })

  test('GET /api/v1/search records keyword, type, result count, user, ip, agent and time spent', async ({ client, assert }) => {
    const user = await createUser()
    await client
      .get('/api/v1/search')
      .qs({ wd: '  无此词条记录测试  ', type: 0, page: 2 })
      .header('user-agent', 'SearchTest/1.0')
      .bearerToken(await tokenFor(user))
    await client.get('/api/v1/search').qs({ wd: 'article words', type: 1 })
    await client.get('/api/v1/search').qs({ wd: '' })
    const records = await SearchRecord.query().orderBy('id', 'asc')
    assert.lengthOf(records, 2, 'an empty query is not recorded')
    assert.include(records[0].$attributes, {
      keywords: '无此词条记录测试',
      type: 0,
      total: 0,
      page: 2,
      userId: user.id,
      userAgent: 'SearchTest/1.0',
    })
    assert.isNotEmpty(records[0].ip)
    assert.isAtLeast(Number(records[0].spendTime), 0)
    assert.include(records[1].$attributes, { keywords: 'article words', type: 1, userId: 0 })
  })

  test('the list needs 搜索记录列表: 401 for guests, 403 for members; filters by keywords, ip and user', async ({ client, assert }) => {
    const member = await createUser()
    await SearchRecord.createMany([
      { keywords: '合同范本', ip: '10.0.0.1', type: 0, total: 3, page: 1, userId: member.id, userAgent: '', spendTime: 0.01 },
      { keywords: '租赁合同', ip: '10.0.0.2', type: 0, total: 0, page: 1, userId: 0, userAgent: '', spendTime: 0.02 },
      { keywords: 'python', ip: '192.168.1.9', type: 1, total: 5, page: 1, userId: 0, userAgent: '', spendTime: 0.03 },
    ])
    ;(await client.get('/api/v1/searchrecord/list')).assertStatus(401)
    ;(await client.get('/api/v1/searchrecord/list').bearerToken(await tokenFor(member))).assertStatus(403)

    const { user } = await createStaff([SearchPermission.record.list])
    const token = await tokenFor(user)
    const all = await client.get('/api/v1/searchrecord/list').qs({ page: 1, size: 10 }).bearerToken(token)
    all.assertStatus(200)
    assert.equal(all.body().total, 3)
    assert.deepEqual(
      all.body().search_record.map((row: any) => row.keywords),
      ['python', '租赁合同', '合同范本']
    )
    const first = all.body().search_record[2]
    assert.include(first, { username: member.username, ip: '10.0.0.1', total: 3, type: 0 })
    assert.properties(first, ['id', 'user_id', 'page', 'user_agent', 'spend_time', 'created_at'])

    const byKeyword = await client.get('/api/v1/searchrecord/list').qs({ keywords: '合同' }).bearerToken(token)
    assert.equal(byKeyword.body().total, 2)
    const byIp = await client.get('/api/v1/searchrecord/list').qs({ ip: '192.168' }).bearerToken(token)
    assert.deepEqual(
      byIp.body().search_record.map((row: any) => row.keywords),
      ['python']
    )
    const byUser = await client.get('/api/v1/searchrecord/list').qs({ user_id: member.id }).bearerToken(token)
    assert.equal(byUser.body().total, 1)
    const wildcard = await client.get('/api/v1/searchrecord/list').qs({ keywords: '%' }).bearerToken(token)
    assert.equal(wildcard.body().total ?? 0, 0, '% matches itself, not everything')
  })

  test('DELETE /api/v1/searchrecord needs 删除搜索记录 and deletes the given ids', async ({ client, assert }) => {
    const records = await SearchRecord.createMany([
      { keywords: 'a', ip: '', type: 0, total: 0, page: 1, userId: 0, userAgent: '', spendTime: 0 },
      { keywords: 'b', ip: '', type: 0, total: 0, page: 1, userId: 0, userAgent: '', spendTime: 0 },
    ])
    const { user: lister } = await createStaff([SearchPermission.record.list])
    ;(
      await client
        .delete('/api/v1/searchrecord')
        .qs({ id: records[0].id })
        .bearerToken(await tokenFor(lister))
    ).assertStatus(403)
    const { user } = await createStaff([SearchPermission.record.delete])
    const token = await tokenFor(user)
    const missing = await client.delete('/api/v1/searchrecord').bearerToken(token)
    missing.assertStatus(400)
    assert.isString(missing.body().message)
    ;(await client.delete('/api/v1/searchrecord').qs({ id: records[0].id }).bearerToken(token)).assertStatus(200)
    const left = await SearchRecord.all()
    assert.deepEqual(
      left.map((record) => record.keywords),
      ['b']
    )
  })

  test('an empty result page suggests popular searches that found something', async ({ client, assert }) => {
    registerCorpusKind()
    await searchIndex.sync(
      'conformance',
      CORPUS.map((entry) => entry.id)
    )
    await SearchRecord.createMany(
      ['热门词', '热门词', '冷门词'].map((keywords, index) => ({
        keywords,
        ip: '',
        type: 0,
        total: index < 2 ? 5 : 0,
        page: 1,
        userId: 0,
        userAgent: '',
        spendTime: 0,
      }))
    )
    const response = await client
      .get('/search')
      .qs({ wd: '找不到的内容', type: 0 })
      .header('x-inertia', 'true')
      .header('x-inertia-version', '1')
    const props = response.body()?.props ?? {}
    if (response.status() === 409) return assert.fail('inertia version mismatch')
    assert.equal(props.total, 0)
    assert.include(props.suggestions, '热门词')
    assert.notInclude(props.suggestions, '冷门词')
    await searchIndex.driver().removeStale('conformance', Number.MAX_SAFE_INTEGER)
  })
})
