import { test } from '@japa/runner'
import { freePort, startDetached } from '#cli/testing/child_process'
import { plainRequest } from '#tests/helpers/plain_http'

/** A server whose database and Redis do not answer: MySQL and Redis on ports nothing listens on. */
async function startWithoutDatabase() {
  const [port, dbPort, redisPort] = await Promise.all([freePort(), freePort(), freePort()])
  const server = startDetached(process.execPath, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DB_CONNECTION: 'mysql',
    DB_HOST: '127.0.0.1',
    DB_PORT: String(dbPort),
    REDIS_HOST: '127.0.0.1',
    REDIS_PORT: String(redisPort),
  })
  await server.waitFor(/started HTTP server/, 90_000)
  return { server, baseUrl: `http://127.0.0.1:${port}` }
}

test.group('Health and pages when a dependency is down', () => {
  test('/health reports each dependency and answers 200 when they all work', async ({ assert }) => {
    const health = await plainRequest('GET', '/health')
    assert.equal(health.status, 200, health.text)
    assert.equal(health.body.status, 'ok')
    assert.equal(health.body.dependencies.database.status, 'ok')
    assert.equal(health.body.dependencies.storage.status, 'ok')
    assert.equal(health.body.dependencies.queue.status, 'ok')
    assert.include(['ok', 'unused'], health.body.dependencies.redis.status)
  })

  test('an unreachable database and Redis: /health answers 503 naming them, pages show a Chinese error page without internals', async ({
    assert,
    cleanup,
  }) => {
    const { server, baseUrl } = await startWithoutDatabase()
    cleanup(() => server.stop('SIGKILL', 0).then(() => {}))

    const health = await fetch(`${baseUrl}/health`)
    assert.equal(health.status, 503)
    const body = (await health.json()) as { status: string; dependencies: Record<string, { status: string; error?: string }> }
    assert.equal(body.status, 'down')
    assert.equal(body.dependencies.redis.status, 'down')
    assert.equal(body.dependencies.redis.error, 'ECONNREFUSED')
    assert.equal(body.dependencies.queue.status, 'down')
    assert.equal(body.dependencies.queue.error, 'ECONNREFUSED')
    assert.equal(body.dependencies.database.status, 'down')
    assert.equal(body.dependencies.database.error, 'ECONNREFUSED')
    assert.equal(body.dependencies.storage.status, 'ok')

    for (const path of ['/', '/login', '/no-such-page']) {
      const page = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })
      const html = await page.text()
      assert.isAtLeast(page.status, 500, path)
      assert.match(page.headers.get('content-type') ?? '', /text\/html/, path)
      assert.include(html, '服务器开小差了，请稍后再试', path)
      assert.notInclude(html, 'ECONNREFUSED', path)
      assert.notInclude(html, '127.0.0.1', path)
    }
  }).timeout(150_000)
})
