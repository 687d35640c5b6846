import type { JobDefinition, ScheduleDefinition } from '#core/queue/contracts'
import { convertJob } from './convert_job.js'
import { sweepJob, sweepSchedule } from './sweep_job.js'
import { similarJob } from './similar_job.js'

/** The documents plugin's background jobs (conversion, similar documents); filled by jobs/*.ts. */
export const documentJobs: JobDefinition[] = [convertJob, sweepJob, similarJob]
export const documentSchedules: ScheduleDefinition[] = [sweepSchedule]
