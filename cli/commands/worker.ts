import type { Command } from 'commander'
import registry from '#core/kernel/plugin_registry'
import { queue } from '#core/queue/contracts'
import { CliError } from '../support/cli_error.js'
import { requireWorkerDependencies } from '../support/dependencies.js'
import { print } from '../support/output.js'

function untilSignal() {
  return new Promise<NodeJS.Signals>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(signal))
  })
}

/**
 * Runs BullMQ workers for every job the enabled plugins declare, and keeps the schedules
 * upserted, until SIGINT or SIGTERM; running jobs get the grace period to finish.
 */
export default function worker(program: Command) {
  program
    .command('worker')
    .description('Run the BullMQ workers for every declared job (needs REDIS_HOST)')
    .option('--concurrency <n>', 'jobs of each name run at once, for jobs that set no concurrency')
    .action(async (options: { concurrency?: string }) => {
      if (queue.driverName !== 'bullmq') {
        throw new CliError(
          'REDIS_HOST is not set, so there is no queue to work on: without Redis, jobs run inside the web process ' +
            '(in-process queue). Set REDIS_HOST (and start Redis) to run jobs in docsite worker processes.'
        )
      }
      const concurrency = options.concurrency === undefined ? undefined : Number(options.concurrency)
      if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency >= 1)) {
        throw new CliError(`--concurrency must be a whole number of at least 1, not "${options.concurrency}"`)
      }
      const jobs = registry.jobs()
      if (!jobs.length) throw new CliError('no enabled plugin declares a job: nothing to work on')
      await requireWorkerDependencies()
      const stopped = untilSignal()
      await queue.startWorkers({ concurrency })
      await queue.startSchedules()
      const { redis, prefix } = queue.config
      print(
        `worker ready: ${jobs.length} job(s) on redis ${redis.host}:${redis.port} prefix "${prefix}": ${jobs.map((job) => job.name).join(', ')}`
      )
      const signal = await stopped
      print(`${signal} received: finishing running jobs`)
      await queue.stop()
      print('worker stopped')
    })
}
