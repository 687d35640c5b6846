import net from 'node:net'
import { test } from '@japa/runner'
import { RedisConnection } from '@adonisjs/redis'
import redis from '@adonisjs/redis/services/main'
import { errors as limiterErrors, stores } from '@adonisjs/limiter'
import LimiterRedisStore from '@adonisjs/limiter/stores/redis'
import settings from '#core/settings/settings_service'
import { FallbackLimiterStore, StoreHealth } from '#core/accounts/services/fallback_limiter_store'
import { createUser } from '#tests/helpers/users'
import { login, newAccount, register, resetSecurity } from '../helpers.js'

/** Settles within `ms` or says it hung: the outage must never leave a request waiting. */
async function withinBound<T>(work: Promise<T>, ms = 8000): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, hung])
  } finally {
    clearTimeout(timer)
  }
}

/** A TCP server that accepts connections and never answers: a paused Redis. */
async function silentServer() {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => void sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  const close = () => {
    for (const socket of sockets) socket.destroy()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return { port, close }
}

/** A port nothing listens on: a stopped Redis. */
async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Two registrations' worth of allowance, counted through Redis at `port` with the fallback. */
function limiterOn(port: number) {
  const connection = new RedisConnection('outage', {
    host: '127.0.0.1',
    port,
    lazyConnect: true,
    retryStrategy: (times) => (times > 3 ? null : 50),
  })
  const options = { requests: 2, duration: 60 }
  const store = new FallbackLimiterStore(
    new LimiterRedisStore(connection, { ...options, keyPrefix: 'outage-test' }),
    stores.memory({})(options),
    new StoreHealth(1000, 10_000)
  )
  return { store, connection }
}

async function assertCountsInMemory(store: FallbackLimiterStore, assert: any) {
  const key = `register:${Math.random()}`
  await withinBound(store.consume(key))
  await withinBound(store.consume(key))
  try {
    await withinBound(store.consume(key))
    assert.fail('the third request of two allowed should be refused')
  } catch (error) {
    assert.instanceOf(error, limiterErrors.E_TOO_MANY_REQUESTS)
  }
  const state = await withinBound(store.get(key))
  assert.equal(state?.remaining, 0)
}

test.group('Rate limits when Redis is out of reach', (group) => {
  group.each.teardown(resetSecurity)

  test('Redis stopped (a closed port): the limits are counted in memory, without waiting', async ({ assert }) => {
    const { store, connection } = limiterOn(await closedPort())
    try {
      await assertCountsInMemory(store, assert)
    } finally {
      connection.ioConnection.disconnect()
    }
  })

  test('Redis paused (a connection that never answers): the limits are counted in memory after a bounded wait', async ({ assert }) => {
    const server = await silentServer()
    const { store, connection } = limiterOn(server.port)
    try {
      await assertCountsInMemory(store, assert)
    } finally {
      connection.ioConnection.disconnect()
      await server.close()
    }
  })

  test('with REDIS_HOST and the Redis connection paused, login and registration answer and keep their limits', async ({
    client,
    assert,
  }) => {
    const main = redis.connection('main')
    await main.ping()
    const socket = (main.ioConnection as any).stream as net.Socket
    socket.pause()
    // The app's own bound (RATE_LIMIT_REDIS_TIMEOUT_MS, longer in tests: .env.test), then the fallback answers.
    const bound = Number(process.env.RATE_LIMIT_REDIS_TIMEOUT_MS ?? 1500) + 6000
    try {
      await settings.update('security', { register_per_hour_per_ip: 2 })
      const ip = '10.55.55.55'
      const first = await withinBound(register(client, { ...newAccount(), ip }), bound)
      first.assertStatus(200)
      ;(await withinBound(register(client, { ...newAccount(), ip }))).assertStatus(200)
      const third = await withinBound(register(client, { ...newAccount(), ip }))
      third.assertStatus(429)
      assert.match(third.body().message, /^注册过于频繁/)

      const user = await createUser({ password: 'secret123' })
      ;(await withinBound(login(client, user.username, 'secret123', {}, ip))).assertStatus(200)
    } finally {
      socket.resume()
    }
  })
    .timeout(60_000)
    .skip(!process.env.REDIS_HOST, 'needs REDIS_HOST: the limiter uses memory otherwise')
})
