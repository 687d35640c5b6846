import { InProcessDriver } from '#core/queue/drivers/in_process_driver'
import { defineDriverCases, quietLogger, testDefaults } from './driver_cases.js'

defineDriverCases('in-process', ({ jobs, failures }) =>
  new InProcessDriver({ jobs, failures, defaults: testDefaults, logger: quietLogger, shutdownGraceMs: 1_000 })
)
