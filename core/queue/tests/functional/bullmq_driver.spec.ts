import { Redis } from 'ioredis'
import { test } from '@japa/runner'
import { BullMqDriver } from '#core/queue/drivers/bullmq_driver'
import { defineDriverCases, quietLogger, testDefaults } from './driver_cases.js'

const host = process.env.REDIS_HOST
const redis = { host: host ?? '127.0.0.1', port: Number(process.env.REDIS_PORT ?? 6379), password: process.env.REDIS_PASSWORD }
const skipReason = host ? undefined : 'REDIS_HOST is not set: the BullMQ cases need a Redis server'
let runs = 0
const prefixes: string[] = []

defineDriverCases(
  'BullMQ',
  ({ jobs, failures }) => {
    runs += 1
    const prefix = `docsite-test-${process.pid}-${runs}`
    prefixes.push(prefix)
    return new BullMqDriver({
      jobs,
      failures,
      defaults: testDefaults,
      logger: quietLogger,
      redis,
      prefix,
      keepFailed: 10,
      shutdownGraceMs: 1_000,
    })
  },
  skipReason
)

test.group('Queue driver: BullMQ cleanup', () => {
  test('leaves no keys of the test queues in Redis', async ({ assert }) => {
    const client = new Redis({ ...redis, lazyConnect: true })
    try {
      for (const prefix of prefixes) {
        const keys = await client.keys(`${prefix}:*`)
        if (keys.length) await client.del(...keys)
        assert.lengthOf(await client.keys(`${prefix}:*`), 0)
      }
    } finally {
      client.disconnect()
    }
  }).skip(Boolean(skipReason), skipReason)
})
