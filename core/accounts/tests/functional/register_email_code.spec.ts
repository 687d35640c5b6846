import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import settings from '#core/settings/settings_service'
import MailLog from '#core/mail/models/mail_log'
import { MailStatus } from '#core/mail/enums/mail_status'
import User from '#core/accounts/models/user'
import { closedPort, codeIn, resetMailSettings, startSmtpSink, useSmtp, type SmtpSink } from '#core/mail/tests/smtp_sink'
import { createUser } from '#tests/helpers/users'
import { newAccount, register, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

function askCode(email: string, ip: string, type = 0) {
  return http('POST', '/api/v1/user/email/code', { headers: { 'X-Forwarded-For': ip }, json: { email, type } })
}

test.group('Registration with an e-mail code', (group) => {
  let sink: SmtpSink
  group.setup(async () => {
    sink = await startSmtpSink()
    return () => sink.close()
  })
  group.each.setup(async () => {
    await useSmtp(sink.port)
    await settings.update('security', { enable_verify_register_email: true })
  })
  group.each.teardown(async () => {
    await settings.update('security', { enable_verify_register_email: false })
    await resetMailSettings()
    await resetSecurity()
  })

  test('the code mailed to the address lets the account be created; without it, no account', async ({ client, assert }) => {
    const account = newAccount('rc')
    const without = await register(client, account)
    without.assertStatus(400)
    assert.equal(without.body().message, '请输入邮箱验证码')

    const sent = await askCode(account.email, account.ip)
    sent.assertStatus(200)
    sent.assertBody({})
    const mail = await sink.waitFor(account.email)
    assert.match(mail.subject ?? '', /邮箱验证码$/)
    assert.include(mail.text ?? '', '注册账号')
    const code = codeIn(mail)

    const wrong = await register(client, account, { email_code: code === '000000' ? '111111' : '000000' })
    wrong.assertStatus(400)
    assert.equal(wrong.body().message, '验证码错误')

    const created = await register(client, account, { email_code: code })
    created.assertStatus(200)
    assert.equal(created.body().user.email, account.email)
  })

  test('a name already taken does not use the code up', async ({ client, assert }) => {
    const taken = await createUser()
    const account = newAccount('rc')
    ;(await askCode(account.email, account.ip)).assertStatus(200)
    const code = codeIn(await sink.waitFor(account.email))

    const clash = await register(client, { ...account, username: taken.username }, { email_code: code })
    clash.assertStatus(409)
    ;(await register(client, account, { email_code: code })).assertStatus(200)
    assert.exists(await User.findBy('username', account.username))
  })

  test('an address with an account gets 409 and no mail', async ({ assert }) => {
    const existing = await createUser()
    const response = await askCode(existing.email!, newAccount().ip)
    response.assertStatus(409)
    assert.equal(response.body().message, '该邮箱已被注册')
    assert.equal((await MailLog.query().where('recipient', existing.email!)).length, 0)
  })

  test('with verification off there is no code to send, and registration needs none', async ({ client, assert }) => {
    await settings.update('security', { enable_verify_register_email: false })
    const account = newAccount('rc')
    const response = await askCode(account.email, account.ip)
    response.assertStatus(400)
    assert.equal(response.body().message, '网站未开启注册邮箱验证，无需验证码')
    ;(await register(client, account)).assertStatus(200)
  })

  test('SMTP down: a clear message, the mail logged as failed, the earlier code still good, a retry allowed', async ({
    client,
    assert,
  }) => {
    const account = newAccount('rc')
    ;(await askCode(account.email, account.ip)).assertStatus(200)
    const earlier = codeIn(await sink.waitFor(account.email))
    await limiter.clear()

    await useSmtp(await closedPort())
    const failed = await askCode(account.email, account.ip)
    failed.assertStatus(503)
    assert.equal(failed.body().message, '验证码邮件发送失败，请稍后再试')
    const logs = await MailLog.query().where('recipient', account.email).orderBy('id', 'asc')
    assert.deepEqual(
      logs.map((log) => log.status),
      [MailStatus.Sent, MailStatus.Failed]
    )
    assert.include(logs[1].error, 'ECONNREFUSED')

    const retry = await askCode(account.email, account.ip)
    assert.equal(retry.status(), 503, 'the failed send did not count against the address')

    ;(await register(client, account, { email_code: earlier })).assertStatus(200)
  })

  test('asking twice within a minute is refused; a login code is not offered', async ({ assert }) => {
    const account = newAccount('rc')
    ;(await askCode(account.email, account.ip)).assertStatus(200)
    const again = await askCode(account.email, account.ip)
    again.assertStatus(429)
    assert.match(again.body().message, /^邮件发送过于频繁/)
    const login = await askCode(newAccount().email, account.ip, 1)
    login.assertStatus(400)
    assert.equal(login.body().message, '暂不支持邮箱验证码登录')
  })
})
