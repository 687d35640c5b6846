import type { Command } from 'commander'
import { commandGroup } from '#cli/support/command_group'

/**
 * `docsite statistics rollup` adds what was recorded to the daily figures now (the schedule
 * does it every minute); `docsite statistics purge` removes the raw events past
 * statistics.retention_days (the schedule does it every 6 hours).
 */
export default function statisticsCommand(program: Command) {
  const group = commandGroup(program, 'statistics', 'Page-view statistics')
  group
    .command('rollup')
    .description('Add the page views and document events recorded so far to the daily figures')
    .action(async () => {
      const { rollupEvents } = await import('../actions/rollup_events.js')
      const done = await rollupEvents({ lagMs: 0 })
      process.stdout.write(`rolled up ${done.pageViews} page views and ${done.documentEvents} document events\n`)
    })
  group
    .command('purge')
    .description('Delete raw events older than statistics.retention_days (the daily figures stay)')
    .action(async () => {
      const { purgeEvents } = await import('../actions/purge_events.js')
      const done = await purgeEvents()
      process.stdout.write(`deleted ${done.pageViews} page views, ${done.documentEvents} document events and ${done.visitors} visitors\n`)
    })
}
