import type { JobDefinition, ScheduleDefinition } from '#core/kernel/define_plugin'

export type QueueDriverName = 'in-process' | 'bullmq'

export interface QueueConfig {
  driver: QueueDriverName
  prefix: string
  inlineWorker: boolean
  redis: {
    host: string
    port: number
    password?: string
    /**
     * How long a producer (a web request queuing a job, the dashboard's counts) waits for
     * Redis: connecting, each command, and the whole dispatch. Workers wait as long as it takes.
     */
    timeoutMs?: number
  }
  /** How often a process that runs the schedules puts back the ones Redis lost (restarted empty, unreachable at start). */
  scheduleCheckMs?: number
  defaults: Required<Pick<JobDefinition, 'attempts' | 'backoffMs' | 'timeoutMs' | 'concurrency'>>
  keepFailed: number
  shutdownGraceMs: number
}

export interface DispatchOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number
  /**
   * Deduplicates: while a job with this id is waiting, delayed or running, dispatching it
   * again does nothing. BullMQ forbids ':' in custom ids.
   */
  jobId?: string
}

/** A job definition with every option filled from the defaults. */
export type ResolvedJob<Payload = any> = Required<JobDefinition<Payload>>

export interface FailedJob {
  job: string
  jobId: string
  payload: unknown
  error: string
  attempts: number
  driver: QueueDriverName
}

export interface FailureRecorder {
  record(failure: FailedJob): Promise<void>
}

export interface QueueLogger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

/** Jobs of one name that wait, run or wait for their time (a delay or a retry's backoff). */
export interface JobCounts {
  waiting: number
  active: number
  delayed: number
}

export interface QueueDriver {
  readonly name: QueueDriverName
  /** Returns the job id. */
  dispatch(job: string, payload: unknown, options?: DispatchOptions): Promise<string>
  startWorkers(options?: { concurrency?: number; jobs?: string[] }): Promise<void>
  startSchedules(schedules: ScheduleDefinition[]): Promise<void>
  /** Resolves once nothing is waiting, delayed or running (schedules aside). */
  idle(timeoutMs?: number): Promise<void>
  /** The counts of every declared job, by job name. */
  counts(): Promise<Record<string, JobCounts>>
  /** Resolves when the queue's store answers (Redis for BullMQ); for /health. */
  ping(): Promise<void>
  stop(options?: { drain?: boolean }): Promise<void>
}

export function resolveJob(job: JobDefinition, defaults: QueueConfig['defaults']): ResolvedJob {
  return {
    name: job.name,
    label: job.label ?? '',
    handle: job.handle,
    attempts: Math.max(1, job.attempts ?? defaults.attempts),
    backoffMs: Math.max(0, job.backoffMs ?? defaults.backoffMs),
    timeoutMs: Math.max(1, job.timeoutMs ?? defaults.timeoutMs),
    concurrency: Math.max(1, job.concurrency ?? defaults.concurrency),
  }
}

/** The wait before retry n (1 = first retry): backoffMs, then doubled each time, as BullMQ's exponential backoff. */
export function backoffDelay(backoffMs: number, retry: number) {
  return Math.round(backoffMs * 2 ** (retry - 1))
}
