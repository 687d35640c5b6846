/**
 * The queue other modules and plugins use:
 *
 *   import { queue } from '#core/queue/contracts'
 *   await queue.dispatch('documents.convert', { id }, { jobId: `convert-${id}` })
 *
 * Jobs and schedules are declared in manifests (`jobs`, `schedules`), never registered here.
 */
export { default as queue, QueueService } from './queue_service.js'
export { default as QueueFailure } from './models/queue_failure.js'
export { JobTimeoutError } from './run_attempt.js'
export type { DispatchOptions, QueueDriverName } from './types.js'
export type { JobContext, JobDefinition, ScheduleDefinition } from '#core/kernel/define_plugin'
