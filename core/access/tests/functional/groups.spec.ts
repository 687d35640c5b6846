import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Group from '#core/access/models/group'
import Permission from '#core/access/models/permission'
import { GRPC_METHOD, grpcNamesOf } from '#core/access/grpc_twins'
import { ensureDefaultGroups } from '#core/access/default_groups'
import { addToGroup, createUser } from '#tests/helpers/users'
import { memberToken, newGroup, query, staffToken, storedCapability, superToken, unique } from '../helpers.js'
import { asGuest } from '#tests/helpers/plain_http'

async function permissionIdsOf(groupId: number) {
  const rows = await db.from('group_permissions').where('group_id', groupId).orderBy('permission_id')
  return rows.map((row) => Number(row.permission_id))
}

test.group('Groups: list and show (public)', () => {
  test('anyone lists groups, ordered by sort desc then id', async ({ client, assert }) => {
    const response = await client.get('/api/v1/group/list?size=1000')
    response.assertStatus(200)
    const groups = response.body().group
    assert.isAbove(response.body().total, 1)
    const { superAdmin } = await ensureDefaultGroups()
    assert.equal(groups[0].id, superAdmin.id, 'the super-admin group sorts first (sort 100)')
    assert.properties(groups[0], ['title', 'color', 'is_default', 'is_super'])
  })

  test('guests and members see a role’s name only; its user count and capabilities are for staff with 角色列表', async ({
    client,
    assert,
  }) => {
    const group = await newGroup()
    await addToGroup(await createUser(), group)
    const hidden = ['user_count', 'enable_comment', 'created_at', 'updated_at']
    const { token: member } = await memberToken()
    for (const token of [null, member]) {
      const list = client.get('/api/v1/group/list?size=1000')
      const one = client.get(`/api/v1/group?id=${group.id}`)
      const [listed, shown] = await Promise.all([token ? list.bearerToken(token) : list, token ? one.bearerToken(token) : one])
      listed.assertStatus(200)
      shown.assertStatus(200)
      const row = listed.body().group.find((entry: any) => entry.id === group.id)
      assert.deepEqual(Object.keys(row).sort(), ['color', 'description', 'id', 'is_default', 'is_display', 'is_super', 'sort', 'title'])
      assert.deepEqual(shown.body(), row)
      for (const entry of listed.body().group) for (const field of hidden) assert.notProperty(entry, field)
    }

    const { token } = await staffToken(['access.group.list'])
    const staff = await client.get('/api/v1/group/list?size=1000').bearerToken(token)
    const row = staff.body().group.find((entry: any) => entry.id === group.id)
    assert.equal(row.user_count, 1)
    assert.property(row, 'enable_comment')
    const shown = await client.get(`/api/v1/group?id=${group.id}`).bearerToken(token)
    assert.equal(shown.body().user_count, 1)
  })

  test('the keyword filters only for holders of the list permission', async ({ client, assert }) => {
    const group = await newGroup({ title: unique('findable-') })
    const guest = await client.get(`/api/v1/group/list${query({ wd: group.title, size: 1000 })}`)
    assert.isAbove(guest.body().total, 1, 'a guest keyword is ignored')
    const { token } = await staffToken(['access.group.list'])
    const staff = await client.get(`/api/v1/group/list${query({ wd: group.title })}`).bearerToken(token)
    assert.equal(staff.body().total, 1)
    assert.equal(staff.body().group[0].id, group.id)
  })

  test('one group by id; unknown id is a 404', async ({ client }) => {
    const { member } = await ensureDefaultGroups()
    const response = await client.get(`/api/v1/group?id=${member.id}`)
    response.assertStatus(200)
    response.assertBodyContains({ id: member.id, title: member.title, is_default: true })
    const missing = await client.get('/api/v1/group?id=99999999')
    missing.assertStatus(404)
    missing.assertBodyContains({ message: '角色不存在' })
  })
})

test.group('Groups: create and update', () => {
  test('staff with the create permission adds a group; the title must be unique', async ({ client, assert }) => {
    const { token } = await staffToken(['access.group.create'])
    const title = unique('编辑组')
    const response = await client.post('/api/v1/group').bearerToken(token).json({
      title,
      color: '#1677ff',
      description: '审核文档',
      sort: 5,
      enable_upload: true,
      enable_comment_approval: true,
      is_super: true,
    })
    response.assertStatus(200)
    response.assertBodyContains({ title, color: '#1677ff', enable_upload: true, is_super: false, user_count: 0 })
    const stored = await Group.findByOrFail('title', title)
    assert.isFalse(stored.isSuper, 'the super flag is never set through the API')
    assert.isTrue(await storedCapability(stored.id, 'enable_comment_approval'))

    const again = await client.post('/api/v1/group').bearerToken(token).json({ title })
    again.assertStatus(409)
    again.assertBodyContains({ message: '角色名称已存在' })
  })

  test('a title is required', async ({ client }) => {
    const { token } = await superToken()
    const response = await client.post('/api/v1/group').bearerToken(token).json({ title: '  ' })
    response.assertStatus(400)
    response.assertBodyContains({ message: '请输入角色名称' })
  })

  test('guest 401, member 403 on create, update and delete', async ({ client, assert }) => {
    const { token } = await memberToken()
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const guest = await asGuest(method, '/api/v1/group', {})
      assert.equal(guest.status, 401, method)
      const member = await client.request('/api/v1/group', method).bearerToken(token).json({})
      member.assertStatus(403)
    }
  })

  test('update changes fields but never the super flag; making a group default moves the default', async ({ client, assert }) => {
    const { token } = await staffToken(['access.group.update'])
    const { superAdmin, member } = await ensureDefaultGroups()
    const protectedRow = await client
      .put('/api/v1/group')
      .bearerToken(token)
      .json({ id: superAdmin.id, title: superAdmin.title, is_super: false, description: '全部权限' })
    protectedRow.assertStatus(200)
    await superAdmin.refresh()
    assert.isTrue(superAdmin.isSuper)

    const group = await newGroup()
    const response = await client
      .put('/api/v1/group')
      .bearerToken(token)
      .json({ id: group.id, title: group.title, is_default: true, enable_article: true })
    response.assertStatus(200)
    await group.refresh()
    await member.refresh()
    assert.isTrue(group.isDefault)
    assert.isTrue(await storedCapability(group.id, 'enable_article'))
    assert.isFalse(member.isDefault)

    const undo = await client.put('/api/v1/group').bearerToken(token).json({ id: group.id, title: group.title, is_default: false })
    undo.assertStatus(400)
    const back = await client.put('/api/v1/group').bearerToken(token).json({ id: member.id, title: member.title, is_default: true })
    back.assertStatus(200)
    await group.refresh()
    assert.isFalse(group.isDefault)
  })

  test('renaming onto another group title is a 409', async ({ client }) => {
    const { token } = await superToken()
    const { member } = await ensureDefaultGroups()
    const group = await newGroup()
    const response = await client.put('/api/v1/group').bearerToken(token).json({ id: group.id, title: member.title })
    response.assertStatus(409)
    response.assertBodyContains({ message: '角色名称已存在' })
  })
})

test.group('Groups: delete', () => {
  test('an empty group is deleted with its grants', async ({ client, assert }) => {
    const { token } = await staffToken(['access.group.delete'])
    const group = await newGroup()
    const permission = await Permission.firstOrFail()
    await group.related('permissions').attach([permission.id])
    const response = await client.delete(`/api/v1/group${query({ id: [group.id] })}`).bearerToken(token)
    response.assertStatus(200)
    assert.isNull(await Group.find(group.id))
    assert.deepEqual(await permissionIdsOf(group.id), [])
  })

  test('a group with members is kept until they are moved', async ({ client, assert }) => {
    const { token } = await superToken()
    const group = await newGroup({ title: unique('有人') })
    await addToGroup(await createUser(), group)
    const response = await client.delete(`/api/v1/group${query({ id: [group.id] })}`).bearerToken(token)
    response.assertStatus(400)
    response.assertBodyContains({ message: `角色「${group.title}」下还有 1 个用户，请先将这些用户移到其他角色后再删除` })
    assert.isNotNull(await Group.find(group.id))
  })

  test('the super-admin group and the default group cannot be deleted', async ({ client, assert }) => {
    const { token } = await superToken()
    const { superAdmin, member } = await ensureDefaultGroups()
    const superResponse = await client.delete(`/api/v1/group${query({ id: [superAdmin.id] })}`).bearerToken(token)
    superResponse.assertStatus(400)
    superResponse.assertBodyContains({ message: `「${superAdmin.title}」是超级管理员角色，不能删除` })
    const defaultResponse = await client.delete(`/api/v1/group${query({ id: [member.id] })}`).bearerToken(token)
    defaultResponse.assertStatus(400)
    assert.isNotNull(await Group.find(superAdmin.id))
    assert.isNotNull(await Group.find(member.id))
  })
})

test.group('Groups: permission sets', () => {
  test('the set is replaced and read back', async ({ client, assert }) => {
    const { token } = await staffToken(['access.group.permission', 'access.group.permission.update'])
    const group = await newGroup()
    // Rows of routes with no gRPC form: one with a form reads back with it (grpc_twins.ts).
    const rows = (await Permission.query().whereNot('method', GRPC_METHOD).orderBy('id'))
      .filter((row) => grpcNamesOf(row.method, row.path).length === 0)
      .slice(0, 3)
    const first = await client
      .put('/api/v1/group/permission')
      .bearerToken(token)
      .json({ group_id: group.id, permission_id: [rows[0].id, rows[1].id] })
    first.assertStatus(200)
    const second = await client
      .put('/api/v1/group/permission')
      .bearerToken(token)
      .json({ group_id: group.id, permission_id: [rows[1].id, rows[2].id] })
    second.assertStatus(200)
    assert.deepEqual(await permissionIdsOf(group.id), [rows[1].id, rows[2].id])
    const read = await client.get(`/api/v1/group/permission?id=${group.id}`).bearerToken(token)
    read.assertStatus(200)
    read.assertBody({ permission_id: [rows[1].id, rows[2].id] })
  })

  test('a staff member granted a row through the editor may then use that route', async ({ client }) => {
    const { token: adminToken } = await superToken()
    const { token, group } = await staffToken([])
    const before = await client.get('/api/v1/permission/list').bearerToken(token)
    before.assertStatus(403)
    const row = await Permission.findByOrFail('key', 'access.permission.list')
    await client
      .put('/api/v1/group/permission')
      .bearerToken(adminToken)
      .json({ group_id: group.id, permission_id: [row.id] })
    const after = await client.get('/api/v1/permission/list').bearerToken(token)
    after.assertStatus(200)
  })

  test('the super-admin group holds every row and is not editable', async ({ client, assert }) => {
    const { token } = await superToken()
    const { superAdmin } = await ensureDefaultGroups()
    const read = await client.get(`/api/v1/group/permission?id=${superAdmin.id}`).bearerToken(token)
    read.assertStatus(200)
    assert.lengthOf(read.body().permission_id, (await Permission.all()).length)
    const write = await client.put('/api/v1/group/permission').bearerToken(token).json({ group_id: superAdmin.id, permission_id: [] })
    write.assertStatus(400)
    write.assertBodyContains({ message: '超级管理员角色拥有全部权限，无需设置' })
  })

  test('unknown permission ids and groups are rejected', async ({ client }) => {
    const { token } = await superToken()
    const group = await newGroup()
    const unknownRow = await client
      .put('/api/v1/group/permission')
      .bearerToken(token)
      .json({ group_id: group.id, permission_id: [99999999] })
    unknownRow.assertStatus(400)
    unknownRow.assertBodyContains({ message: '部分权限不存在，请刷新后重试' })
    const unknownGroup = await client.get('/api/v1/group/permission?id=99999999').bearerToken(token)
    unknownGroup.assertStatus(404)
  })

  test('a member gets 403 on both', async ({ client }) => {
    const { token } = await memberToken()
    const read = await client.get('/api/v1/group/permission?id=1').bearerToken(token)
    read.assertStatus(403)
    read.assertBodyContains({ message: '您没有权限访问【查看角色权限】' })
    const write = await client.put('/api/v1/group/permission').bearerToken(token).json({})
    write.assertStatus(403)
    write.assertBodyContains({ message: '您没有权限访问【设置角色权限】' })
  })
})
