import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { HostGate } from '../../services/fetch/host_gate.js'
import { hostTurns } from '../../services/fetch/host_turns.js'
import { disabledReason, spiderDisabled } from './spider_helpers.js'

const DELAY_MS = 150
const LEASE_MS = 5000

/** A request that takes `ms`, noting when it ran. */
function request(log: { start: number; end: number }[], ms = 40) {
  return async () => {
    const start = Date.now()
    await new Promise((resolve) => setTimeout(resolve, ms))
    log.push({ start, end: Date.now() })
  }
}

test.group('Spider host turns: the per-host pause across processes', (group) => {
  group.tap((item) => item.skip(spiderDisabled, disabledReason))
  group.each.teardown(async () => {
    await db.from('spider_host_turns').delete()
  })

  test('two workers (one gate each, as two processes) never ask a host at once and keep its pause', async ({ assert }) => {
    const log: { start: number; end: number }[] = []
    const [first, second] = [new HostGate(hostTurns), new HostGate(hostTurns)]
    await Promise.all(
      [first, second, first, second, first, second].map((gate) => gate.run('site.test:8080', DELAY_MS, LEASE_MS, request(log)))
    )
    log.sort((a, b) => a.start - b.start)
    assert.lengthOf(log, 6)
    for (let index = 1; index < log.length; index += 1) {
      assert.isAtLeast(log[index].start - log[index - 1].end, DELAY_MS, `request ${index} began too soon after the previous one ended`)
    }
    // Another host is not held up by this one's pause.
    const started = Date.now()
    await first.run('other.test', DELAY_MS, LEASE_MS, async () => {})
    assert.isBelow(Date.now() - started, DELAY_MS)
  })

  test('a turn held by a process that died is taken once its lease ends', async ({ assert }) => {
    const leaseEnd = Date.now() + 400
    await db.table('spider_host_turns').insert({ host: 'dead.test', free_at: leaseEnd })
    const log: { start: number; end: number }[] = []
    await new HostGate(hostTurns).run('dead.test', 0, LEASE_MS, request(log, 1))
    assert.isAtLeast(log[0].start, leaseEnd)
    assert.isBelow(log[0].start, leaseEnd + 1000)
  })
})
