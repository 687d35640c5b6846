import { Queue } from 'bullmq'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Redis } from 'ioredis'
import { queue } from '#core/queue/contracts'
import type { QueueConfig } from '#core/queue/types'
import { RedisProxy } from '#core/queue/tests/functional/redis_proxy'
import { tokenFor } from '#tests/helpers/users'
import Document from '#plugins/documents/models/document'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { sweepConversions } from '#plugins/documents/actions/convert_sweep'
import { createUploader, disabledReason, documentsDisabled, makeCategory, uniquePdf } from './upload_helpers.js'

const redis = { host: process.env.REDIS_HOST ?? '127.0.0.1', port: Number(process.env.REDIS_PORT ?? 6379) }
const skipReason = process.env.REDIS_HOST ? undefined : 'REDIS_HOST is not set: needs a Redis server'
const prefix = `docsite-test-${process.pid}-outage`
const SWEEP_SCHEDULE = 'documents.sweep-every-minute'

test.group('Document upload while Redis is paused or down', (group) => {
  const proxy = new RedisProxy()
  /** Reads the queues straight from Redis, not through the proxy. */
  const inspect = (name: string) => new Queue(name, { connection: redis, prefix })
  let original: QueueConfig

  group.setup(async () => {
    await proxy.start()
    original = app.config.get<QueueConfig>('queue')
    await queue.stop()
    app.config.set('queue', {
      ...original,
      driver: 'bullmq',
      prefix,
      redis: { ...original.redis, ...redis, port: proxy.port, timeoutMs: 1_000 },
      scheduleCheckMs: 300,
    })
    return async () => {
      await queue.stop()
      app.config.set('queue', original)
      await proxy.stop()
      const client = new Redis(redis)
      const keys = await client.keys(`${prefix}:*`)
      if (keys.length) await client.del(...keys)
      client.disconnect()
    }
  })
  group.each.timeout(90_000)

  async function publish(client: any, token: string, categoryId: number) {
    const file = await client
      .post('/api/v1/upload/document')
      .bearerToken(token)
      .file('file', await uniquePdf(), { filename: '停机报告.pdf' })
    file.assertStatus(200)
    const response = await client
      .post('/api/v1/document')
      .bearerToken(token)
      .json({ category_id: [categoryId], document: [{ attachment_id: file.body().data.id }] })
    response.assertStatus(200)
    return Document.findOrFail(response.body().document[0].id)
  }

  test('documents sent while Redis is paused, then down, are saved as 待转换 and queued by the sweep once Redis is back', async ({
    client,
    assert,
  }) => {
    const token = await tokenFor(await createUploader())
    const category = await makeCategory()
    await queue.startSchedules()
    const sweeps = inspect('documents.sweep')
    const conversions = inspect('documents.convert')
    try {
      assert.exists(await sweeps.getJobScheduler(SWEEP_SCHEDULE))

      proxy.pause()
      const paused = await publish(client, token, category.id)
      await proxy.stop()
      const down = await publish(client, token, category.id)
      for (const document of [paused, down]) {
        assert.equal(document.status, DocumentStatus.Pending)
        assert.isUndefined(await conversions.getJob(`documents-convert-${document.id}`))
      }

      // Redis comes back empty, as after a restart without persistence: the schedule is gone too.
      await sweeps.removeJobScheduler(SWEEP_SCHEDULE)
      await proxy.start()
      await queue.startWorkers({ jobs: ['documents.sweep'] })
      for (const document of [paused, down]) {
        while (!(await conversions.getJob(`documents-convert-${document.id}`))) await new Promise((resolve) => setTimeout(resolve, 200))
      }
      assert.exists(await sweeps.getJobScheduler(SWEEP_SCHEDULE))

      // A second sweep queues nothing twice: one job per document, and the lease decides who converts.
      const waiting = await conversions.getWaitingCount()
      await sweepConversions()
      assert.equal(await conversions.getWaitingCount(), waiting)
      assert.equal((await Document.findOrFail(paused.id)).status, DocumentStatus.Pending)
    } finally {
      proxy.resume()
      await sweeps.close()
      await conversions.close()
    }
  })
    .skip(documentsDisabled, disabledReason)
    .skip(Boolean(skipReason), skipReason)
})
