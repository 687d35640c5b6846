import type { JobDefinition, ScheduleDefinition } from '#core/queue/contracts'

export const SWEEP_JOB = 'documents.sweep'

/** documents.sweep: queues what waits for conversion and what a dead worker left behind. */
export const sweepJob: JobDefinition = {
  name: SWEEP_JOB,
  label: '转换巡检',
  attempts: 1,
  timeoutMs: 5 * 60_000,
  concurrency: 1,
  async handle() {
    const { sweepConversions } = await import('../actions/convert_sweep.js')
    await sweepConversions()
  },
}

export const sweepSchedule: ScheduleDefinition = {
  name: 'documents.sweep-every-minute',
  everyMs: 60_000,
  job: SWEEP_JOB,
}
