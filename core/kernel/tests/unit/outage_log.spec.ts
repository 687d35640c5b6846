import { test } from '@japa/runner'
import { OutageLog, isConnectionError } from '#core/kernel/outage_log'

function fakeClockLog(reminderMs = 60_000) {
  const lines: { level: string; text: string }[] = []
  const clock = { now: 1_000_000 }
  const log = new OutageLog({
    what: 'Redis 127.0.0.1:6379',
    reminderMs,
    now: () => clock.now,
    logger: {
      info: (text) => lines.push({ level: 'info', text }),
      warn: (text) => lines.push({ level: 'warn', text }),
      error: (text) => lines.push({ level: 'error', text }),
    },
  })
  return { lines, clock, log }
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' })

test.group('OutageLog', () => {
  test('an outage of 17 s with an error every 20 ms is two lines: down and back', ({ assert }) => {
    const { lines, clock, log } = fakeClockLog()
    for (let at = 0; at < 17_000; at += 20) {
      clock.now = 1_000_000 + at
      log.down(refused)
    }
    clock.now = 1_000_000 + 17_000
    log.up()
    assert.deepEqual(lines, [
      { level: 'error', text: 'Redis 127.0.0.1:6379 is unreachable: connect ECONNREFUSED 127.0.0.1:6379' },
      { level: 'info', text: 'Redis 127.0.0.1:6379 is reachable again after 17 s' },
    ])
  })

  test('a long outage gets a reminder a minute, counting the errors it left out', ({ assert }) => {
    const { lines, clock, log } = fakeClockLog()
    for (let at = 0; at <= 150_000; at += 1_500) {
      clock.now = 1_000_000 + at
      log.down(refused)
    }
    assert.deepEqual(
      lines.map((line) => line.level),
      ['error', 'warn', 'warn']
    )
    assert.equal(
      lines[1].text,
      'Redis 127.0.0.1:6379 still unreachable after 60 s (40 errors since the last line): connect ECONNREFUSED 127.0.0.1:6379'
    )
    assert.include(lines[2].text, 'after 120 s')
    assert.isTrue(log.isDown)
  })

  test('being ready while up logs nothing; a second outage is logged again', ({ assert }) => {
    const { lines, clock, log } = fakeClockLog()
    log.up()
    log.down(refused)
    clock.now += 2_000
    log.up()
    log.up()
    clock.now += 5_000
    log.down(refused)
    assert.deepEqual(
      lines.map((line) => line.level),
      ['error', 'info', 'error']
    )
  })

  test('connection errors are told from command errors', ({ assert }) => {
    assert.isTrue(isConnectionError(refused))
    assert.isTrue(isConnectionError(new Error('Connection is closed.')))
    assert.isFalse(isConnectionError(new Error('ERR unknown command')))
  })
})
