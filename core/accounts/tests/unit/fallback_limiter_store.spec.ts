import net from 'node:net'
import { spawn } from 'node:child_process'
import { test } from '@japa/runner'
import { stores } from '@adonisjs/limiter'
import type { LimiterStoreContract } from '@adonisjs/limiter/types'
import { FallbackLimiterStore, StoreHealth } from '#core/accounts/services/fallback_limiter_store'

/**
 * A loopback server in another process that answers every line at once, like a healthy Redis:
 * its reply reaches this process's socket even while this process is busy.
 */
async function echoServer() {
  const child = spawn(process.execPath, [
    '-e',
    `const s = require('node:net').createServer((c) => c.on('data', (d) => c.write(d))).listen(0, '127.0.0.1', () => console.log(s.address().port))`,
  ])
  const port = await new Promise<number>((resolve) => child.stdout.once('data', (data) => resolve(Number(String(data).trim()))))
  const socket = net.connect(port, '127.0.0.1')
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  const ask = () =>
    new Promise<void>((resolve) => {
      socket.once('data', () => resolve())
      socket.write('ping\n')
    })
  const close = () => {
    socket.destroy()
    child.kill()
  }
  return { ask, close }
}

/** Keeps this process busy, as a long synchronous piece of work would. */
function busyFor(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {}
}

test.group('Fallback limiter store', () => {
  test('a reply that arrived while the process was busy past the timeout is used, Redis is not marked down', async ({ assert }) => {
    const echo = await echoServer()
    const options = { requests: 5, duration: 60 }
    let sharedCalls = 0
    const shared = {
      consume: async () => {
        sharedCalls++
        await echo.ask()
        return { remaining: 4 } as any
      },
    } as unknown as LimiterStoreContract
    const health = new StoreHealth(100, 10_000)
    const store = new FallbackLimiterStore(shared, stores.memory({})(options), health)
    try {
      const answer = store.consume('key')
      busyFor(400)
      const response = await answer
      assert.equal(response.remaining, 4)
      assert.isFalse(health.isDown)
      assert.equal(sharedCalls, 1)
    } finally {
      echo.close()
    }
  })

  test('a store that does not answer is still given up after the timeout', async ({ assert }) => {
    const options = { requests: 5, duration: 60 }
    const silent = { consume: () => new Promise(() => {}) } as unknown as LimiterStoreContract
    const health = new StoreHealth(100, 10_000)
    const store = new FallbackLimiterStore(silent, stores.memory({})(options), health)
    const started = Date.now()
    const response = await store.consume('key')
    assert.equal(response.remaining, 4)
    assert.isTrue(health.isDown)
    assert.isBelow(Date.now() - started, 2000)
  })

  test('clearing the limits asks Redis again at once: counting does not go on half in memory', async ({ assert }) => {
    const options = { requests: 5, duration: 60 }
    let sharedCalls = 0
    const shared = {
      consume: async () => {
        sharedCalls++
        return { remaining: 4 } as any
      },
      clear: async () => {},
    } as unknown as LimiterStoreContract
    const health = new StoreHealth(100, 10_000)
    const store = new FallbackLimiterStore(shared, stores.memory({})(options), health)
    health.markDown(new Error('paused'))
    await store.consume('key')
    assert.equal(sharedCalls, 0)
    await store.clear()
    assert.isFalse(health.isDown)
    await store.consume('key')
    assert.equal(sharedCalls, 1)
  })
})
