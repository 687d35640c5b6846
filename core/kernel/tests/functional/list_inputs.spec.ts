import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { MAX_IDS, TOO_MANY_IDS } from '#core/kernel/http/query_list'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'

/** Numbers people and scripts send as page or size: huge, negative, fractional, not numbers at all. */
const BAD_NUMBERS = ['99999999999999999999', '1e400', '-5', '0', '2.5', 'abc', '']

/** Every GET route of the API without a path parameter, read from the route table at run time. */
function plainGetRoutes() {
  if (!router.commited) router.commit()
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.methods.includes('GET') && route.pattern.startsWith('/api/v1/') && !route.pattern.includes(':'))
    .map((route) => route.pattern)
}

test.group('List inputs: page and size', () => {
  test('a guest asking /api/v1/category/list for a size of 10^20 gets the list, not a 500', async ({ assert }) => {
    const response = await plainRequest('GET', '/api/v1/category/list?size=99999999999999999999&page=99999999999999999999')
    assert.equal(response.status, 200, response.text)
    assert.isArray(response.body.category)
  })

  test('every API list route answers huge, negative, fractional and non-numeric page and size without a 500', async ({ assert }) => {
    const token = await tokenFor(await createSuperAdmin())
    const routes = plainGetRoutes()
    assert.isAbove(routes.length, 30)
    const failures: string[] = []
    for (const path of routes) {
      for (const value of BAD_NUMBERS) {
        const query = `?page=${encodeURIComponent(value)}&size=${encodeURIComponent(value)}`
        for (const caller of [undefined, token]) {
          const response = await plainRequest('GET', path + query, { token: caller })
          if (response.status >= 500) {
            failures.push(`${caller ? 'admin' : 'guest'} ${path}${query}: ${response.status} ${response.text.slice(0, 120)}`)
          }
        }
      }
    }
    assert.deepEqual(failures, [])
  }).timeout(300_000)

  test('a size beyond the largest page is served as the largest page', async ({ assert }) => {
    const token = await tokenFor(await createSuperAdmin())
    const response = await plainRequest('GET', '/api/v1/user/list?size=99999999999999999999&page=1', { token })
    assert.equal(response.status, 200, response.text)
    assert.isAtMost(response.body.user.length, 1000)
  })

  test('site pages read a page number of 10^20 as their last page, not a 500', async ({ assert }) => {
    for (const path of ['/article', '/category']) {
      const response = await plainRequest('GET', `${path}?page=99999999999999999999`)
      assert.isBelow(response.status, 500, `${path}: ${response.text.slice(0, 200)}`)
    }
  }).timeout(180_000)
})

test.group('List inputs: id lists', () => {
  const BATCH_ROUTES: [string, string][] = [
    ['PUT', '/api/v1/punishment/cancel'],
    ['PUT', '/api/v1/document/reconvert'],
    ['PUT', '/api/v1/document/recycle'],
    ['POST', '/api/v1/article/recycle/restore'],
    ['PUT', '/api/v1/article/check'],
  ]

  for (const [method, path] of BATCH_ROUTES) {
    test(`${method} ${path} refuses 100,000 ids with a 400 that says how many are allowed`, async ({ assert }) => {
      const token = await tokenFor(await createSuperAdmin())
      const ids = Array.from({ length: 100_000 }, (_, index) => index + 1)
      const response = await plainRequest(method, path, { token, json: { id: ids, status: 1 } })
      assert.equal(response.status, 400, response.text.slice(0, 200))
      assert.equal(response.body.message, TOO_MANY_IDS)

      const allowed = await plainRequest(method, path, { token, json: { id: ids.slice(0, MAX_IDS), status: 1 } })
      assert.isBelow(allowed.status, 500, allowed.text.slice(0, 200))
      assert.notEqual(allowed.body?.message, TOO_MANY_IDS)
    }).timeout(60_000)
  }
})
