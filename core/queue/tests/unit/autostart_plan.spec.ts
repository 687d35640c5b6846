import { test } from '@japa/runner'
import { autostartPlan } from '#core/queue/queue_service'

test.group('Queue autostart: what runs where', () => {
  test('without Redis the web process runs the jobs and the schedule timers', ({ assert }) => {
    assert.deepEqual(autostartPlan('web', { driver: 'in-process', inlineWorker: false }), {
      workers: true,
      schedules: true,
      drainOnStop: false,
    })
  })

  test('with Redis the web process upserts schedules and leaves jobs to docsite worker', ({ assert }) => {
    assert.deepEqual(autostartPlan('web', { driver: 'bullmq', inlineWorker: false }), {
      workers: false,
      schedules: true,
      drainOnStop: false,
    })
    assert.isTrue(autostartPlan('web', { driver: 'bullmq', inlineWorker: true }).workers)
  })

  test('a CLI command runs in-process jobs it dispatches before exiting, and nothing on Redis', ({ assert }) => {
    assert.deepEqual(autostartPlan('console', { driver: 'in-process', inlineWorker: false }), {
      workers: true,
      schedules: false,
      drainOnStop: true,
    })
    assert.deepEqual(autostartPlan('console', { driver: 'bullmq', inlineWorker: true }), {
      workers: false,
      schedules: false,
      drainOnStop: false,
    })
  })

  test('tests start nothing unless they ask', ({ assert }) => {
    for (const driver of ['in-process', 'bullmq'] as const) {
      assert.deepEqual(autostartPlan('test', { driver, inlineWorker: true }), {
        workers: false,
        schedules: false,
        drainOnStop: false,
      })
    }
  })
})
