import { DateTime } from 'luxon'
import QueueFailure from './models/queue_failure.js'
import type { FailedJob, FailureRecorder } from './types.js'

/**
 * Failed jobs go to the queue_failures table whatever the driver, so an operator finds
 * them in one place, on any node, after a restart.
 */
export class FailureStore implements FailureRecorder {
  async record(failure: FailedJob) {
    await QueueFailure.create({ ...failure, error: failure.error.slice(0, 10_000), failedAt: DateTime.utc() })
  }

  /** Failures since a moment, per job: how many and the latest one. */
  async since(moment: DateTime) {
    const rows = await QueueFailure.query()
      .where('failed_at', '>=', moment.toUTC().toFormat('yyyy-MM-dd HH:mm:ss'))
      .orderBy('id', 'desc')
      .limit(1000)
    const byJob = new Map<string, { count: number; latest: QueueFailure }>()
    for (const row of rows) {
      const entry = byJob.get(row.job)
      if (entry) entry.count += 1
      else byJob.set(row.job, { count: 1, latest: row })
    }
    return byJob
  }

  /** Newest first. */
  async list(filter: { job?: string; limit?: number } = {}) {
    const query = QueueFailure.query()
      .orderBy('id', 'desc')
      .limit(Math.min(Math.max(filter.limit ?? 50, 1), 1000))
    if (filter.job) query.where('job', filter.job)
    return query
  }
}
