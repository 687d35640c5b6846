import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import registry from '#core/kernel/plugin_registry'
import { InProcessDriver } from './drivers/in_process_driver.js'
import { FailureStore } from './failure_store.js'
import type { DispatchOptions, QueueConfig, QueueDriver, QueueDriverName, QueueLogger } from './types.js'

async function appLogger(): Promise<QueueLogger> {
  const logger = await app.container.make('logger')
  return {
    info: (message) => logger.info(message),
    warn: (message) => logger.warn(message),
    error: (message) => logger.error(message),
  }
}

/**
 * What runs where. Web: the schedules, and the workers unless they belong to `docsite
 * worker` processes (BullMQ without QUEUE_INLINE_WORKER). Console (CLI, ace): in-process
 * workers only, drained on exit, so a job a command dispatches still runs. Tests (and the
 * REPL) start what they need themselves.
 */
export function autostartPlan(environment: string, config: Pick<QueueConfig, 'driver' | 'inlineWorker'>) {
  const inProcess = config.driver === 'in-process'
  if (environment === 'web') return { workers: inProcess || config.inlineWorker, schedules: true, drainOnStop: false }
  if (environment === 'console' && inProcess) return { workers: true, schedules: false, drainOnStop: true }
  return { workers: false, schedules: false, drainOnStop: false }
}

/**
 * The queue every module dispatches to. The driver is picked from config/queue.ts and
 * built on first use, with the jobs of the enabled plugins; nothing connects before that.
 */
export class QueueService {
  #driver?: Promise<QueueDriver>
  #failures = new FailureStore()
  #drainOnStop = false

  get config(): QueueConfig {
    return app.config.get<QueueConfig>('queue')
  }

  get driverName(): QueueDriverName {
    return this.config.driver
  }

  #useDriver() {
    this.#driver ??= (async () => {
      const config = this.config
      const shared = {
        jobs: registry.jobs(),
        defaults: config.defaults,
        failures: this.#failures,
        logger: await appLogger(),
        shutdownGraceMs: config.shutdownGraceMs,
      }
      if (config.driver !== 'bullmq') return new InProcessDriver(shared)
      // BullMQ and ioredis are loaded only for the driver that uses them (~7 MB of heap otherwise idle).
      const { BullMqDriver } = await import('./drivers/bullmq_driver.js')
      return new BullMqDriver({
        ...shared,
        redis: config.redis,
        prefix: config.prefix,
        keepFailed: config.keepFailed,
        scheduleCheckMs: config.scheduleCheckMs,
      })
    })()
    return this.#driver
  }

  /** Enqueues a job declared in an enabled plugin's manifest; returns its id. */
  async dispatch<Payload>(job: string, payload: Payload, options?: DispatchOptions): Promise<string> {
    return (await this.#useDriver()).dispatch(job, payload, options)
  }

  /** Jobs that failed their last attempt, newest first (queue_failures table). */
  failures(filter?: { job?: string; limit?: number }) {
    return this.#failures.list(filter)
  }

  /**
   * The admin dashboard's queue card: for each declared job, what waits, runs and waits
   * for its time, and the failures of the last 24 hours with the latest error.
   */
  async health() {
    const counts = await (await this.#useDriver()).counts()
    const failures = await this.#failures.since(DateTime.utc().minus({ hours: 24 }))
    return {
      driver: this.driverName,
      jobs: Object.entries(counts).map(([job, count]) => {
        const failed = failures.get(job)
        return {
          job,
          label: registry.findJob(job)?.label ?? '',
          ...count,
          failed_24h: failed?.count ?? 0,
          last_error: failed?.latest.error.slice(0, 300) ?? '',
          last_failed_at: failed?.latest.failedAt.toISO() ?? null,
        }
      }),
    }
  }

  /** Resolves when the queue's store answers; rejects within the Redis timeout otherwise. */
  async ping() {
    await (await this.#useDriver()).ping()
  }

  /** Runs the workers in this process: every job, or the listed ones. */
  async startWorkers(options?: { concurrency?: number; jobs?: string[] }) {
    await (await this.#useDriver()).startWorkers(options)
  }

  /** Starts the manifests' schedules: a timer here, or BullMQ job schedulers in Redis. */
  async startSchedules() {
    await (await this.#useDriver()).startSchedules(registry.schedules())
  }

  /** Resolves once no job is waiting, delayed or running; for tests and scripts. */
  async idle(timeoutMs?: number) {
    await (await this.#useDriver()).idle(timeoutMs)
  }

  /** Starts what autostartPlan says this process runs, once the app is ready. */
  async autostart(environment: string) {
    const plan = autostartPlan(environment, this.config)
    this.#drainOnStop = plan.drainOnStop
    if (plan.workers) await this.startWorkers()
    if (plan.schedules) {
      // A Redis that is down at start gets the schedules once it is back (see the driver's schedule check).
      await this.startSchedules().catch(async (error) =>
        (await appLogger()).warn(`queue schedules not started yet: ${error?.message ?? error}`)
      )
    }
  }

  async stop() {
    if (!this.#driver) return
    const driver = await this.#driver
    this.#driver = undefined
    await driver.stop({ drain: this.#drainOnStop })
  }
}

const queue = new QueueService()
export default queue
