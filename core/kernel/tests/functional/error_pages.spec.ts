import { test } from '@japa/runner'
import { sharedProps } from '#core/kernel/shared_props'

const BROKEN = 'x-test-broken-database'

test.group('Error pages', (group) => {
  group.setup(() => {
    // Every page's layout reads shared props from the database: this request's read fails as a database that is down does.
    sharedProps.add('site', async (ctx) => {
      if (ctx.request.header(BROKEN)) {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3399'), { code: 'ECONNREFUSED', errno: -111 })
      }
      return {}
    })
  })

  test('a page whose data cannot be read shows a Chinese error page, never the error itself', async ({ client, assert }) => {
    const response = await client.get('/').header('accept', 'text/html').header(BROKEN, '1')
    response.assertStatus(500)
    assert.match(response.header('content-type') ?? '', /text\/html/)
    assert.include(response.text(), '服务器开小差了，请稍后再试')
    assert.notInclude(response.text(), 'ECONNREFUSED')
    assert.notInclude(response.text(), '3399')
  })

  test('a JSON caller of a page gets the same message in the API error shape', async ({ client, assert }) => {
    const response = await client.get('/').header('accept', 'application/json').header(BROKEN, '1')
    response.assertStatus(500)
    assert.equal(response.body().message, '服务器开小差了，请稍后再试')
    assert.notInclude(response.text(), 'ECONNREFUSED')
  })
})
