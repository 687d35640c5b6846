import { Redis } from 'ioredis'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { RedisManager } from '@adonisjs/redis'
import { BullMqDriver } from '#core/queue/drivers/bullmq_driver'
import { watchRedisOutages } from '#core/queue/redis_outage_log'
import { RedisProxy } from './redis_proxy.js'
import { testDefaults } from './driver_cases.js'

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

test.group('Redis outage: the worker log', (group) => {
  group.each.timeout(60_000)

  test('workers of many jobs log one line when Redis goes down and one when it is back, not one per reconnect', async ({ assert }) => {
    const proxy = new RedisProxy()
    await proxy.start()
    const lines: { level: string; text: string }[] = []
    const record = (level: string) => (text: string) => void lines.push({ level, text })
    const prefix = `docsite-outage-log-${process.pid}`
    const driver = new BullMqDriver({
      jobs: Array.from({ length: 8 }, (_, index) => ({ name: `test.outage${index}`, handle: async () => {} })),
      failures: { record: async () => {} },
      defaults: testDefaults,
      logger: { info: record('info'), warn: record('warn'), error: record('error') },
      redis: { host: '127.0.0.1', port: proxy.port, timeoutMs: 1_000 },
      prefix,
      keepFailed: 10,
      shutdownGraceMs: 500,
    })
    try {
      await driver.startWorkers()
      await driver.ping()
      await proxy.stop()
      await new Promise((resolve) => setTimeout(resolve, 4_000))
      await proxy.start()
      await eventually(async () => {
        if (!lines.some((line) => line.level === 'info')) throw new Error('not back yet')
      })
      assert.deepEqual(
        lines.map((line) => line.level),
        ['error', 'info'],
        lines.map((line) => line.text).join('\n')
      )
      assert.match(lines[0].text, new RegExp(`^Redis 127\\.0\\.0\\.1:${proxy.port} \\(queue\\) is unreachable`))
      assert.match(lines[1].text, /is reachable again after \d+ s$/)
    } finally {
      await driver.stop()
      await proxy.stop()
      const client = new Redis({ host: process.env.REDIS_HOST, port: Number(process.env.REDIS_PORT ?? 6379) })
      const keys = await client.keys(`${prefix}:*`)
      if (keys.length) await client.del(...keys)
      client.disconnect()
    }
  }).skip(Boolean(skipReason), skipReason)
})

test.group('Redis outage: the web process log', (group) => {
  group.each.timeout(60_000)

  test('the main connection logs one line when Redis goes down and one when it is back, not a fatal line per reconnect', async ({
    assert,
  }) => {
    const proxy = new RedisProxy()
    await proxy.start()
    const lines: { level: string; text: string }[] = []
    const record = (level: string) => (first: unknown, second?: unknown) =>
      void lines.push({ level, text: typeof first === 'string' ? first : String(second) })
    const logger = { info: record('info'), warn: record('warn'), error: record('error'), fatal: record('fatal') }
    const { keyPrefix: _prefix, ...options } = app.config.get<Record<string, any>>('redis.connections.main')
    const redis = new RedisManager(
      { connection: 'main', connections: { main: { ...options, host: '127.0.0.1', port: proxy.port } } },
      logger as any
    )
    watchRedisOutages(redis, logger)
    const connection = redis.connection()
    try {
      assert.equal(await connection.ping(), 'PONG')
      await proxy.stop()
      await new Promise((resolve) => setTimeout(resolve, 4_000))
      await proxy.start()
      assert.equal(await eventually(() => connection.ping()), 'PONG')
      await eventually(async () => {
        if (!lines.some((line) => line.level === 'info')) throw new Error('not back yet')
      })
      assert.deepEqual(
        lines.map((line) => line.level),
        ['error', 'info'],
        lines.map((line) => line.text).join('\n')
      )
      assert.match(lines[0].text, new RegExp(`^Redis 127\\.0\\.0\\.1:${proxy.port} \\(main\\) is unreachable`))
    } finally {
      await redis.quitAll().catch(() => {})
      await proxy.stop()
    }
  }).skip(Boolean(skipReason), skipReason)
})
