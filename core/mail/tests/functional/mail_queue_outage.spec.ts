import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { queue } from '#core/queue/contracts'
import type { QueueConfig } from '#core/queue/types'
import MailLog from '#core/mail/models/mail_log'
import { MailStatus } from '#core/mail/enums/mail_status'
import { MAIL_SWEEP_JOB } from '#core/mail/jobs/sweep_mail_job'
import { sweepMail } from '#core/mail/actions/sweep_mail'
import { afterAnswer } from '#core/accounts/services/after_answer'
import { createUser } from '#tests/helpers/users'
import { http } from '#core/accounts/tests/http'
import { closedPort, codeIn, resetMailSettings, startSmtpSink, useSmtp, type SmtpSink } from '../smtp_sink.js'

let sequence = 0

test.group('Mail while the queue is down', (group) => {
  let sink: SmtpSink
  let original: QueueConfig
  group.setup(async () => {
    sink = await startSmtpSink()
    original = app.config.get<QueueConfig>('queue')
    return async () => {
      await queue.stop()
      app.config.set('queue', original)
      await sink.close()
    }
  })
  group.each.setup(async () => {
    await useSmtp(sink.port)
    await settings.update('security', { enable_captcha_find_password: false })
  })
  group.each.teardown(async () => {
    await queue.stop()
    app.config.set('queue', original)
    await resetMailSettings()
  })
  group.each.timeout(30_000)

  test('password recovery answers as usual with Redis down; the mail waits 发送中 and the sweep sends it once the queue is back', async ({
    assert,
  }) => {
    const stamp = `${Date.now().toString(36)}${++sequence}`
    const user = await createUser({ username: `qdown_${stamp}`, email: `qdown_${stamp}@example.com`, password: 'forgotten1' })
    await queue.stop()
    app.config.set('queue', {
      ...original,
      driver: 'bullmq',
      prefix: `docsite-test-${process.pid}-mail-outage`,
      redis: { ...original.redis, host: '127.0.0.1', port: await closedPort(), timeoutMs: 1_000 },
    })

    const response = await http('POST', '/api/v1/user/findpassword/stepone', {
      headers: { 'X-Forwarded-For': `10.93.${sequence}.${Math.floor(Math.random() * 250)}` },
      json: { email: user.email },
    })
    response.assertStatus(200)
    response.assertBody({})
    await afterAnswer.settled()
    const waiting = await MailLog.query().where('recipient', user.email!).firstOrFail()
    assert.equal(waiting.status, MailStatus.Sending)
    assert.equal(waiting.attempts, 0)
    assert.isNotNull(waiting.body, 'the mail keeps what it needs to be sent later')
    assert.deepEqual(await sweepMail(), [], 'a mail just logged is left to its request for a minute')

    // The queue answers again (here the in-process one); a minute has passed.
    await queue.stop()
    app.config.set('queue', original)
    await db.from('mail_logs').where('id', waiting.id).update({ updated_at: '2020-01-01 00:00:00' })
    await queue.startWorkers({ jobs: ['mail.send', MAIL_SWEEP_JOB] })
    await queue.dispatch(MAIL_SWEEP_JOB, {})
    await queue.idle(15_000)

    const mail = await sink.waitFor(user.email!)
    assert.match(codeIn(mail), /^\d{6}$/)
    await waiting.refresh()
    assert.equal(waiting.status, MailStatus.Sent)
    assert.equal(waiting.attempts, 1)

    await queue.dispatch(MAIL_SWEEP_JOB, {})
    await queue.idle(15_000)
    assert.lengthOf(
      sink.messages.filter((message) => message.text?.includes(codeIn(mail))),
      1,
      'a second sweep sends nothing twice'
    )
  })
})
