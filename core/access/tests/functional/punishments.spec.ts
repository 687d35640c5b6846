import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Punishment from '#core/access/models/punishment'
import { assertNotPunished, PunishmentType } from '#core/access/contracts'

import { addToGroup, createUser } from '#tests/helpers/users'
import { ensureDefaultGroups } from '#core/access/default_groups'
import { memberToken, query, staffToken, superToken } from '../helpers.js'
import { asGuest } from '#tests/helpers/plain_http'

/** Types the default plugins register: community's 禁止评论, documents' 禁止上传 and 禁止下载. */
const NO_COMMENT = 2
const NO_UPLOAD = 3
const NO_DOWNLOAD = 4

function operatorsOf(punishment: Punishment) {
  return JSON.parse(punishment.operators ?? '[]') as { u: number; t: number; ts: number }[]
}

test.group('Punishments: create', () => {
  test('one row per user and type, with the operator recorded', async ({ client, assert }) => {
    const { user: operator, token } = await staffToken(['access.punishment.create'])
    const first = await createUser()
    const second = await createUser()
    const end = DateTime.now().plus({ days: 1 }).startOf('second')
    const response = await client
      .post('/api/v1/punishment')
      .bearerToken(token)
      .json({
        user_id: [first.id, second.id],
        type: [NO_COMMENT, NO_UPLOAD],
        reason: '发布广告',
        remark: '第一次',
        end_time: end.toISO(),
      })
    response.assertStatus(200)
    response.assertBodyContains({ created: 4, updated: 0, skipped: [] })
    const rows = await Punishment.query().whereIn('userId', [first.id, second.id]).orderBy('id')
    assert.lengthOf(rows, 4)
    for (const row of rows) {
      assert.isTrue(row.enable)
      assert.equal(row.reason, '发布广告')
      assert.equal(row.endTime?.toMillis(), end.toMillis())
      const [entry] = operatorsOf(row)
      assert.equal(entry.u, operator.id)
      assert.equal(entry.t, 1)
      assert.closeTo(entry.ts, Math.floor(Date.now() / 1000), 60)
    }
  })

  test('punishing again for the same type replaces the enabled row', async ({ client, assert }) => {
    const { token } = await superToken()
    const target = await createUser()
    const body = { user_id: [target.id], type: [NO_DOWNLOAD], reason: '第一次' }
    await client.post('/api/v1/punishment').bearerToken(token).json(body)
    const again = await client
      .post('/api/v1/punishment')
      .bearerToken(token)
      .json({ ...body, reason: '第二次' })
    again.assertBodyContains({ created: 0, updated: 1 })
    const rows = await Punishment.query().where('userId', target.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].reason, '第二次')
    assert.isNull(rows[0].endTime, 'no end time means permanent')
    assert.deepEqual(
      operatorsOf(rows[0]).map((entry) => entry.t),
      [1, 2]
    )
  })

  test('super admins are skipped and named; only super admins is a 400', async ({ client, assert }) => {
    const { token } = await superToken()
    const { user: admin } = await superToken()
    const target = await createUser()
    const response = await client
      .post('/api/v1/punishment')
      .bearerToken(token)
      .json({ user_id: [admin.id, target.id], type: [PunishmentType.DisableAccount] })
    response.assertStatus(200)
    response.assertBodyContains({ created: 1, skipped: [{ id: admin.id, username: admin.username }] })
    assert.lengthOf(await Punishment.query().where('userId', admin.id), 0)
    const onlyAdmin = await client
      .post('/api/v1/punishment')
      .bearerToken(token)
      .json({ user_id: [admin.id], type: [PunishmentType.DisableAccount] })
    onlyAdmin.assertStatus(400)
    onlyAdmin.assertBodyContains({ message: '超级管理员不能被处罚' })
  })

  test('bad input gets a clear message and changes nothing', async ({ client, assert }) => {
    const { token } = await superToken()
    const target = await createUser()
    const cases: [Record<string, unknown>, string][] = [
      [{ type: [2] }, '请选择要处罚的用户'],
      [{ user_id: [target.id], type: [] }, '请选择处罚类型'],
      [{ user_id: [target.id], type: [7] }, '处罚类型无效'],
      [{ user_id: [target.id], type: [2], end_time: 'tomorrow' }, '结束时间不是有效的时间'],
      [{ user_id: [target.id], type: [2], end_time: DateTime.now().minus({ hours: 1 }).toISO() }, '结束时间必须晚于开始时间'],
      [{ user_id: [99999999], type: [2] }, '用户不存在：99999999'],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/api/v1/punishment').bearerToken(token).json(body)
      response.assertStatus(400)
      response.assertBodyContains({ message })
    }
    assert.lengthOf(await Punishment.query().where('userId', target.id), 0)
  })
})

test.group('Punishments: list, show, update, cancel', () => {
  test('the list filters by type, state, user and keyword and names the users', async ({ client, assert }) => {
    const { token: adminToken } = await superToken()
    const target = await createUser()
    await client
      .post('/api/v1/punishment')
      .bearerToken(adminToken)
      .json({ user_id: [target.id], type: [2, 5], reason: '恶意刷屏-列表' })
    const { token } = await staffToken(['access.punishment.list'])
    const response = await client
      .get(`/api/v1/punishment/list${query({ user_id: [target.id], type: [5], enable: [1], wd: '刷屏-列表' })}`)
      .bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().total, 1)
    const row = response.body().punishment[0]
    assert.include(row, { user_id: target.id, username: target.username, type: 5, enable: true, in_force: true })
    assert.equal(row.operator_list[0].action, 1)
    const disabled = await client.get(`/api/v1/punishment/list${query({ user_id: [target.id], enable: [0] })}`).bearerToken(token)
    assert.equal(disabled.body().total, 0)
  })

  test('show one with its username; unknown id 404', async ({ client }) => {
    const { token } = await staffToken(['access.punishment.show'])
    const target = await createUser()
    const row = await Punishment.create({ userId: target.id, type: 3, enable: true, reason: 'x', remark: '' })
    const response = await client.get(`/api/v1/punishment?id=${row.id}`).bearerToken(token)
    response.assertStatus(200)
    response.assertBodyContains({ id: row.id, username: target.username, type: 3 })
    const missing = await client.get('/api/v1/punishment?id=99999999').bearerToken(token)
    missing.assertStatus(404)
    missing.assertBodyContains({ message: '处罚记录不存在' })
  })

  test('update changes reason and period and records the operator', async ({ client, assert }) => {
    const { user: operator, token } = await staffToken(['access.punishment.update'])
    const target = await createUser()
    const row = await Punishment.create({
      userId: target.id,
      type: 2,
      enable: true,
      reason: '旧',
      remark: '',
      endTime: DateTime.now().plus({ hours: 1 }),
    })
    const response = await client.put('/api/v1/punishment').bearerToken(token).json({ id: row.id, reason: '新原因', end_time: null })
    response.assertStatus(200)
    await row.refresh()
    assert.equal(row.reason, '新原因')
    assert.isNull(row.endTime)
    assert.deepEqual(
      operatorsOf(row).map((entry) => [entry.u, entry.t]),
      [[operator.id, 2]]
    )
  })

  test('cancel lifts punishments and the user may act again', async ({ client, assert }) => {
    const { user: operator, token } = await staffToken(['access.punishment.cancel'])
    const target = await createUser()
    const row = await Punishment.create({ userId: target.id, type: 2, enable: true, reason: '', remark: '' })
    await assert.rejects(() => assertNotPunished(target.id, NO_COMMENT))
    const response = await client
      .put('/api/v1/punishment/cancel')
      .bearerToken(token)
      .json({ id: [row.id] })
    response.assertStatus(200)
    await row.refresh()
    assert.isFalse(row.enable)
    assert.deepEqual(
      operatorsOf(row).map((entry) => [entry.u, entry.t]),
      [[operator.id, 3]]
    )
    await assertNotPunished(target.id, NO_COMMENT)
  })

  test('guest 401 and member 403 on every punishment route', async ({ client, assert }) => {
    const { token } = await memberToken()
    const routes: [string, string][] = [
      ['GET', '/api/v1/punishment/list'],
      ['GET', '/api/v1/punishment?id=1'],
      ['POST', '/api/v1/punishment'],
      ['PUT', '/api/v1/punishment'],
      ['PUT', '/api/v1/punishment/cancel'],
    ]
    for (const [method, path] of routes) {
      assert.equal((await asGuest(method, path, method === 'GET' ? undefined : {})).status, 401, `${method} ${path}`)
      const response = await client.request(path, method as any).bearerToken(token)
      response.assertStatus(403)
    }
  })
})

test.group('assertNotPunished (contract for comments, uploads, downloads)', () => {
  test('an active punishment of the type answers 403 with reason and end time', async ({ assert }) => {
    const target = await createUser()
    const end = DateTime.now().plus({ days: 2 }).startOf('second')
    await Punishment.create({ userId: target.id, type: 2, enable: true, reason: '辱骂他人', remark: '', endTime: end })
    try {
      await assertNotPunished(target.id, NO_COMMENT)
      assert.fail('expected a 403')
    } catch (error: any) {
      assert.equal(error.status, 403)
      assert.equal(error.message, `您已被禁止评论，原因：辱骂他人，解除时间：${end.toFormat('yyyy-MM-dd HH:mm:ss')}`)
    }
    await assertNotPunished(target.id, NO_UPLOAD)
  })

  test('a custom message is used, a disabled account blocks everything, expired ones nothing', async ({ assert }) => {
    const target = await createUser()
    await Punishment.create({ userId: target.id, type: 1, enable: true, reason: '', remark: '' })
    await assert.rejects(() => assertNotPunished(target.id, NO_DOWNLOAD), '您的账户已被禁用')

    const other = await createUser()
    await Punishment.create({ userId: other.id, type: 4, enable: true, reason: '', remark: '' })
    await assert.rejects(() => assertNotPunished(other.id, NO_DOWNLOAD, '您已被禁止下载文档'), '您已被禁止下载文档')

    for (const window of [{ endTime: DateTime.now().minus({ minutes: 1 }) }, { startTime: DateTime.now().plus({ hours: 1 }) }]) {
      const outside = await createUser()
      await Punishment.create({ userId: outside.id, type: 4, enable: true, reason: '', remark: '', ...window })
      await assertNotPunished(outside.id, NO_DOWNLOAD)
    }
  })

  test('super admins are never held back', async () => {
    const admin = await createUser()
    const { superAdmin } = await ensureDefaultGroups()
    await addToGroup(admin, superAdmin)
    await Punishment.create({ userId: admin.id, type: 2, enable: true, reason: '', remark: '' })
    await assertNotPunished(admin.id, NO_COMMENT)
  })
})
