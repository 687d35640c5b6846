import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import Group from '#core/access/models/group'
import Permission from '#core/access/models/permission'
import { syncPermissions } from '#core/access/permission_sync'
import { addToGroup, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { assertFields } from './shape.js'

/**
 * moredoc-web builds its admin menu (store/module/user.js getUserPermissions) from
 * GET /api/v1/user/permission: a service's pages are allowed when the list holds a row with
 * method "GRPC", path "/api.v1.<Service>/<its List method>" and an id above 0
 * (utils/permission.js). These are its services, with the Docsite module that serves each.
 */
const CLIENT_MENU_SERVICES: { service: string; list: string; owner: string }[] = [
  { service: 'api.v1.DocumentAPI', list: 'ListDocument', owner: 'documents' },
  { service: 'api.v1.RecycleAPI', list: 'ListRecycleDocument', owner: 'documents' },
  { service: 'api.v1.SearchRecordAPI', list: 'ListSearchRecord', owner: 'search' },
  { service: 'api.v1.LanguageAPI', list: 'ListLanguage', owner: 'documents' },
  { service: 'api.v1.CategoryAPI', list: 'ListCategory', owner: 'categories' },
  { service: 'api.v1.UserAPI', list: 'ListUser', owner: 'access' },
  { service: 'api.v1.FriendlinkAPI', list: 'ListFriendlink', owner: 'site' },
  { service: 'api.v1.AttachmentAPI', list: 'ListAttachment', owner: 'storage' },
  { service: 'api.v1.ReportAPI', list: 'ListReport', owner: 'community' },
  { service: 'api.v1.BannerAPI', list: 'ListBanner', owner: 'ads' },
  { service: 'api.v1.GroupAPI', list: 'ListGroup', owner: 'access' },
  { service: 'api.v1.PermissionAPI', list: 'ListPermission', owner: 'access' },
  { service: 'api.v1.AdvertisementAPI', list: 'ListAdvertisement', owner: 'ads' },
  { service: 'api.v1.ConfigAPI', list: 'ListConfig', owner: 'settings' },
  { service: 'api.v1.ArticleAPI', list: 'ListArticle', owner: 'articles' },
  { service: 'api.v1.CommentAPI', list: 'ListComment', owner: 'community' },
  { service: 'api.v1.PunishmentAPI', list: 'ListPunishment', owner: 'access' },
  { service: 'api.v1.NavigationAPI', list: 'ListNavigation', owner: 'site' },
]
const served = CLIENT_MENU_SERVICES.filter((entry) => registry.isLoaded(entry.owner))

/** The methods FormGroupPermission.vue asks GET /api/v1/permission/list for (repeated keys, no size). */
const EDITOR_METHODS = ['grpc', 'get', 'post', 'put', 'delete', 'patch', 'options', 'head', 'trace', 'connect']

/** The services whose pages moredoc-web opens for these rows: its own rule, restated. */
function allowedServices(rows: { id: number; method: string; path: string }[]) {
  return new Set(
    rows
      .filter((row) => row.method === 'GRPC' && row.id > 0)
      .map((row) => row.path.split('/'))
      .filter(([, service, method]) => CLIENT_MENU_SERVICES.some((entry) => entry.service === service && entry.list === method))
      .map(([, service]) => service)
  )
}

async function groupHolding(rows: Permission[]) {
  const group = await Group.create({ title: `moredoc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}` })
  if (rows.length) await group.related('permissions').attach(rows.map((row) => row.id))
  return group
}

async function memberOf(group: Group) {
  const user = await createUser()
  await addToGroup(user, group)
  return tokenFor(user)
}

function editorQuery() {
  return EDITOR_METHODS.map((method) => `method=${method}`).join('&')
}

test.group('MOREDOC client contract: permissions and the admin menu', () => {
  test('GET /api/v1/user/permission gives a super admin the gRPC form of every admin service, beside the HTTP rows', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/user/permission').bearerToken(await tokenFor(await createSuperAdmin()))
    response.assertStatus(200)
    const rows = response.body().permission as any[]
    assert.isArray(rows)
    for (const row of rows) assertFields(assert, row, { id: 'number', method: 'string', path: 'string', title: 'string' }, 'permission')
    assert.deepEqual([...allowedServices(rows)].sort(), served.map((entry) => entry.service).sort())
    const http = rows.find((row) => row.method === 'GET' && row.path === '/api/v1/user/list')
    assert.exists(http, 'the HTTP form stays')
    assert.isArray(http.pages, 'HTTP rows keep the pages Docsite admin opens')
    const grpc = rows.find((row) => row.path === '/api.v1.UserAPI/ListUser')
    assert.equal(grpc.title, http.title, 'both forms carry the same title')
    assert.deepEqual(grpc.pages, http.pages)
    assert.notEqual(grpc.id, http.id)
  })

  test('a role granted one HTTP route holds its gRPC form and nothing more; a plain member holds neither form', async ({
    client,
    assert,
  }) => {
    const listUsers = await Permission.query().where({ method: 'GET', path: '/api/v1/user/list' }).firstOrFail()
    const token = await memberOf(await groupHolding([listUsers]))
    const rows = (await client.get('/api/v1/user/permission').bearerToken(token)).body().permission as any[]
    assert.sameMembers(
      rows.map((row) => `${row.method} ${row.path}`),
      ['GET /api/v1/user/list', 'GRPC /api.v1.UserAPI/ListUser']
    )
    assert.deepEqual([...allowedServices(rows)], ['api.v1.UserAPI'])

    const member = await client.get('/api/v1/user/permission').bearerToken(await tokenFor(await createUser()))
    member.assertStatus(200)
    assert.deepEqual(member.body().permission, [])
    ;(await client.get('/api/v1/user/permission')).assertStatus(401)
  })

  test('the role editor lists every row of both forms in one call, and granting the gRPC form opens the route', async ({
    client,
    assert,
  }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const listed = await client.get(`/api/v1/permission/list?${editorQuery()}`).bearerToken(admin)
    listed.assertStatus(200)
    const total = Number((await db.from('permissions').count('* as total').first())?.total)
    assert.equal(listed.body().total, total)
    assert.lengthOf(listed.body().permission, total, 'no size: the whole tree at once')
    const grpcRows = (listed.body().permission as any[]).filter((row) => row.method === 'GRPC')
    assert.isAbove(grpcRows.length, served.length - 1)
    for (const row of grpcRows) assert.match(row.path, /^\/api\.v1\.\w+API\/\w+$/)

    const grpcList = grpcRows.find((row) => row.path === '/api.v1.PunishmentAPI/ListPunishment')
    const http = await Permission.query().where({ method: 'GET', path: '/api/v1/punishment/list' }).firstOrFail()
    const group = await groupHolding([])
    const token = await memberOf(group)
    ;(await client.get('/api/v1/punishment/list').bearerToken(token)).assertStatus(403)

    const saved = await client
      .put('/api/v1/group/permission')
      .bearerToken(admin)
      .json({ group_id: group.id, permission_id: [grpcList.id] })
    saved.assertStatus(200)
    ;(await client.get('/api/v1/punishment/list').bearerToken(token)).assertStatus(200)
    const held = await client.get('/api/v1/group/permission').qs({ id: group.id }).bearerToken(admin)
    assert.sameMembers(held.body().permission_id, [grpcList.id, http.id], 'the editor shows both forms as held')

    await client.put('/api/v1/group/permission').bearerToken(admin).json({ group_id: group.id, permission_id: [] })
    ;(await client.get('/api/v1/punishment/list').bearerToken(token)).assertStatus(403)
  })

  test('syncing again keeps the gRPC rows (their ids are what roles hold)', async ({ assert }) => {
    const before = await Permission.query().where('method', 'GRPC').orderBy('id')
    await syncPermissions()
    const after = await Permission.query().where('method', 'GRPC').orderBy('id')
    assert.deepEqual(
      after.map((row) => [row.id, row.path, row.key]),
      before.map((row) => [row.id, row.path, row.key])
    )
  })
})
