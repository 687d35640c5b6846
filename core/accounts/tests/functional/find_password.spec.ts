import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { queue } from '#core/queue/contracts'
import MailLog from '#core/mail/models/mail_log'
import EmailCode from '#core/accounts/models/email_code'
import User from '#core/accounts/models/user'
import { createUser, tokenFor } from '#tests/helpers/users'
import { codeIn, linkIn, resetMailSettings, startSmtpSink, useSmtp, type SmtpSink } from '#core/mail/tests/smtp_sink'
import { PunishmentType } from '#core/access/contracts'
import { captchaAnswer, login, newAccount, punish, resetSecurity } from '../helpers.js'
import { http } from '../http.js'
import { afterAnswer } from '../../services/after_answer.js'

function stepOne(email: string, ip: string, extra: Record<string, unknown> = {}) {
  return http('POST', '/api/v1/user/findpassword/stepone', { headers: { 'X-Forwarded-For': ip }, json: { email, ...extra } })
}

function stepTwo(body: Record<string, unknown>) {
  return http('PUT', '/api/v1/user/findpassword/steptwo', { json: body })
}

async function member() {
  const account = newAccount('fp')
  const user = await createUser({ username: account.username, email: account.email, password: 'oldpass1' })
  return { ...account, user }
}

/** Step one, then the mail as it arrived at the SMTP server. */
async function mailFor(sink: SmtpSink, email: string, ip: string) {
  const response = await stepOne(email, ip)
  response.assertStatus(200)
  await afterAnswer.settled()
  await queue.idle(10_000)
  return sink.waitFor(email)
}

test.group('Find password by e-mail', (group) => {
  let sink: SmtpSink
  group.setup(async () => {
    sink = await startSmtpSink()
    await queue.startWorkers({ jobs: ['mail.send'] })
    return async () => {
      await queue.stop()
      await sink.close()
    }
  })
  group.each.setup(async () => {
    await useSmtp(sink.port)
    await settings.update('security', { enable_captcha_find_password: false })
  })
  group.each.teardown(async () => {
    await resetMailSettings()
    await resetSecurity()
  })

  test('the mailed code sets a new password and ends every login of the account', async ({ client, assert }) => {
    const account = await member()
    const before = await tokenFor(account.user)
    const mail = await mailFor(sink, account.email, account.ip)
    assert.match(mail.subject ?? '', /找回密码$/)
    assert.include(mail.text ?? '', account.username)

    const response = await stepTwo({ email: account.email, code: codeIn(mail), password: 'newpass1' })
    response.assertStatus(200)
    response.assertBody({})

    await account.user.refresh()
    assert.isTrue(await hash.verify(account.user.password, 'newpass1'))
    ;(await client.get('/api/v1/user').bearerToken(before)).assertStatus(401)
    ;(await login(client, account.username, 'newpass1')).assertStatus(200)

    const again = await stepTwo({ email: account.email, code: codeIn(mail), password: 'other123' })
    again.assertStatus(400)
    assert.equal(again.body().message, '验证码已使用过，请重新获取')
  })

  test('the mailed link works once; an altered or foreign token is refused', async ({ assert }) => {
    const account = await member()
    const other = await member()
    const link = linkIn(await mailFor(sink, account.email, account.ip))
    assert.equal(link.pathname, '/findpassword')
    assert.equal(link.searchParams.get('email'), account.email)
    const token = link.searchParams.get('token')!

    const forged = await stepTwo({ email: account.email, token: `${token.slice(0, -4)}AAAA`, password: 'newpass1' })
    forged.assertStatus(400)
    assert.equal(forged.body().message, '找回密码链接无效，请重新获取')
    const foreign = await stepTwo({ email: other.email, token, password: 'newpass1' })
    foreign.assertStatus(400)
    assert.equal(foreign.body().message, '找回密码链接无效，请重新获取')

    ;(await stepTwo({ email: account.email, token, password: 'newpass1' })).assertStatus(200)
    const reused = await stepTwo({ email: account.email, token, password: 'newpass2' })
    reused.assertStatus(400)
    assert.equal(reused.body().message, '找回密码链接已使用过，请重新获取')
    await account.user.refresh()
    assert.isTrue(await hash.verify(account.user.password, 'newpass1'))
  })

  test('the page is served to guests, saying at once when the link cannot work', async ({ assert }) => {
    const page = await http('GET', '/findpassword?token=abc&email=a%40example.com', { headers: { Accept: 'text/html' } })
    page.assertStatus(200)
    assert.include(page.text_(), 'data-server-rendered="true"')
    assert.include(page.text_(), '链接已失效')
    assert.equal(page.page().component, 'accounts/site/findpassword')
    assert.containsSubset(page.page().props, {
      token: 'abc',
      email: 'a@example.com',
      link_error: '找回密码链接无效，请重新获取',
      methods: [],
    })

    const fresh = await http('GET', '/findpassword', { headers: { Accept: 'text/html' } })
    assert.include(fresh.text_(), '发送找回邮件')
  })

  test('an expired code or link is refused as expired and changes nothing', async ({ assert }) => {
    const account = await member()
    const mail = await mailFor(sink, account.email, account.ip)
    await db
      .from('email_codes')
      .where('email', account.email)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })

    const byCode = await stepTwo({ email: account.email, code: codeIn(mail), password: 'newpass1' })
    byCode.assertStatus(400)
    assert.equal(byCode.body().message, '验证码已过期，请重新获取')
    const byLink = await stepTwo({ email: account.email, token: linkIn(mail).searchParams.get('token'), password: 'newpass1' })
    byLink.assertStatus(400)
    assert.equal(byLink.body().message, '找回密码链接已过期，请重新获取')
    await account.user.refresh()
    assert.isTrue(await hash.verify(account.user.password, 'oldpass1'))
  })

  test('five wrong codes kill the code, the right one included', async ({ assert }) => {
    const account = await member()
    const code = codeIn(await mailFor(sink, account.email, account.ip))
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await stepTwo({ email: account.email, code: wrong, password: 'newpass1' })
      assert.equal(response.body().message, '验证码错误')
    }
    const right = await stepTwo({ email: account.email, code, password: 'newpass1' })
    right.assertStatus(400)
    assert.equal(right.body().message, '验证码错误次数过多，请重新获取')
  })

  test('a code sent for registration does not reset a password', async ({ assert, cleanup }) => {
    await settings.update('security', { enable_verify_register_email: true })
    cleanup(async () => void (await settings.update('security', { enable_verify_register_email: false })))
    const account = newAccount('fpreg')
    const sent = await http('POST', '/api/v1/user/email/code', {
      headers: { 'X-Forwarded-For': account.ip },
      json: { email: account.email, type: 0 },
    })
    sent.assertStatus(200)
    const code = codeIn(await sink.waitFor(account.email))
    const response = await stepTwo({ email: account.email, code, password: 'newpass1' })
    response.assertStatus(400)
    assert.equal(response.body().message, '该验证码用于注册账号，不能用于找回密码')
  })

  test('an unknown address gets the same answer and no mail', async ({ assert }) => {
    const account = newAccount('nobody')
    const response = await stepOne(account.email, account.ip)
    response.assertStatus(200)
    response.assertBody({})
    await afterAnswer.settled()
    await queue.idle(10_000)
    assert.equal((await MailLog.query().where('recipient', account.email)).length, 0)
    assert.equal((await EmailCode.query().where('email', account.email)).length, 0)
  })

  test('a known and an unknown address get the same answer through the same steps; the lookup comes after it', async ({ assert }) => {
    const account = await member()
    const stranger = newAccount('nobody')
    const handed: { label: string; work: () => Promise<void> }[] = []
    const run = afterAnswer.run
    afterAnswer.run = (label, work) => void handed.push({ label, work })
    try {
      for (const email of [account.email, stranger.email]) {
        const response = await stepOne(email, account.ip.replace(/\d+$/, String(handed.length + 200)))
        response.assertStatus(200)
        response.assertBody({})
      }
    } finally {
      afterAnswer.run = run
    }
    assert.deepEqual(
      handed.map((entry) => entry.label),
      ['password reset mail', 'password reset mail'],
      'both addresses hand the same work over'
    )
    assert.lengthOf(await EmailCode.query().where('email', account.email), 0, 'nothing about the account was done before the answer')
    assert.lengthOf(await MailLog.query().where('recipient', account.email), 0)

    for (const entry of handed) await entry.work()
    assert.lengthOf(await EmailCode.query().where('email', account.email), 1)
    assert.lengthOf(await MailLog.query().where('recipient', account.email), 1)
    assert.lengthOf(await MailLog.query().where('recipient', stranger.email), 0)
  })

  test('parallel requests for one address: one mail, the rest are told to wait', async ({ assert }) => {
    const account = await member()
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => stepOne(account.email, `${account.ip.slice(0, -1)}${index}`)))
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [200, 429, 429, 429, 429, 429])
    const refused = answers.find((answer) => answer.status() === 429)!
    assert.match(refused.body().message, /^邮件发送过于频繁，请 \d+ 秒后再试$/)
    await afterAnswer.settled()
    await queue.idle(10_000)
    assert.equal((await MailLog.query().where('recipient', account.email)).length, 1)
  })

  test('one IP may ask for twenty mails an hour, whatever the addresses', async ({ assert }) => {
    const ip = newAccount().ip
    const answers = await Promise.all(Array.from({ length: 22 }, () => stepOne(newAccount('ipx').email, ip)))
    const statuses = answers.map((answer) => answer.status())
    assert.equal(statuses.filter((status) => status === 200).length, 20)
    assert.equal(statuses.filter((status) => status === 429).length, 2)
  })

  test('the captcha is checked when 找回密码验证码 is on', async ({ assert }) => {
    await settings.update('security', { enable_captcha_find_password: true })
    const account = await member()
    const missing = await stepOne(account.email, account.ip)
    missing.assertStatus(400)
    assert.equal(missing.body().message, '请输入验证码')

    const challenge = await http('GET', '/api/v1/user/captcha?type=find_password')
    const id = challenge.body().id
    const answer = await stepOne(account.email, account.ip, { captcha_id: id, captcha: await captchaAnswer(id) })
    answer.assertStatus(200)
  })

  test('bad input is refused with the field message', async ({ assert }) => {
    const invalid = await stepOne('not-an-address', newAccount().ip)
    invalid.assertStatus(400)
    assert.equal(invalid.body().message, '请输入正确的电子邮箱')
    const short = await stepTwo({ email: 'a@example.com', code: '123456', password: '123' })
    short.assertStatus(400)
    assert.equal(short.body().message, '密码长度至少为6个字符')
    const nothing = await stepTwo({ email: 'a@example.com', password: 'newpass1' })
    nothing.assertStatus(400)
    assert.equal(nothing.body().message, '请输入验证码')
  })

  test('a disabled account gets no mail', async ({ assert }) => {
    const account = await member()
    await punish(account.user.id, PunishmentType.DisableAccount, 'test')
    ;(await stepOne(account.email, account.ip)).assertStatus(200)
    await afterAnswer.settled()
    await queue.idle(10_000)
    assert.equal((await MailLog.query().where('recipient', account.email)).length, 0)
    assert.exists(await User.find(account.user.id))
  })
})
