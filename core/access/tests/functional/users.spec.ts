import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import User from '#core/accounts/models/user'
import Group from '#core/access/models/group'
import Punishment from '#core/access/models/punishment'
import { ensureDefaultGroups } from '#core/access/default_groups'
import { addToGroup, createUser } from '#tests/helpers/users'
import { countsOf, groupIdsOfUser, memberToken, newGroup, query, staffToken, superToken, unique } from '../helpers.js'
import { asGuest } from '#tests/helpers/plain_http'
import { MAX_PUBLIC_SIZE } from '#core/kernel/http/query_list'

test.group('Admin user list: GET /api/v1/user/list', () => {
  test('a guest gets the public columns and its keyword is ignored', async ({ client, assert }) => {
    const user = await createUser({ username: unique('pub'), email: `${unique('pub')}@example.com` })
    const response = await client.get(`/api/v1/user/list${query({ id: [user.id], wd: 'no-such-user-anywhere' })}`)
    response.assertStatus(200)
    const row = response.body().user.find((item: any) => item.id === user.id)
    assert.exists(row, 'the keyword must not filter a guest list')
    assert.equal(row.username, user.username)
    assert.notProperty(row, 'email')
    assert.notProperty(row, 'group_id')
    assert.notProperty(row, 'mobile')
  })

  test('a guest asking for 100,000 users gets one page of public profiles: no realname, contact or login time', async ({
    client,
    assert,
  }) => {
    const existing = Number((await User.query().count('* as total'))[0].$extras.total)
    for (let i = existing; i < MAX_PUBLIC_SIZE + 5; i += 1) await createUser()
    const response = await client.get(`/api/v1/user/list${query({ size: 100_000, sort: 'credit_count desc' })}`)
    response.assertStatus(200)
    const rows = response.body().user
    assert.lengthOf(rows, MAX_PUBLIC_SIZE)
    const profile = await client.get(`/api/v1/user${query({ id: rows[0].id })}`)
    for (const row of rows) assert.sameMembers(Object.keys(row), Object.keys(profile.body()))
    // credit_count is public, as in the API family (MOREDOC's user card shows it).
    for (const field of ['realname', 'login_at', 'updated_at', 'email', 'mobile', 'last_login_ip']) {
      assert.notProperty(rows[0], field)
    }
    const ids = rows.map((row: any) => row.id)
    assert.deepEqual(
      ids,
      [...ids].sort((a: number, b: number) => b - a),
      'sorting by credits is not offered to the public'
    )
  })

  test('staff with the user-list permission keep the admin columns and long pages', async ({ client, assert }) => {
    const { token } = await staffToken(['access.user.list'])
    const response = await client.get(`/api/v1/user/list${query({ size: 100_000 })}`).bearerToken(token)
    response.assertStatus(200)
    assert.isAbove(response.body().user.length, MAX_PUBLIC_SIZE)
    for (const field of ['realname', 'credit_count', 'login_at', 'email']) assert.property(response.body().user[0], field)
  })

  test('a member without the permission also gets the public columns', async ({ client, assert }) => {
    const { token } = await memberToken()
    const response = await client.get('/api/v1/user/list').bearerToken(token)
    response.assertStatus(200)
    assert.isAbove(response.body().total, 0)
    assert.notProperty(response.body().user[0], 'email')
  })

  test('a super admin searches by email and sees groups per user', async ({ client, assert }) => {
    const { token } = await superToken()
    const email = `${unique('findme')}@example.org`
    const user = await createUser({ email })
    const response = await client.get(`/api/v1/user/list${query({ wd: email })}`).bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().total, 1)
    const row = response.body().user[0]
    assert.equal(row.id, user.id)
    assert.equal(row.email, email)
    const { member } = await ensureDefaultGroups()
    assert.deepEqual(row.group_id, [member.id])
  })

  test('staff holding only the list permission gets the admin columns, filtered by group', async ({ client, assert }) => {
    const { token } = await staffToken(['access.user.list'])
    const group = await newGroup()
    const inGroup = await createUser()
    await addToGroup(inGroup, group)
    await createUser()
    const response = await client.get(`/api/v1/user/list${query({ group_id: [group.id] })}`).bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().total, 1)
    assert.equal(response.body().user[0].id, inGroup.id)
    assert.includeMembers(response.body().user[0].group_id, [group.id])
  })

  test('size is clamped to 10..1000 and sort is honoured', async ({ client, assert }) => {
    const { token } = await superToken()
    for (let i = 0; i < 3; i += 1) await createUser()
    const small = await client.get(`/api/v1/user/list${query({ size: 2 })}`).bearerToken(token)
    assert.isAtLeast(small.body().user.length, Math.min(10, small.body().total))
    const sorted = await client.get(`/api/v1/user/list${query({ size: 5000, sort: 'id asc' })}`).bearerToken(token)
    const ids = sorted.body().user.map((row: any) => row.id)
    assert.deepEqual(
      ids,
      [...ids].sort((a: number, b: number) => a - b)
    )
    assert.isAtMost(ids.length, 1000)
  })

  test('a malformed group filter is a 400 with a message', async ({ client }) => {
    const response = await client.get('/api/v1/user/list?group_id=abc')
    response.assertStatus(400)
    response.assertBodyContains({ message: '角色必须是数字' })
  })
})

test.group('Admin user create: POST /api/v1/user', () => {
  test('a super admin creates a user in the chosen groups and counts follow', async ({ client, assert }) => {
    const { token } = await superToken()
    const group = await newGroup()
    const { member } = await ensureDefaultGroups()
    const before = await countsOf(member.id)
    const username = unique('new')
    const response = await client
      .post('/api/v1/user')
      .bearerToken(token)
      .json({ username, password: 'secret123', email: `${username}@example.com`, group_id: [group.id, member.id] })
    response.assertStatus(200)
    const user = await User.findByOrFail('username', username)
    assert.deepEqual(
      await groupIdsOfUser(user.id),
      [member.id, group.id].sort((a, b) => a - b)
    )
    assert.isTrue(await hash.verify(user.password, 'secret123'))
    assert.deepEqual(await countsOf(group.id), { stored: 1, real: 1 })
    const after = await countsOf(member.id)
    assert.equal(after.real, before.real + 1)
    assert.equal(after.stored, after.real)
  })

  test('staff holding exactly the create permission may create', async ({ client }) => {
    const { token } = await staffToken(['access.user.create'])
    const { member } = await ensureDefaultGroups()
    const username = unique('staffmade')
    const response = await client
      .post('/api/v1/user')
      .bearerToken(token)
      .json({ username, password: 'secret123', email: `${username}@example.com`, group_id: [member.id] })
    response.assertStatus(200)
  })

  test('a guest gets 401 and a member 403', async ({ client, assert }) => {
    const guest = await asGuest('POST', '/api/v1/user', {})
    assert.equal(guest.status, 401)
    assert.equal(guest.body.message, '您未登录或您的登录已过期，请重新登录或刷新页面重试')
    const { token } = await memberToken()
    const member = await client.post('/api/v1/user').bearerToken(token).json({})
    member.assertStatus(403)
    member.assertBodyContains({ message: '您没有权限访问【新增用户】', code: 7 })
  })

  test('groups are required', async ({ client }) => {
    const { token } = await superToken()
    const username = unique('nogroup')
    const response = await client
      .post('/api/v1/user')
      .bearerToken(token)
      .json({ username, password: 'secret123', email: `${username}@example.com`, group_id: [] })
    response.assertStatus(400)
    response.assertBodyContains({ message: '请选择用户角色' })
  })

  test('a taken username is a 409 and a short password a 400', async ({ client }) => {
    const { token } = await superToken()
    const existing = await createUser()
    const { member } = await ensureDefaultGroups()
    const taken = await client
      .post('/api/v1/user')
      .bearerToken(token)
      .json({ username: existing.username, password: 'secret123', email: `${unique('x')}@example.com`, group_id: [member.id] })
    taken.assertStatus(409)
    taken.assertBodyContains({ message: '用户名已存在' })
    const short = await client
      .post('/api/v1/user')
      .bearerToken(token)
      .json({ username: unique('short'), password: '123', email: `${unique('x')}@example.com`, group_id: [member.id] })
    short.assertStatus(400)
    short.assertBodyContains({ message: '密码至少需要 6 个字符' })
  })

  test('staff cannot hand out the super-admin role', async ({ client, assert }) => {
    const { token } = await staffToken(['access.user.create'])
    const { superAdmin } = await ensureDefaultGroups()
    const username = unique('escalate')
    const response = await client
      .post('/api/v1/user')
      .bearerToken(token)
      .json({ username, password: 'secret123', email: `${username}@example.com`, group_id: [superAdmin.id] })
    response.assertStatus(403)
    assert.isNull(await User.findBy('username', username))
  })
})

test.group('Admin user update: PUT /api/v1/user', () => {
  test('groups are replaced, counts follow, and a blank password changes nothing', async ({ client, assert }) => {
    const { token } = await superToken()
    const { member } = await ensureDefaultGroups()
    const target = await createUser({ password: 'original1' })
    const group = await newGroup()
    const response = await client
      .put('/api/v1/user')
      .bearerToken(token)
      .json({ id: target.id, password: '', group_id: [group.id] })
    response.assertStatus(200)
    assert.deepEqual(await groupIdsOfUser(target.id), [group.id])
    assert.deepEqual(await countsOf(group.id), { stored: 1, real: 1 })
    const memberCounts = await countsOf(member.id)
    assert.equal(memberCounts.stored, memberCounts.real)
    await target.refresh()
    assert.isTrue(await hash.verify(target.password, 'original1'))
  })

  test('a non-empty password is changed', async ({ client, assert }) => {
    const { token } = await staffToken(['access.user.update'])
    const { member } = await ensureDefaultGroups()
    const target = await createUser({ password: 'original1' })
    const response = await client
      .put('/api/v1/user')
      .bearerToken(token)
      .json({ id: target.id, password: 'changed99', group_id: [member.id] })
    response.assertStatus(200)
    await target.refresh()
    assert.isTrue(await hash.verify(target.password, 'changed99'))
  })

  test('an unknown user is 404, missing groups 400', async ({ client }) => {
    const { token } = await superToken()
    const { member } = await ensureDefaultGroups()
    const unknown = await client
      .put('/api/v1/user')
      .bearerToken(token)
      .json({ id: 99999999, group_id: [member.id] })
    unknown.assertStatus(404)
    unknown.assertBodyContains({ message: '用户不存在' })
    const noGroups = await client.put('/api/v1/user').bearerToken(token).json({ id: 1 })
    noGroups.assertStatus(400)
    noGroups.assertBodyContains({ message: '请选择用户角色' })
  })

  test('staff cannot change a super admin', async ({ client }) => {
    const { token } = await staffToken(['access.user.update'])
    const { user: admin } = await superToken()
    const { member } = await ensureDefaultGroups()
    const response = await client
      .put('/api/v1/user')
      .bearerToken(token)
      .json({ id: admin.id, group_id: [member.id] })
    response.assertStatus(403)
  })

  test('the last super admin keeps the role', async ({ client, assert }) => {
    const { superAdmin, member } = await ensureDefaultGroups()
    const { user, token } = await superToken()
    const others = await Group.query().where('id', superAdmin.id)
    assert.lengthOf(others, 1)
    // Every other super admin is demoted first, through the API.
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const supers = await db.from('user_groups').where('group_id', superAdmin.id).whereNot('user_id', user.id).select('user_id')
    for (const row of supers) {
      const demoted = await client
        .put('/api/v1/user')
        .bearerToken(token)
        .json({ id: row.user_id, group_id: [member.id] })
      demoted.assertStatus(200)
    }
    const response = await client
      .put('/api/v1/user')
      .bearerToken(token)
      .json({ id: user.id, group_id: [member.id] })
    response.assertStatus(400)
    response.assertBodyContains({ message: '至少需要保留一位超级管理员' })
    assert.include(await groupIdsOfUser(user.id), superAdmin.id)
  })
})

test.group('Admin user delete: DELETE /api/v1/user', () => {
  test('the caller confirms with its own password; users, memberships and counts go', async ({ client, assert }) => {
    const { token } = await staffToken(['access.user.delete'])
    const group = await newGroup()
    const first = await createUser()
    const second = await createUser()
    await addToGroup(first, group)
    await addToGroup(second, group)
    await Punishment.create({ userId: first.id, type: 2, enable: true, reason: '', remark: '' })

    const wrong = await client.delete(`/api/v1/user${query({ id: [first.id, second.id], password: 'not-mine' })}`).bearerToken(token)
    wrong.assertStatus(400)
    wrong.assertBodyContains({ message: '密码错误' })
    assert.isNotNull(await User.find(first.id))

    const response = await client.delete(`/api/v1/user${query({ id: [first.id, second.id], password: 'secret123' })}`).bearerToken(token)
    response.assertStatus(200)
    assert.isNull(await User.find(first.id))
    assert.isNull(await User.find(second.id))
    assert.deepEqual(await groupIdsOfUser(first.id), [])
    assert.lengthOf(await Punishment.query().where('userId', first.id), 0)
    assert.deepEqual(await countsOf(group.id), { stored: 0, real: 0 })
  })

  test('nobody deletes itself', async ({ client, assert }) => {
    const { user, token } = await superToken()
    const response = await client.delete(`/api/v1/user${query({ id: [user.id], password: 'secret123' })}`).bearerToken(token)
    response.assertStatus(400)
    response.assertBodyContains({ message: '不能删除自己的账户' })
    assert.isNotNull(await User.find(user.id))
  })

  test('staff cannot delete a super admin; no password is a 400', async ({ client, assert }) => {
    const { token } = await staffToken(['access.user.delete'])
    const { user: admin } = await superToken()
    const response = await client.delete(`/api/v1/user${query({ id: [admin.id], password: 'secret123' })}`).bearerToken(token)
    response.assertStatus(403)
    assert.isNotNull(await User.find(admin.id))
    const noPassword = await client.delete(`/api/v1/user${query({ id: [admin.id] })}`).bearerToken(token)
    noPassword.assertStatus(400)
    noPassword.assertBodyContains({ message: '请输入您的登录密码以确认删除' })
  })

  test('a guest gets 401 and a member 403', async ({ client, assert }) => {
    const guest = await asGuest('DELETE', '/api/v1/user?id=1&password=x')
    assert.equal(guest.status, 401)
    const { token } = await memberToken()
    const member = await client.delete('/api/v1/user?id=1&password=x').bearerToken(token)
    member.assertStatus(403)
    member.assertBodyContains({ message: '您没有权限访问【删除用户】' })
  })
})
