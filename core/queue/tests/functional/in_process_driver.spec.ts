import { test } from '@japa/runner'
import { InProcessDriver } from '#core/queue/drivers/in_process_driver'
import { FailureStore } from '#core/queue/failure_store'
import { defineDriverCases, quietLogger, testDefaults } from './driver_cases.js'

defineDriverCases(
  'in-process',
  ({ jobs, failures }) => new InProcessDriver({ jobs, failures, defaults: testDefaults, logger: quietLogger, shutdownGraceMs: 1_000 })
)

test.group('In-process schedules', () => {
  test('ticks fall on multiples of the interval since the epoch, not on the start time', async ({ assert, cleanup }) => {
    const ticks: number[] = []
    const driver = new InProcessDriver({
      jobs: [{ name: 'test.aligned', handle: async () => void ticks.push(Date.now()) }],
      failures: new FailureStore(),
      defaults: testDefaults,
      logger: quietLogger,
      shutdownGraceMs: 1_000,
    })
    cleanup(() => driver.stop())
    await driver.startWorkers()
    // Start a little after a whole second, so a timer counted from the start would tick off the boundary.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 300))
    await driver.startSchedules([{ name: 'test.aligned_every_second', everyMs: 1000, job: 'test.aligned' }])
    await new Promise((resolve) => setTimeout(resolve, 2300))
    assert.isAtLeast(ticks.length, 2)
    for (const tick of ticks) assert.isBelow(tick % 1000, 250, `tick at ${tick % 1000} ms past the second`)
  })
})
