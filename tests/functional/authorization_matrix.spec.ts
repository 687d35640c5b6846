import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import Group from '#core/access/models/group'
import Permission from '#core/access/models/permission'
import { adminPageRoutes, guardedRoutes, type GuardedRoute } from '#core/access/permission_sync'
import { GRPC_METHOD, routeOfGrpcName } from '#core/access/grpc_twins'
import { addToGroup, createUser, tokenFor } from '#tests/helpers/users'
import { asGuest, plainRequest } from '#tests/helpers/plain_http'

/**
 * Every route behind the permission middleware and every admin page, read from the route
 * table at run time: routes added later by any module are covered without touching this file.
 */

function concretePath(pattern: string) {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : segment === '*' ? 'x' : segment))
    .join('/')
}

let counter = 0
/** A user whose only group holds exactly the given permission rows. */
async function staffHolding(rows: Permission[]) {
  counter += 1
  const user = await createUser()
  const group = await Group.create({ title: `matrix-${Date.now().toString(36)}-${counter}` })
  await group.related('permissions').attach(rows.map((row) => row.id))
  await addToGroup(user, group)
  return tokenFor(user)
}

function parseJson(text: string) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const routes = guardedRoutes()
const pages = adminPageRoutes()

test.group('Authorization matrix: permission-guarded API routes', () => {
  test('the route table has guarded routes and each has a synced permission row', async ({ assert }) => {
    assert.isAbove(routes.length, 0)
    for (const route of routes) {
      const row = await Permission.query().where('method', route.method).where('path', route.path).first()
      assert.exists(row, `${route.method} ${route.path} has a permission row`)
      assert.equal(row!.key, route.key)
      assert.exists(
        registry.permissions().find((permission) => permission.key === route.key),
        `${route.key} is declared in a manifest`
      )
    }
  })

  test('each gRPC form row (MOREDOC clients) stands for a guarded route and carries its key', async ({ assert }) => {
    const grpcRows = await Permission.query().where('method', GRPC_METHOD)
    assert.isAbove(grpcRows.length, 0)
    for (const row of grpcRows) {
      const route = routeOfGrpcName(row.path)
      const guarded = route && routes.find((item) => item.method === route.method && item.path === route.path)
      assert.exists(guarded, `${row.path} stands for a guarded route`)
      assert.equal(row.key, guarded!.key, `${row.path} has the key of ${route!.method} ${route!.path}`)
    }
  })

  for (const route of routes.filter((item: GuardedRoute) => !item.optional)) {
    test(`${route.method} ${route.path}`, async ({ client, assert }) => {
      const path = concretePath(route.path)

      const guest = await asGuest(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : {})
      assert.equal(guest.status, 401, 'a guest gets 401')
      assert.equal(parseJson(guest.text)?.code, 16, 'as JSON')

      const member = await client
        .request(path, route.method as any)
        .bearerToken(await tokenFor(await createUser()))
        .json({})
      assert.equal(member.status(), 403, 'a plain member gets 403')
      assert.equal(member.body()?.code, 7, 'as JSON')

      const row = await Permission.query().where('method', route.method).where('path', route.path).firstOrFail()
      const staff = await client
        .request(path, route.method as any)
        .bearerToken(await staffHolding([row]))
        .json({})
      assert.notInclude([401, 403], staff.status(), `staff holding the row is let through (got ${staff.status()}: ${staff.text()})`)
    })
  }

  /**
   * Optional rows guard routes that serve everyone (or every signed-in user, when the route
   * also needs a login) and show more to holders: the permission never rejects anyone.
   */
  for (const route of routes.filter((item: GuardedRoute) => item.optional)) {
    test(`${route.method} ${route.path} (optional: more for holders)`, async ({ client, assert }) => {
      const path = concretePath(route.path)
      const guest = await asGuest(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : {})
      assert.notEqual(guest.status, 403, 'a guest is not refused for lack of the permission')
      if (guest.status === 401) assert.equal(parseJson(guest.text)?.code, 16, 'a login-only route answers 401 JSON')
      const member = await client
        .request(path, route.method as any)
        .bearerToken(await tokenFor(await createUser()))
        .json({})
      assert.notInclude([401, 403], member.status(), 'a plain member is served')
      const row = await Permission.query().where('method', route.method).where('path', route.path).firstOrFail()
      const staff = await client
        .request(path, route.method as any)
        .bearerToken(await staffHolding([row]))
        .json({})
      assert.notInclude([401, 403], staff.status(), 'a holder is served')
    })
  }
})

test.group('Authorization matrix: admin pages', () => {
  test('the route table has admin pages', ({ assert }) => {
    assert.isAbove(pages.length, 0)
  })

  for (const page of pages) {
    test(`GET ${page.path} (${page.page})`, async ({ client, assert }) => {
      const path = concretePath(page.path)

      const guest = await asGuest('GET', path)
      assert.equal(guest.status, 302, 'a guest is redirected')
      assert.match(guest.location ?? '', /^\/login(\?|$)/, 'to the login page')

      const member = await client
        .get(path)
        .bearerToken(await tokenFor(await createUser()))
        .redirects(0)
      assert.equal(member.status(), 302, 'a plain member is redirected')
      assert.equal(member.header('location'), '/', 'to the home page')

      const entry = registry.adminMenu().find((item) => item.page === page.page)
      if (!entry || entry.permission === 'public') return
      const rows = await Permission.query().where('key', entry.permission)
      assert.isAbove(rows.length, 0, `${entry.permission} (opens ${page.page}) guards at least one route`)
      const staff = await client
        .get(path)
        .bearerToken(await staffHolding(rows))
        .redirects(0)
      assert.notInclude([302, 401, 403], staff.status(), `staff holding ${entry.permission} opens the page`)
    })
  }
})

/**
 * Routes with no permission row: public ones, and login-only ones where each member reaches
 * only their own things. Listed by hand, with what a guest and a plain member get.
 */
const openRoutes: {
  owner: string
  method: string
  path: string
  guest: number
  member: number
  body?: Record<string, unknown>
  /** What a guest is told, where the spec words it. */
  guestMessage?: string
}[] = [
  // accounts: recovery and the registration code answer a guest and a member with their own validation (400).
  { owner: 'accounts', method: 'POST', path: '/api/v1/user/findpassword/stepone', guest: 400, member: 400 },
  { owner: 'accounts', method: 'PUT', path: '/api/v1/user/findpassword/steptwo', guest: 400, member: 400 },
  { owner: 'accounts', method: 'POST', path: '/api/v1/user/email/code', guest: 400, member: 400 },
  // access: a member's own roles (MOREDOC's /upload reads enable_upload from them).
  { owner: 'access', method: 'GET', path: '/api/v1/user/group', guest: 401, member: 200 },
  // sms: sending a phone code and signing in, up or back with it; the captcha or code check answers 400.
  { owner: 'sms', method: 'POST', path: '/api/v1/sms', guest: 400, member: 400 },
  { owner: 'sms', method: 'POST', path: '/api/v1/user/register/mobile', guest: 400, member: 400 },
  { owner: 'sms', method: 'POST', path: '/api/v1/user/login/mobile', guest: 400, member: 400 },
  { owner: 'sms', method: 'POST', path: '/api/v1/user/findpassword/mobile', guest: 400, member: 400 },
  // oauth: the enabled providers; a login or bind with a code or session nobody issued is a 400, not a 401.
  { owner: 'oauth', method: 'GET', path: '/api/v1/oauth/configs', guest: 200, member: 200 },
  { owner: 'oauth', method: 'POST', path: '/api/v1/oauth/login', guest: 400, member: 400, body: { oauth_type: 4, code: 'x', state: 'y' } },
  {
    owner: 'oauth',
    method: 'POST',
    path: '/api/v1/oauth/bind',
    guest: 400,
    member: 400,
    body: { oauth_type: 4, openid: 'x', session: 'y' },
  },
  { owner: 'oauth', method: 'GET', path: '/api/v1/user/oauth', guest: 401, member: 200 },
  { owner: 'oauth', method: 'DELETE', path: '/api/v1/user/oauth?id=999999', guest: 401, member: 404 },
  // oauth, the WeChat official account: public; while it is switched off (the default) each says so with a 400.
  { owner: 'oauth', method: 'GET', path: '/api/v1/user/wechat/ticket', guest: 400, member: 400 },
  {
    owner: 'oauth',
    method: 'POST',
    path: '/api/v1/user/wechat/logincheck',
    guest: 400,
    member: 400,
    body: { scene: 'login_unknown_scene' },
  },
  { owner: 'oauth', method: 'POST', path: '/api/v1/user/wechat/login/wechatcode', guest: 400, member: 400, body: { code: 'x' } },
  { owner: 'oauth', method: 'GET', path: '/api/v1/oauth/officialaccount/event', guest: 400, member: 400 },
  { owner: 'oauth', method: 'POST', path: '/api/v1/oauth/officialaccount/event', guest: 400, member: 400, body: {} },
  // oauth, the WeChat mini-program and the JS-SDK share: public but off by default (400); confirming a scan needs the mini-program's login.
  { owner: 'oauth', method: 'POST', path: '/api/v1/oauth/wechatmp/login', guest: 400, member: 400, body: { code: 'x' } },
  { owner: 'oauth', method: 'GET', path: '/api/v1/oauth/wechatmp/scan/code', guest: 400, member: 400 },
  {
    owner: 'oauth',
    method: 'POST',
    path: '/api/v1/oauth/wechatmp/scan/login/status',
    guest: 400,
    member: 400,
    body: { scene: 'ffffffffffffffff' },
  },
  {
    owner: 'oauth',
    method: 'POST',
    path: '/api/v1/oauth/wechatmp/scan/login',
    guest: 401,
    member: 400,
    body: { scene: 'ffffffffffffffff' },
  },
  { owner: 'oauth', method: 'GET', path: '/api/v1/oauth/wxshare/signature?url=https%3A%2F%2Fexample.com%2F', guest: 400, member: 400 },
  // assistant: chat needs a login (the spec's message); a member reaches only their own sessions.
  {
    owner: 'assistant',
    method: 'POST',
    path: '/api/v1/assistant/sessions',
    guest: 401,
    member: 200,
    guestMessage: '您尚未登录或登录已过期，请先登录',
  },
  {
    owner: 'assistant',
    method: 'POST',
    path: '/api/v1/assistant/sessions/999999/messages',
    guest: 401,
    member: 404,
    guestMessage: '您尚未登录或登录已过期，请先登录',
  },
  {
    owner: 'assistant',
    method: 'POST',
    path: '/api/v1/assistant/sessions/999999/close',
    guest: 401,
    member: 404,
    guestMessage: '您尚未登录或登录已过期，请先登录',
  },
  {
    owner: 'assistant',
    method: 'POST',
    path: '/api/v1/assistant/files',
    guest: 401,
    member: 400,
    guestMessage: '您尚未登录或登录已过期，请先登录',
  },
  // MOREDOC's per-kind searches and related articles: public reads (issue 28).
  { owner: 'documents', method: 'GET', path: '/api/v1/document/search?wd=x&ext=all', guest: 200, member: 200 },
  { owner: 'articles', method: 'GET', path: '/api/v1/article/search?wd=x', guest: 200, member: 200 },
  { owner: 'articles', method: 'GET', path: '/api/v1/article/related', guest: 400, member: 400 },
  { owner: 'articles', method: 'GET', path: '/api/v1/article/related?identifier=no-such-article', guest: 404, member: 404 },
  // site: a monitor's ping, open to everyone like /health.
  { owner: 'site', method: 'GET', path: '/api/v1/ping', guest: 200, member: 200 },
  { owner: 'site', method: 'GET', path: '/api/v1/health/ping', guest: 200, member: 200 },
]

test.group('Authorization matrix: public and login-only API routes', () => {
  for (const route of openRoutes.filter((item) => registry.isLoaded(item.owner))) {
    test(`${route.method} ${route.path} (guest ${route.guest}, member ${route.member})`, async ({ assert }) => {
      const guest = await plainRequest(route.method, route.path, { json: route.body })
      assert.equal(guest.status, route.guest, `a guest gets ${route.guest}: ${guest.text.slice(0, 200)}`)
      if (route.guest === 401) assert.equal(guest.body?.code, 16, 'as JSON')
      if (route.guestMessage) assert.equal(guest.body?.message, route.guestMessage)
      const member = await plainRequest(route.method, route.path, { json: route.body, token: await tokenFor(await createUser()) })
      assert.equal(member.status, route.member, `a plain member gets ${route.member}: ${member.text.slice(0, 200)}`)
    })
  }
})
