import { Queue, Worker, type Job } from 'bullmq'
import { Redis } from 'ioredis'
import type { JobDefinition, ScheduleDefinition } from '#core/kernel/define_plugin'
import { isConnectionError, OutageLog } from '#core/kernel/outage_log'
import { errorMessage, runAttempt } from '../run_attempt.js'
import {
  resolveJob,
  type DispatchOptions,
  type FailureRecorder,
  type JobCounts,
  type QueueConfig,
  type QueueDriver,
  type QueueLogger,
  type ResolvedJob,
} from '../types.js'

export interface BullMqDriverOptions {
  jobs: JobDefinition[]
  defaults: QueueConfig['defaults']
  redis: QueueConfig['redis']
  prefix: string
  keepFailed: number
  shutdownGraceMs?: number
  scheduleCheckMs?: number
  /** How often a Redis outage is logged again while it lasts. */
  outageReminderMs?: number
  failures: FailureRecorder
  logger: QueueLogger
}

const DEFAULT_TIMEOUT_MS = 5_000

/** Redis did not answer a producer in time (down, paused, unreachable). */
export class QueueUnavailableError extends Error {
  constructor(what: string, timeoutMs: number) {
    super(`Redis did not answer ${what} within ${timeoutMs} ms`)
  }
}

/**
 * One BullMQ queue per job name under the configured prefix. Queues share one Redis
 * connection and are created on first use; workers (each with its own blocking
 * connection) start only when asked: in `docsite worker`, or in the web process with
 * QUEUE_INLINE_WORKER=true.
 *
 * The producer side is bounded: a down or paused Redis fails a dispatch within
 * redis.timeoutMs instead of holding the web request, and the connection is rebuilt on the
 * next use. Callers keep their own state (a document stays 待转换) and a sweep queues it later.
 */
export class BullMqDriver implements QueueDriver {
  readonly name = 'bullmq' as const
  #options: BullMqDriverOptions
  #jobs = new Map<string, JobDefinition>()
  #connection?: Redis
  #queues = new Map<string, Queue>()
  #workers: Worker[] = []
  #stopping = new AbortController()
  #schedules: ScheduleDefinition[] = []
  /** After a timeout, producer calls fail at once for a while instead of each waiting again. */
  #unavailableUntil = 0
  #scheduleCheck?: NodeJS.Timeout
  /** Every connection's errors during an outage become one line, a reminder a minute, and one when Redis is back. */
  #outage: OutageLog

  constructor(options: BullMqDriverOptions) {
    this.#options = options
    for (const job of options.jobs) this.#jobs.set(job.name, job)
    this.#outage = new OutageLog({
      what: `Redis ${options.redis.host}:${options.redis.port} (queue)`,
      logger: options.logger,
      reminderMs: options.outageReminderMs,
    })
  }

  /** The latest connection error, so a failed ping says why (ECONNREFUSED, ...). */
  #lastConnectionError?: unknown

  #back() {
    this.#lastConnectionError = undefined
    this.#outage.up()
  }

  #reportError(source: string, error: unknown) {
    if (isConnectionError(error)) this.#lastConnectionError = error
    if (isConnectionError(error) || error instanceof QueueUnavailableError) this.#outage.down(error)
    else this.#options.logger.error(`${source}: ${errorMessage(error)}`)
  }

  #redisOptions(): QueueConfig['redis'] {
    const { host, port, password } = this.#options.redis
    return { host, port, password }
  }

  #resolved(name: string, defaults = this.#options.defaults): ResolvedJob {
    const job = this.#jobs.get(name)
    if (!job) throw new Error(`Unknown job "${name}": no enabled plugin declares it`)
    return resolveJob(job, defaults)
  }

  get #timeoutMs() {
    return this.#options.redis.timeoutMs ?? DEFAULT_TIMEOUT_MS
  }

  /** Fails fast: no endless offline queue, no command waiting on a Redis that does not answer. */
  #producerConnection() {
    const timeout = this.#timeoutMs
    return new Redis({
      ...this.#redisOptions(),
      connectTimeout: timeout,
      commandTimeout: timeout,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    })
      .on('error', (error) => this.#reportError('queue connection', error))
      .on('ready', () => this.#back())
  }

  /** Runs a producer call within the timeout; on a timeout the connection is dropped and rebuilt on next use. */
  async #bounded<T>(what: string, work: () => Promise<T>): Promise<T> {
    if (Date.now() < this.#unavailableUntil) throw new QueueUnavailableError(what, this.#timeoutMs)
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new QueueUnavailableError(what, this.#timeoutMs)), this.#timeoutMs)
    })
    const running = work()
    running.catch(() => {})
    try {
      return await Promise.race([running, timeout])
    } catch (error) {
      if (error instanceof QueueUnavailableError) {
        this.#unavailableUntil = Date.now() + this.#timeoutMs
        this.#dropProducer()
      }
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  /** A BullMQ queue waiting forever for a connection that never got ready is not reused. */
  #dropProducer() {
    const queues = [...this.#queues.values()]
    this.#queues.clear()
    const connection = this.#connection
    this.#connection = undefined
    for (const queue of queues) queue.close().catch(() => {})
    connection?.disconnect()
  }

  queue(name: string) {
    this.#resolved(name)
    let queue = this.#queues.get(name)
    if (!queue) {
      this.#connection ??= this.#producerConnection()
      queue = new Queue(name, { connection: this.#connection, prefix: this.#options.prefix })
      queue.on('error', (error) => this.#reportError(`queue ${name}`, error))
      this.#queues.set(name, queue)
    }
    return queue
  }

  #jobOptions(job: ResolvedJob) {
    return {
      attempts: job.attempts,
      backoff: { type: 'exponential' as const, delay: job.backoffMs },
      removeOnComplete: true,
      removeOnFail: { count: this.#options.keepFailed },
    }
  }

  async dispatch(name: string, payload: unknown, options: DispatchOptions = {}) {
    const job = this.#resolved(name)
    const jobOptions = {
      ...this.#jobOptions(job),
      delay: options.delayMs && options.delayMs > 0 ? options.delayMs : undefined,
      jobId: options.jobId,
    }
    return this.#bounded(`dispatch ${name}`, async () => {
      const queue = this.queue(name)
      let added = await queue.add(name, payload ?? null, jobOptions)
      // An id only deduplicates while its job waits or runs (as in-process): a failed one
      // kept for inspection must not swallow a new dispatch, such as a sweep's.
      if (options.jobId && (await added.isFailed())) {
        await added.remove()
        added = await queue.add(name, payload ?? null, jobOptions)
      }
      return String(added.id)
    })
  }

  async #process(job: ResolvedJob, bullJob: Job) {
    const attempt = bullJob.attemptsMade + 1
    try {
      await runAttempt(job, bullJob.data, { attempt, jobId: String(bullJob.id) }, this.#stopping.signal)
    } catch (error) {
      if (attempt >= (bullJob.opts.attempts ?? 1)) await this.#recordFailure(job, bullJob, attempt, error)
      throw error
    }
  }

  async #recordFailure(job: ResolvedJob, bullJob: Job, attempts: number, error: unknown) {
    const message = errorMessage(error)
    this.#options.logger.error(`job ${job.name} (${bullJob.id}) failed after ${attempts} attempt(s): ${message}`)
    try {
      await this.#options.failures.record({
        job: job.name,
        jobId: String(bullJob.id),
        payload: bullJob.data,
        error: message,
        attempts,
        driver: this.name,
      })
    } catch (recordError) {
      this.#options.logger.error(`could not record the failure of job ${job.name}: ${errorMessage(recordError)}`)
    }
  }

  /** Starts a worker per declared job (or per listed job); concurrency replaces the default. */
  async startWorkers(options: { concurrency?: number; jobs?: string[] } = {}) {
    const defaults = options.concurrency ? { ...this.#options.defaults, concurrency: options.concurrency } : this.#options.defaults
    this.#stopping = new AbortController()
    const names = options.jobs ?? [...this.#jobs.keys()]
    for (const name of names) {
      const job = this.#resolved(name, defaults)
      const worker = new Worker(name, (bullJob: Job) => this.#process(job, bullJob), {
        connection: { ...this.#redisOptions(), maxRetriesPerRequest: null },
        prefix: this.#options.prefix,
        concurrency: job.concurrency,
      })
      worker.on('error', (error) => this.#reportError(`worker ${name}`, error))
      worker.getBackend().on('ready', () => this.#back())
      this.#workers.push(worker)
    }
    await Promise.all(this.#workers.map((worker) => worker.waitUntilReady()))
  }

  /**
   * Job schedulers live in Redis, so every web node and worker may upsert them: the same
   * id keeps one schedule. Schedulers on our queues that no manifest declares any more
   * are removed.
   */
  async startSchedules(schedules: ScheduleDefinition[]) {
    this.#schedules = schedules
    clearInterval(this.#scheduleCheck)
    this.#scheduleCheck = setInterval(() => {
      this.#restoreSchedules().then(
        () => this.#back(),
        (error) => this.#reportError('queue schedules', error)
      )
    }, this.#options.scheduleCheckMs ?? 60_000)
    this.#scheduleCheck.unref()
    await this.#bounded('the schedules', () => this.#upsertSchedules(schedules))
  }

  /** Puts back the schedules Redis no longer has (it restarted empty, or was down when this process started). */
  async #restoreSchedules() {
    const missing: ScheduleDefinition[] = []
    await this.#bounded('the schedule check', async () => {
      for (const schedule of this.#schedules) {
        if (!(await this.queue(schedule.job).getJobScheduler(schedule.name))) missing.push(schedule)
      }
    })
    if (!missing.length) return
    this.#options.logger.info(`queue schedules restored in Redis: ${missing.map((schedule) => schedule.name).join(', ')}`)
    await this.#bounded('the schedules', () => this.#upsertSchedules(this.#schedules))
  }

  async #upsertSchedules(schedules: ScheduleDefinition[]) {
    for (const schedule of schedules) {
      const job = this.#resolved(schedule.job)
      await this.queue(schedule.job).upsertJobScheduler(
        schedule.name,
        { every: schedule.everyMs },
        { name: schedule.job, data: schedule.payload ?? {}, opts: this.#jobOptions(job) }
      )
    }
    const declared = new Set(schedules.map((schedule) => schedule.name))
    for (const name of this.#jobs.keys()) {
      const queue = this.queue(name)
      for (const scheduler of await queue.getJobSchedulers()) {
        if (!declared.has(scheduler.key)) await queue.removeJobScheduler(scheduler.key)
      }
    }
  }

  /** Polls the job counts of the queues this process has used. */
  async idle(timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs
    while (true) {
      let busy = 0
      // Only the kinds this process works on, once it runs workers (as the in-process driver).
      const worked = new Set(this.#workers.map((worker) => worker.name))
      for (const [name, queue] of this.#queues) {
        if (worked.size && !worked.has(name)) continue
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')
        busy += Object.values(counts).reduce((sum, count) => sum + count, 0)
      }
      if (!busy) return
      if (Date.now() > deadline) throw new Error(`The queue was still busy after ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async ping() {
    try {
      await this.#bounded('a ping', async () => {
        this.#connection ??= this.#producerConnection()
        await this.#connection.ping()
      })
    } catch (error) {
      throw this.#lastConnectionError ? new Error(errorMessage(error), { cause: this.#lastConnectionError }) : error
    }
  }

  /** Read from Redis: every node's jobs. */
  async counts() {
    return this.#bounded('the job counts', async () => {
      const counts: Record<string, JobCounts> = {}
      for (const name of this.#jobs.keys()) {
        const found = await this.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed')
        counts[name] = { waiting: (found.waiting ?? 0) + (found.prioritized ?? 0), active: found.active ?? 0, delayed: found.delayed ?? 0 }
      }
      return counts
    })
  }

  /** Lets running jobs finish within the grace period, then aborts them. */
  async stop() {
    clearInterval(this.#scheduleCheck)
    const workers = this.#workers
    this.#workers = []
    const closing = Promise.all(workers.map((worker) => worker.close()))
    let timer: NodeJS.Timeout | undefined
    const grace = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.#options.shutdownGraceMs ?? 10_000)
    })
    const outcome = await Promise.race([closing, grace])
    clearTimeout(timer)
    this.#stopping.abort()
    if (outcome === 'late') await Promise.all(workers.map((worker) => worker.close(true)))
    const queues = [...this.#queues.values()]
    const closed = await this.#bounded('closing the queues', () => Promise.all(queues.map((queue) => queue.close()))).then(
      () => true,
      () => false
    )
    this.#queues.clear()
    if (closed) await this.#connection?.quit().catch(() => {})
    else this.#connection?.disconnect()
    this.#connection = undefined
  }
}
