import env from '#start/env'
import app from '@adonisjs/core/services/app'
import type { QueueConfig } from '#core/queue/types'

/**
 * Jobs run inside the web process unless REDIS_HOST is set; then they go to BullMQ and run
 * in `docsite worker` processes (and in the web process too with QUEUE_INLINE_WORKER=true).
 * Manifests declare the jobs; `defaults` fill what a job leaves unset.
 */
const queueConfig: QueueConfig = {
  driver: env.get('REDIS_HOST') ? 'bullmq' : 'in-process',
  /** Redis key prefix; each test process gets its own so runs never share queues. */
  prefix: env.get('QUEUE_PREFIX') || (app.inTest ? `docsite-test-${process.pid}` : 'docsite'),
  inlineWorker: String(env.get('QUEUE_INLINE_WORKER')) === 'true',
  redis: {
    host: env.get('REDIS_HOST', '127.0.0.1'),
    port: env.get('REDIS_PORT', 6379),
    password: env.get('REDIS_PASSWORD') || undefined,
    timeoutMs: 5_000,
  },
  scheduleCheckMs: 60_000,
  defaults: {
    attempts: 3,
    backoffMs: 5_000,
    timeoutMs: 10 * 60_000,
    concurrency: env.get('QUEUE_CONCURRENCY', 2),
  },
  /** Failed BullMQ jobs kept in Redis per queue (every failure is also in queue_failures). */
  keepFailed: 1000,
  /** How long shutdown waits for running jobs before aborting them. */
  shutdownGraceMs: 10_000,
}

export default queueConfig
