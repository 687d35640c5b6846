import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import Group from '#core/access/models/group'
import Permission from '#core/access/models/permission'
import { adminPageRoutes, guardedRoutes, type GuardedRoute } from '#core/access/permission_sync'
import { addToGroup, createUser, tokenFor } from '#tests/helpers/users'
import { asGuest } from '#tests/helpers/plain_http'

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
 * Routes that need only a login (no permission row): a guest gets 401 JSON, any member is
 * served. Listed by hand, as the route table does not mark them.
 */
const LOGIN_ONLY: { method: string; path: string; plugin: string; message?: string }[] = [
  { method: 'POST', path: '/api/v1/assistant/sessions', plugin: 'assistant', message: '您尚未登录或登录已过期，请先登录' },
  { method: 'POST', path: '/api/v1/assistant/sessions/1/messages', plugin: 'assistant', message: '您尚未登录或登录已过期，请先登录' },
  { method: 'POST', path: '/api/v1/assistant/sessions/1/close', plugin: 'assistant', message: '您尚未登录或登录已过期，请先登录' },
  { method: 'POST', path: '/api/v1/assistant/files', plugin: 'assistant', message: '您尚未登录或登录已过期，请先登录' },
]

test.group('Authorization matrix: login-only API routes', () => {
  for (const route of LOGIN_ONLY) {
    test(`${route.method} ${route.path}`, async ({ client, assert }) => {
      const guest = await asGuest(route.method, route.path, {})
      assert.equal(guest.status, 401, 'a guest gets 401')
      assert.equal(parseJson(guest.text)?.code, 16, 'as JSON')
      if (route.message) assert.equal(parseJson(guest.text)?.message, route.message)
      const member = await client
        .request(route.path, route.method as any)
        .bearerToken(await tokenFor(await createUser()))
        .json({})
      assert.notInclude([401, 403], member.status(), `a member is let through (got ${member.status()}: ${member.text()})`)
    }).skip(!registry.isEnabled(route.plugin), `the ${route.plugin} plugin is not enabled`)
  }
})
