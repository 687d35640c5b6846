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

  /** Newest first. */
  async list(filter: { job?: string; limit?: number } = {}) {
    const query = QueueFailure.query().orderBy('id', 'desc').limit(Math.min(Math.max(filter.limit ?? 50, 1), 1000))
    if (filter.job) query.where('job', filter.job)
    return query
  }
}
