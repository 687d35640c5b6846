import { test } from '@japa/runner'
import Permission from '#core/access/models/permission'
import { syncPermissions } from '#core/access/permission_sync'
import { memberToken, query, staffToken, superToken } from '../helpers.js'
import { asGuest } from '#tests/helpers/plain_http'

test.group('Permissions: list, show, update', () => {
  test('the list carries key, manifest group and the admin pages a row opens', async ({ client, assert }) => {
    const { token } = await staffToken(['access.permission.list'])
    const response = await client.get(`/api/v1/permission/list${query({ size: 1000 })}`).bearerToken(token)
    response.assertStatus(200)
    const rows = response.body().permission
    assert.equal(response.body().total, rows.length)
    const userList = rows.find((row: any) => row.method === 'GET' && row.path === '/api/v1/user/list')
    assert.include(userList, { key: 'access.user.list', title: '用户列表', group: '用户', plugin: 'access' })
    assert.deepEqual(userList.pages, ['user/list'])
    const create = rows.find((row: any) => row.key === 'access.user.create')
    assert.deepEqual(create.pages, [])
  })

  test('filters: keyword on title, method list and path', async ({ client, assert }) => {
    const { token } = await superToken()
    const byTitle = await client.get(`/api/v1/permission/list${query({ wd: '处罚' })}`).bearerToken(token)
    assert.isAtLeast(byTitle.body().total, 5)
    assert.isTrue(byTitle.body().permission.every((row: any) => row.title.includes('处罚') || row.description.includes('处罚')))
    const byMethod = await client
      .get(`/api/v1/permission/list${query({ method: ['PUT', 'DELETE'], path: '/api/v1/group', size: 100 })}`)
      .bearerToken(token)
    const pairs = byMethod
      .body()
      .permission.map((row: any) => `${row.method} ${row.path}`)
      .sort()
    assert.deepEqual(pairs, ['DELETE /api/v1/group', 'PUT /api/v1/group', 'PUT /api/v1/group/permission'])
    const badMethod = await client.get('/api/v1/permission/list?method=FETCH').bearerToken(token)
    badMethod.assertStatus(400)
  })

  test('one row by id', async ({ client }) => {
    const { token } = await staffToken(['access.permission.show'])
    const row = await Permission.findByOrFail('key', 'access.group.delete')
    const response = await client.get(`/api/v1/permission?id=${row.id}`).bearerToken(token)
    response.assertStatus(200)
    response.assertBodyContains({ id: row.id, method: 'DELETE', path: '/api/v1/group', key: 'access.group.delete' })
    const missing = await client.get('/api/v1/permission?id=99999999').bearerToken(token)
    missing.assertStatus(404)
  })

  test('title and description are editable and the rename survives the start-up sync', async ({ client, assert }) => {
    const { token } = await staffToken(['access.permission.update'])
    const row = await Permission.findByOrFail('key', 'access.punishment.show')
    const response = await client
      .put('/api/v1/permission')
      .bearerToken(token)
      .json({ id: row.id, title: '处罚详情', description: '查看一条处罚记录', method: 'GET', path: '/x' })
    response.assertStatus(200)
    await syncPermissions()
    await row.refresh()
    assert.equal(row.title, '处罚详情')
    assert.equal(row.description, '查看一条处罚记录')
    assert.equal(row.path, '/api/v1/punishment', 'method and path are not editable')
  })

  test('an empty title is refused', async ({ client }) => {
    const { token } = await superToken()
    const row = await Permission.firstOrFail()
    const response = await client.put('/api/v1/permission').bearerToken(token).json({ id: row.id, title: '' })
    response.assertStatus(400)
    response.assertBodyContains({ message: '请输入权限名称' })
  })

  test('guest 401 and member 403', async ({ client, assert }) => {
    assert.equal((await asGuest('GET', '/api/v1/permission/list')).status, 401)
    assert.equal((await asGuest('PUT', '/api/v1/permission', {})).status, 401)
    const { token } = await memberToken()
    const list = await client.get('/api/v1/permission/list').bearerToken(token)
    list.assertStatus(403)
    list.assertBodyContains({ message: '您没有权限访问【权限列表】' })
  })
})

test.group('Permission sync', () => {
  test('rows of routes that no longer exist are removed with their grants', async ({ assert }) => {
    const stale = await Permission.create({ method: 'GET', path: '/api/v1/gone', key: 'gone.list', title: '旧权限' })
    await syncPermissions()
    assert.isNull(await Permission.find(stale.id))
    assert.isNotNull(await Permission.findBy('key', 'access.user.list'))
  })
})
