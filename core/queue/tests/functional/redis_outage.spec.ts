import { Redis } from 'ioredis'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { RedisProxy } from './redis_proxy.js'

const skipReason = process.env.REDIS_HOST ? undefined : 'REDIS_HOST is not set: needs a Redis server'

/** A client with the options of config/redis.ts (the limiter's and sessions' connection), through the proxy. */
function mainConnection(port: number) {
  const { keyPrefix: _prefix, ...options } = app.config.get<Record<string, any>>('redis.connections.main')
  return new Redis({ ...options, host: '127.0.0.1', port, db: 0 }).on('error', () => {})
}

async function eventually(check: () => Promise<unknown>) {
  for (;;) {
    try {
      return await check()
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

test.group('Redis outage: the main connection', (group) => {
  group.each.timeout(30_000)

  test('a paused Redis fails commands in bounded time, and they work again once it answers', async ({ assert }) => {
    const proxy = new RedisProxy()
    await proxy.start()
    const client = mainConnection(proxy.port)
    try {
      assert.equal(await client.ping(), 'PONG')
      proxy.pause()
      await assert.rejects(() => client.ping())
      proxy.resume()
      assert.equal(await eventually(() => client.ping()), 'PONG')
    } finally {
      client.disconnect()
      await proxy.stop()
    }
  }).skip(Boolean(skipReason), skipReason)

  test('a Redis that is down fails commands at once, and the connection comes back by itself when Redis does', async ({ assert }) => {
    const proxy = new RedisProxy()
    await proxy.start()
    const client = mainConnection(proxy.port)
    try {
      assert.equal(await client.ping(), 'PONG')
      await proxy.stop()
      await assert.rejects(() => client.ping())
      // Long enough for a reconnect strategy that gives up after a few attempts to have given up.
      await new Promise((resolve) => setTimeout(resolve, 4_000))
      await assert.rejects(() => client.ping())
      await proxy.start()
      assert.equal(await eventually(() => client.ping()), 'PONG')
    } finally {
      client.disconnect()
      await proxy.stop()
    }
  }).skip(Boolean(skipReason), skipReason)
})
