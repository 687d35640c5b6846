import { Queue, Worker, type Job } from 'bullmq'
import { Redis } from 'ioredis'
import type { JobDefinition, ScheduleDefinition } from '#core/kernel/define_plugin'
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
  failures: FailureRecorder
  logger: QueueLogger
}

/**
 * One BullMQ queue per job name under the configured prefix. Queues share one Redis
 * connection and are created on first use; workers (each with its own blocking
 * connection) start only when asked: in `docsite worker`, or in the web process with
 * QUEUE_INLINE_WORKER=true.
 */
export class BullMqDriver implements QueueDriver {
  readonly name = 'bullmq' as const
  #options: BullMqDriverOptions
  #jobs = new Map<string, JobDefinition>()
  #connection?: Redis
  #queues = new Map<string, Queue>()
  #workers: Worker[] = []
  #stopping = new AbortController()

  constructor(options: BullMqDriverOptions) {
    this.#options = options
    for (const job of options.jobs) this.#jobs.set(job.name, job)
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

  queue(name: string) {
    this.#resolved(name)
    let queue = this.#queues.get(name)
    if (!queue) {
      this.#connection ??= new Redis({ ...this.#redisOptions(), maxRetriesPerRequest: null })
      queue = new Queue(name, { connection: this.#connection, prefix: this.#options.prefix })
      queue.on('error', (error) => this.#options.logger.error(`queue ${name}: ${errorMessage(error)}`))
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
    const added = await this.queue(name).add(name, payload ?? null, {
      ...this.#jobOptions(job),
      delay: options.delayMs && options.delayMs > 0 ? options.delayMs : undefined,
      jobId: options.jobId,
    })
    return String(added.id)
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
    const defaults = options.concurrency
      ? { ...this.#options.defaults, concurrency: options.concurrency }
      : this.#options.defaults
    this.#stopping = new AbortController()
    const names = options.jobs ?? [...this.#jobs.keys()]
    for (const name of names) {
      const job = this.#resolved(name, defaults)
      const worker = new Worker(name, (bullJob: Job) => this.#process(job, bullJob), {
        connection: { ...this.#redisOptions(), maxRetriesPerRequest: null },
        prefix: this.#options.prefix,
        concurrency: job.concurrency,
      })
      worker.on('error', (error) => this.#options.logger.error(`worker ${name}: ${errorMessage(error)}`))
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
      for (const queue of this.#queues.values()) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')
        busy += Object.values(counts).reduce((sum, count) => sum + count, 0)
      }
      if (!busy) return
      if (Date.now() > deadline) throw new Error(`The queue was still busy after ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Read from Redis: every node's jobs. */
  async counts() {
    const counts: Record<string, JobCounts> = {}
    for (const name of this.#jobs.keys()) {
      const found = await this.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed')
      counts[name] = { waiting: (found.waiting ?? 0) + (found.prioritized ?? 0), active: found.active ?? 0, delayed: found.delayed ?? 0 }
    }
    return counts
  }

  /** Lets running jobs finish within the grace period, then aborts them. */
  async stop() {
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
    this.#queues.clear()
    await Promise.all(queues.map((queue) => queue.close()))
    await this.#connection?.quit().catch(() => {})
    this.#connection = undefined
  }
}
