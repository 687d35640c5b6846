import { test } from '@japa/runner'
import type { JobDefinition, ScheduleDefinition } from '#core/kernel/define_plugin'
import QueueFailure from '#core/queue/models/queue_failure'
import { FailureStore } from '#core/queue/failure_store'
import type { QueueDriver, QueueLogger } from '#core/queue/types'

export const quietLogger: QueueLogger = { info() {}, warn() {}, error() {} }

export const testDefaults = { attempts: 1, backoffMs: 10, timeoutMs: 5_000, concurrency: 1 }

export interface DriverFactoryInput {
  jobs: JobDefinition[]
  failures: FailureStore
}

/** The behaviour both drivers promise, run against each of them. */
export function defineDriverCases(label: string, makeDriver: (input: DriverFactoryInput) => QueueDriver, skipReason?: string) {
  let running: QueueDriver[] = []

  const start = async (jobs: JobDefinition[]) => {
    const driver = makeDriver({ jobs, failures: new FailureStore() })
    running.push(driver)
    await driver.startWorkers()
    return driver
  }

  test.group(`Queue driver: ${label}`, (group) => {
    group.each.teardown(async () => {
      await Promise.all(running.map((driver) => driver.stop()))
      running = []
    })

    test('a dispatched job runs with its payload', async ({ assert }) => {
      const seen: { payload: unknown; attempt: number }[] = []
      const driver = await start([{ name: 'test.echo', handle: async (payload, { attempt }) => void seen.push({ payload, attempt }) }])
      const id = await driver.dispatch('test.echo', { greeting: 'hello' })
      await driver.idle(5_000)
      assert.isString(id)
      assert.deepEqual(seen, [{ payload: { greeting: 'hello' }, attempt: 1 }])
    }).skip(Boolean(skipReason), skipReason)

    test('idle waits for the kinds of job this process works on, not for kinds other workers run', async ({ assert }) => {
      const ran: string[] = []
      const [worked, other] = [`test.worked${Date.now()}`, `test.elsewhere${Date.now()}`]
      const driver = makeDriver({
        jobs: [
          { name: worked, handle: async () => void ran.push(worked) },
          { name: other, handle: async () => void ran.push(other) },
        ],
        failures: new FailureStore(),
      })
      running.push(driver)
      await driver.startWorkers({ jobs: [worked] })
      await driver.dispatch(other, {})
      await driver.dispatch(worked, {})
      await driver.idle(5_000)
      assert.deepEqual(ran, [worked])
    }).skip(Boolean(skipReason), skipReason)

    test('a failing job is retried with growing backoff and then succeeds', async ({ assert }) => {
      const attempts: { attempt: number; at: number }[] = []
      const driver = await start([
        {
          name: 'test.flaky',
          attempts: 3,
          backoffMs: 100,
          handle: async (_payload, { attempt }) => {
            attempts.push({ attempt, at: Date.now() })
            if (attempt < 3) throw new Error(`flaky ${attempt}`)
          },
        },
      ])
      const id = await driver.dispatch('test.flaky', {})
      await driver.idle(10_000)
      assert.deepEqual(
        attempts.map((entry) => entry.attempt),
        [1, 2, 3]
      )
      assert.isAtLeast(attempts[1].at - attempts[0].at, 90)
      assert.isAtLeast(attempts[2].at - attempts[1].at, 190)
      assert.isNull(await QueueFailure.query().where('job', 'test.flaky').where('jobId', id).first())
    }).skip(Boolean(skipReason), skipReason)

    test('a job failing every attempt is recorded with its error', async ({ assert }) => {
      let runs = 0
      const driver = await start([
        {
          name: 'test.broken',
          attempts: 2,
          backoffMs: 10,
          handle: async () => {
            runs += 1
            throw new Error('the printer is on fire')
          },
        },
      ])
      const id = await driver.dispatch('test.broken', { document: 7 })
      await driver.idle(10_000)
      assert.equal(runs, 2)
      const failure = await QueueFailure.query().where('job', 'test.broken').where('jobId', id).firstOrFail()
      assert.equal(failure.error, 'the printer is on fire')
      assert.equal(failure.attempts, 2)
      assert.equal(failure.driver, driver.name)
      assert.deepEqual(failure.payload, { document: 7 })
      const [latest] = await new FailureStore().list({ job: 'test.broken' })
      assert.equal(latest.id, failure.id)
    }).skip(Boolean(skipReason), skipReason)

    test('an attempt running past its timeout fails and its signal is aborted', async ({ assert }) => {
      let aborted = false
      const driver = await start([
        {
          name: 'test.slow',
          attempts: 1,
          timeoutMs: 100,
          handle: (_payload, { signal }) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, 3_000)
              signal.addEventListener('abort', () => {
                aborted = true
                clearTimeout(timer)
                resolve()
              })
            }),
        },
      ])
      const started = Date.now()
      const id = await driver.dispatch('test.slow', {})
      await driver.idle(10_000)
      assert.isBelow(Date.now() - started, 2_500)
      assert.isTrue(aborted)
      const failure = await QueueFailure.query().where('job', 'test.slow').where('jobId', id).firstOrFail()
      assert.include(failure.error, 'timed out after 100 ms')
    }).skip(Boolean(skipReason), skipReason)

    test('a delayed job waits, and a job id already queued is not queued twice', async ({ assert }) => {
      const runs: number[] = []
      const driver = await start([{ name: 'test.later', handle: async () => void runs.push(Date.now()) }])
      const dispatched = Date.now()
      await driver.dispatch('test.later', {}, { delayMs: 300, jobId: 'later-1' })
      await driver.dispatch('test.later', {}, { delayMs: 300, jobId: 'later-1' })
      await driver.idle(10_000)
      assert.lengthOf(runs, 1)
      assert.isAtLeast(runs[0] - dispatched, 280)
    }).skip(Boolean(skipReason), skipReason)

    test('a job id whose job failed for good can be dispatched again (a sweep retrying a document)', async ({ assert }) => {
      let runs = 0
      const driver = await start([
        {
          name: 'test.flaky',
          attempts: 1,
          handle: async () => {
            runs += 1
            if (runs === 1) throw new Error('first run fails')
          },
        },
      ])
      await driver.dispatch('test.flaky', {}, { jobId: 'flaky-1' })
      await driver.idle(10_000)
      await driver.dispatch('test.flaky', {}, { jobId: 'flaky-1' })
      await driver.idle(10_000)
      assert.equal(runs, 2)
    }).skip(Boolean(skipReason), skipReason)

    test('a job runs at most its concurrency at once', async ({ assert }) => {
      let active = 0
      let peak = 0
      const driver = await start([
        {
          name: 'test.parallel',
          concurrency: 2,
          handle: async () => {
            active += 1
            peak = Math.max(peak, active)
            await new Promise((resolve) => setTimeout(resolve, 100))
            active -= 1
          },
        },
      ])
      for (let index = 0; index < 5; index++) await driver.dispatch('test.parallel', { index })
      await driver.idle(10_000)
      assert.equal(peak, 2)
    }).skip(Boolean(skipReason), skipReason)

    test('a schedule enqueues its job at every tick', async ({ assert }) => {
      let runs = 0
      let resolveTwo: () => void
      const twoRuns = new Promise<void>((resolve) => (resolveTwo = resolve))
      const driver = await start([
        {
          name: 'test.tick',
          handle: async (payload) => {
            assert.deepEqual(payload, { from: 'schedule' })
            runs += 1
            if (runs === 2) resolveTwo()
          },
        },
      ])
      const schedule: ScheduleDefinition = { name: 'test.every_200ms', everyMs: 200, job: 'test.tick', payload: { from: 'schedule' } }
      await driver.startSchedules([schedule])
      await Promise.race([
        twoRuns,
        new Promise((_, reject) => setTimeout(() => reject(new Error('the schedule did not tick twice')), 5_000)),
      ])
      assert.isAtLeast(runs, 2)
    }).skip(Boolean(skipReason), skipReason)

    test('an unknown job name is refused at dispatch', async ({ assert }) => {
      const driver = await start([{ name: 'test.known', handle: async () => {} }])
      await assert.rejects(() => driver.dispatch('test.unknown', {}), /Unknown job "test.unknown"/)
    }).skip(Boolean(skipReason), skipReason)
  })
}
