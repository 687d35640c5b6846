import type { ApiClient } from '@japa/api-client'
import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import MailLog from '#core/mail/models/mail_log'
import { MailStatus } from '#core/mail/enums/mail_status'
import { queueMail, sendMailNow } from '#core/mail/contracts'
import { SEND_MAIL_JOB } from '#core/mail/jobs/send_mail_job'
import { renderMail } from '#core/mail/templates/render_mail'
import { closedPort, resetMailSettings, startSmtpSink, useSmtp, type SmtpSink } from '../smtp_sink.js'

let sequence = 0
const address = () => `mail_${Date.now().toString(36)}_${++sequence}@example.com`
/** POST /api/v1/mail/test (邮箱配置's test mail), by a staff member who may send it unless `token` says who. */
async function sendTestMail(client: ApiClient, email: string, token?: string) {
  const sender = token ?? (await tokenFor((await createStaff(['mail.test.send'])).user))
  return client.post('/api/v1/mail/test').bearerToken(sender).json({ email })
}
const jobContext = (attempt: number) => ({ attempt, jobId: `test-${attempt}`, signal: new AbortController().signal })

test.group('Mail: delivery over SMTP', (group) => {
  let sink: SmtpSink
  group.setup(async () => {
    sink = await startSmtpSink()
    return () => sink.close()
  })
  group.each.teardown(resetMailSettings)

  test('the test mail of 邮箱配置 reaches the server with the saved credentials and reports its answer', async ({ client, assert }) => {
    await useSmtp(sink.port, { username: 'mailer', password: 'smtp-secret' })
    const to = address()
    const response = await sendTestMail(client, to)
    response.assertStatus(200)
    assert.equal(response.body().transport, 'smtp')
    assert.match(response.body().response, /^250/)

    const mail = await sink.waitFor(to)
    const sitename = await settings.get<string>('system', 'sitename')
    assert.equal(mail.subject, `【${sitename}】测试邮件`)
    assert.equal(mail.from?.value[0].address, 'noreply@docsite.test')
    assert.include(mail.html as string, sitename)
    assert.include(mail.text ?? '', '这是一封测试邮件')
    assert.include(sink.logins, 'mailer:smtp-secret')

    const log = await MailLog.query().where('recipient', to).firstOrFail()
    assert.equal(log.status, MailStatus.Sent)
    assert.equal(log.attempts, 1)
    assert.isNull(log.body, 'a sent mail keeps no copy of its content')
  })

  test('a refused connection: the test mail reports the error, the log says failed', async ({ client, assert }) => {
    await useSmtp(await closedPort())
    const to = address()
    const response = await sendTestMail(client, to)
    response.assertStatus(400)
    assert.match(response.body().message, /^测试邮件发送失败：无法连接邮件服务器.*ECONNREFUSED/)

    const log = await MailLog.query().where('recipient', to).firstOrFail()
    assert.equal(log.status, MailStatus.Failed)
    assert.include(log.error, 'ECONNREFUSED')
  })

  test('the test mail asks for a valid address and the permission', async ({ client }) => {
    const bad = await sendTestMail(client, 'nope')
    bad.assertStatus(400)
    bad.assertBodyContains({ message: '请输入正确的电子邮箱' })
    const member = await sendTestMail(client, address(), await tokenFor(await createUser()))
    member.assertStatus(403)
  })

  test('a queued mail is retried while the server is down and sent once it is back', async ({ assert }) => {
    const down = await closedPort()
    await useSmtp(down)
    const to = address()
    const log = await queueMail({ to, template: 'notification', data: { title: '审核通过', content: '您的文档已通过审核。' } })

    await assert.rejects(() => SEND_MAIL_JOB.handle({ logId: log.id }, jobContext(1)))
    await log.refresh()
    assert.equal(log.status, MailStatus.Sending, 'still waiting for a retry')
    assert.equal(log.attempts, 1)
    assert.include(log.error, 'ECONNREFUSED')
    assert.isNotNull(log.body)

    await useSmtp(sink.port)
    await SEND_MAIL_JOB.handle({ logId: log.id }, jobContext(2))
    await log.refresh()
    assert.equal(log.status, MailStatus.Sent)
    assert.equal(log.attempts, 2)
    const mail = await sink.waitFor(to)
    assert.match(mail.subject ?? '', /审核通过$/)
    assert.include(mail.text ?? '', '您的文档已通过审核。')
  })

  test('a queued mail that fails its last attempt is marked failed and keeps no content', async ({ assert }) => {
    await useSmtp(await closedPort())
    const log = await queueMail({ to: address(), template: 'notification', data: { title: '通知', content: '内容' } })
    await assert.rejects(() => SEND_MAIL_JOB.handle({ logId: log.id }, jobContext(SEND_MAIL_JOB.attempts!)))
    await log.refresh()
    assert.equal(log.status, MailStatus.Failed)
    assert.isNull(log.body)
  })

  test('the queue worker sends a queued mail', async ({ assert }) => {
    await useSmtp(sink.port)
    const { queue } = await import('#core/queue/contracts')
    await queue.startWorkers({ jobs: [SEND_MAIL_JOB.name] })
    try {
      const to = address()
      await queueMail({ to, template: 'verification_code', data: { code: '123456', purpose: '注册账号', minutes: 10 } })
      await queue.idle(10_000)
      const mail = await sink.waitFor(to)
      assert.include(mail.text ?? '', '123456')
    } finally {
      await queue.stop()
    }
  })

  test('without an SMTP server the mail goes to the log transport and is recorded as sent', async ({ assert }) => {
    await resetMailSettings()
    const to = address()
    const { log, answer } = await sendMailNow({
      to,
      template: 'verification_code',
      data: { code: '654321', purpose: '注册账号', minutes: 10 },
    })
    assert.equal(log.transport, 'log')
    assert.equal(log.status, MailStatus.Sent)
    assert.match(answer, /^accepted </)
    assert.lengthOf(
      sink.messages.filter((mail) => mail.text?.includes('654321')),
      0,
      'nothing reached a server'
    )
  })
})

test.group('Mail: templates and 邮件记录', (group) => {
  group.each.teardown(async () => {
    await settings.update('system', { sitename: 'Docsite 文库', logo: '' })
  })

  test('templates carry the site name and logo, escaped', async ({ assert }) => {
    await settings.update('system', { sitename: '<b>文库</b>', logo: '/uploads/logo.png' })
    const mail = await renderMail('password_reset', {
      link: 'https://docs.example.com/findpassword?token=a&email=b',
      code: '112233',
      minutes: 30,
      username: '<img src=x>',
    })
    assert.equal(mail.subject, '【<b>文库</b>】找回密码')
    assert.include(mail.html, '&lt;b&gt;文库&lt;/b&gt;')
    assert.notInclude(mail.html, '<img src=x>')
    assert.match(mail.html, /<img src="https?:\/\/[^"]+\/uploads\/logo\.png"/)
    assert.include(mail.html, 'token=a&amp;email=b')
    assert.include(mail.text, '112233')
  })

  test('staff list the mail log by status; members may not', async ({ client, assert }) => {
    await resetMailSettings()
    const failedTo = address()
    await MailLog.create({
      recipient: failedTo,
      subject: 's',
      template: 'notification',
      status: MailStatus.Failed,
      transport: 'smtp',
      attempts: 4,
      error: '550 mailbox unavailable',
    })
    const { user: staff } = await createStaff(['mail.log.list'])
    const response = await client
      .get('/api/v1/mail/log/list')
      .bearerToken(await tokenFor(staff))
      .qs({ status: MailStatus.Failed, wd: failedTo })
    response.assertStatus(200)
    assert.equal(response.body().total, 1)
    assert.containsSubset(response.body().mail_log, [{ email: failedTo, status: 2, error: '550 mailbox unavailable', attempts: 4 }])

    const member = await client.get('/api/v1/mail/log/list').bearerToken(await tokenFor(await createUser()))
    member.assertStatus(403)
  })
})
