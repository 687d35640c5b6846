import type { JobDefinition, ScheduleDefinition } from '#core/queue/contracts'

/** statistics.rollup: adds the raw events recorded since the last run to the daily aggregates. */
export const rollupJob: JobDefinition = {
  name: 'statistics.rollup',
  label: '访问统计汇总',
  attempts: 1,
  timeoutMs: 10 * 60_000,
  concurrency: 1,
  async handle() {
    const { rollupEvents } = await import('../actions/rollup_events.js')
    await rollupEvents()
  },
}

/** statistics.purge: removes raw events older than statistics.retention_days. */
export const purgeJob: JobDefinition = {
  name: 'statistics.purge',
  label: '访问明细清理',
  attempts: 2,
  timeoutMs: 30 * 60_000,
  concurrency: 1,
  async handle() {
    const { purgeEvents } = await import('../actions/purge_events.js')
    await purgeEvents()
  },
}

export const statisticsSchedules: ScheduleDefinition[] = [
  { name: 'statistics.rollup-every-minute', everyMs: 60_000, job: rollupJob.name },
  { name: 'statistics.purge-every-6-hours', everyMs: 6 * 60 * 60_000, job: purgeJob.name },
]
