import { randomUUID } from 'node:crypto'
import type { JobDefinition, ScheduleDefinition } from '#core/kernel/define_plugin'
import { errorMessage, runAttempt } from '../run_attempt.js'
import {
  backoffDelay,
  resolveJob,
  type DispatchOptions,
  type FailureRecorder,
  type JobCounts,
  type QueueConfig,
  type QueueDriver,
  type QueueLogger,
  type ResolvedJob,
} from '../types.js'

interface Entry {
  id: string
  job: string
  payload: unknown
  /** Attempts made so far. */
  attempts: number
}

interface Lane {
  job: ResolvedJob
  pending: Entry[]
  active: number
}

export interface InProcessDriverOptions {
  jobs: JobDefinition[]
  defaults: QueueConfig['defaults']
  failures: FailureRecorder
  logger: QueueLogger
  shutdownGraceMs?: number
}

/**
 * The embedded driver: jobs wait in memory and run in this process, each job name in its
 * own lane with its own concurrency. Retries wait backoffMs, doubled each time; a job that
 * fails its last attempt is handed to the failure recorder. Nothing survives a restart,
 * which is the price of needing no Redis; use BullMQ when that matters.
 */
export class InProcessDriver implements QueueDriver {
  readonly name = 'in-process' as const
  #options: InProcessDriverOptions
  #lanes = new Map<string, Lane>()
  /** Ids waiting, delayed or running, for jobId deduplication. */
  #known = new Set<string>()
  /** Delayed dispatches and retries waiting for their time. */
  #timers = new Map<NodeJS.Timeout, Entry>()
  #intervals: NodeJS.Timeout[] = []
  #running = false
  /** Lanes the workers run; all when unset. */
  #only?: Set<string>
  #stopping = new AbortController()
  #idleWaiters: (() => void)[] = []

  constructor(options: InProcessDriverOptions) {
    this.#options = options
    this.#resolveLanes(options.defaults)
  }

  #resolveLanes(defaults: QueueConfig['defaults']) {
    for (const definition of this.#options.jobs) {
      const lane = this.#lanes.get(definition.name)
      const job = resolveJob(definition, defaults)
      if (lane) lane.job = job
      else this.#lanes.set(definition.name, { job, pending: [], active: 0 })
    }
  }

  #lane(name: string) {
    const lane = this.#lanes.get(name)
    if (!lane) throw new Error(`Unknown job "${name}": no enabled plugin declares it`)
    return lane
  }

  async dispatch(name: string, payload: unknown, options: DispatchOptions = {}) {
    this.#lane(name)
    const id = options.jobId ?? randomUUID()
    if (this.#known.has(id)) return id
    this.#known.add(id)
    // Same contract as BullMQ: the payload is JSON, and the caller may reuse its object.
    const entry: Entry = { id, job: name, payload: JSON.parse(JSON.stringify(payload ?? null)), attempts: 0 }
    if (options.delayMs && options.delayMs > 0) this.#later(entry, options.delayMs)
    else this.#enqueue(entry)
    return id
  }

  #later(entry: Entry, delayMs: number) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      this.#enqueue(entry)
    }, delayMs)
    timer.unref()
    this.#timers.set(timer, entry)
  }

  #enqueue(entry: Entry) {
    this.#lane(entry.job).pending.push(entry)
    this.#pump(entry.job)
  }

  #pump(name: string) {
    if (!this.#running || (this.#only && !this.#only.has(name))) return
    const lane = this.#lane(name)
    while (lane.active < lane.job.concurrency && lane.pending.length) {
      const entry = lane.pending.shift()!
      lane.active += 1
      void this.#run(entry, lane)
    }
  }

  async #run(entry: Entry, lane: Lane) {
    entry.attempts += 1
    try {
      await runAttempt(lane.job, entry.payload, { attempt: entry.attempts, jobId: entry.id }, this.#stopping.signal)
      this.#known.delete(entry.id)
    } catch (error) {
      if (entry.attempts < lane.job.attempts && this.#running) {
        this.#later(entry, backoffDelay(lane.job.backoffMs, entry.attempts))
      } else {
        this.#known.delete(entry.id)
        await this.#recordFailure(entry, error)
      }
    } finally {
      lane.active -= 1
      this.#pump(entry.job)
      this.#notifyIdle()
    }
  }

  async #recordFailure(entry: Entry, error: unknown) {
    const message = errorMessage(error)
    this.#options.logger.error(`job ${entry.job} (${entry.id}) failed after ${entry.attempts} attempt(s): ${message}`)
    try {
      await this.#options.failures.record({
        job: entry.job,
        jobId: entry.id,
        payload: entry.payload,
        error: message,
        attempts: entry.attempts,
        driver: this.name,
      })
    } catch (recordError) {
      this.#options.logger.error(`could not record the failure of job ${entry.job}: ${errorMessage(recordError)}`)
    }
  }

  /**
   * Idle when the jobs this process works on are done: jobs of other kinds (a plugin's follow-up
   * job that only some workers run) wait for the process that runs them.
   */
  #isIdle() {
    for (const entry of this.#timers.values()) if (this.#works(entry.job)) return false
    for (const [name, lane] of this.#lanes) if (this.#works(name) && (lane.active || lane.pending.length)) return false
    return true
  }

  #works(name: string) {
    return !this.#only || this.#only.has(name)
  }

  #notifyIdle() {
    if (!this.#isIdle()) return
    const waiters = this.#idleWaiters
    this.#idleWaiters = []
    for (const resolve of waiters) resolve()
  }

  /** What this process holds: the in-process queue has no other node's jobs. */
  async ping() {}

  async counts() {
    const counts: Record<string, JobCounts> = {}
    for (const [name, lane] of this.#lanes) counts[name] = { waiting: lane.pending.length, active: lane.active, delayed: 0 }
    for (const entry of this.#timers.values()) counts[entry.job].delayed += 1
    return counts
  }

  async startWorkers(options: { concurrency?: number; jobs?: string[] } = {}) {
    for (const name of options.jobs ?? []) this.#lane(name)
    if (options.concurrency) this.#resolveLanes({ ...this.#options.defaults, concurrency: options.concurrency })
    this.#only = options.jobs ? new Set(options.jobs) : undefined
    this.#running = true
    this.#stopping = new AbortController()
    for (const name of this.#lanes.keys()) this.#pump(name)
  }

  /**
   * Ticks fall on multiples of the interval since the epoch (a daily schedule at 00:00 UTC),
   * not counted from the start: a process restarted more often than the interval still runs it.
   */
  async startSchedules(schedules: ScheduleDefinition[]) {
    for (const schedule of schedules) {
      this.#lane(schedule.job)
      // One tick at a time: a tick still waiting or running absorbs the next one.
      const tick = () =>
        this.dispatch(schedule.job, schedule.payload ?? {}, { jobId: `schedule:${schedule.name}` }).catch((error) =>
          this.#options.logger.error(`schedule ${schedule.name} could not enqueue: ${errorMessage(error)}`)
        )
      const first = setTimeout(
        () => {
          tick()
          const interval = setInterval(tick, schedule.everyMs)
          interval.unref()
          this.#intervals.push(interval)
        },
        schedule.everyMs - (Date.now() % schedule.everyMs)
      )
      first.unref()
      this.#intervals.push(first)
    }
  }

  idle(timeoutMs = 30_000) {
    if (this.#isIdle()) return Promise.resolve()
    if (!this.#running && !this.#timers.size) {
      return Promise.reject(new Error('Jobs are waiting but the in-process workers are not started'))
    }
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#idleWaiters = this.#idleWaiters.filter((waiter) => waiter !== done)
        reject(new Error(`The queue was still busy after ${timeoutMs} ms`))
      }, timeoutMs)
      const done = () => {
        clearTimeout(timer)
        resolve()
      }
      this.#idleWaiters.push(done)
    })
  }

  /**
   * Stops the schedules, waits for running jobs (and with drain, for every waiting job
   * and retry) up to the grace period, then aborts what still runs. Waiting jobs are lost.
   */
  async stop(options: { drain?: boolean } = {}) {
    for (const interval of this.#intervals) clearTimeout(interval)
    this.#intervals = []
    const grace = this.#options.shutdownGraceMs ?? 10_000
    if (options.drain && this.#running) await this.idle(grace).catch(() => {})
    this.#running = false
    let dropped = this.#timers.size
    for (const timer of this.#timers.keys()) clearTimeout(timer)
    this.#timers.clear()
    for (const lane of this.#lanes.values()) {
      dropped += lane.pending.length
      lane.pending = []
    }
    this.#known.clear()
    if (dropped) this.#options.logger.warn(`${dropped} queued job(s) dropped on shutdown (in-process queue)`)
    const deadline = Date.now() + grace
    while ([...this.#lanes.values()].some((lane) => lane.active) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    this.#stopping.abort()
    this.#notifyIdle()
  }
}
