import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'

test.group('GET /api/v1/ping and /api/v1/health/ping', (group) => {
  group.each.teardown(async () => {
    await settings.update('security', { login_required: false })
  })

  test('echoes the name with the time and the health status, uncached', async ({ client, assert }) => {
    for (const path of ['/api/v1/ping', '/api/v1/health/ping']) {
      const response = await client.get(path).qs({ name: 'docsite' })
      response.assertStatus(200)
      assert.equal(response.body().name, 'docsite')
      assert.equal(response.body().status, 'ok')
      assert.closeTo(Date.parse(response.body().created_at), Date.now(), 60_000)
      assert.equal(response.header('cache-control'), 'no-store')
    }
    assert.equal((await client.get('/api/v1/ping')).body().name, '', 'no name, an empty one')
  })

  test('answers a monitor when the site needs a login', async ({ client }) => {
    await settings.update('security', { login_required: true })
    ;(await client.get('/api/v1/ping')).assertStatus(200)
    ;(await client.get('/api/v1/health/ping')).assertStatus(200)
  })
})
