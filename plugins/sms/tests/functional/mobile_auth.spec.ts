import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { settings } from '#core/settings/contracts'
import User from '#core/accounts/models/user'
import { http } from '#core/accounts/tests/http'
import { assertSignedIn, login, punish } from '#core/accounts/tests/helpers'
import { createUser, tokenFor } from '#tests/helpers/users'
import Sms from '#plugins/sms/models/sms'
import { SmsType } from '#plugins/sms/enums'
import { MAX_ATTEMPTS } from '#plugins/sms/actions/use_code'
import { lastCode, newPhone, notEnabledReason as reason, resetSms, leaveSmsOff, sendSms, smsDisabled as disabled } from './sms_helpers.js'

function post(path: string, ip: string, json: Record<string, unknown>) {
  return http('POST', path, { headers: { 'X-Forwarded-For': ip }, json })
}

async function userWithPhone() {
  const user = await createUser()
  const phone = newPhone()
  user.mobile = phone.mobile
  await user.save()
  return { user, ...phone }
}

test.group('sms: mobile register', (group) => {
  group.each.setup(() => resetSms())
  group.teardown(leaveSmsOff)

  test('a code registers the phone, signs in both ways, and works once', async ({ client, assert }) => {
    const { mobile, ip } = newPhone()
    ;(await sendSms(mobile, SmsType.Register, ip)).assertStatus(200)
    const code = lastCode(mobile)!
    const response = await post('/api/v1/user/register/mobile', ip, { mobile, code, password: 'secret123' })
    response.assertStatus(200)
    const user = await User.findByOrFail('mobile', mobile)
    assert.equal(response.body().user.id, user.id)
    assert.isString(response.body().token)
    await assertSignedIn(client, response, { id: user.id })
    assert.notMatch(user.username, /^\d+$/)
    const byPassword = await login(client, user.username, 'secret123')
    byPassword.assertStatus(200)

    // The number is taken now, but without a valid code the form does not say so.
    const again = await post('/api/v1/user/register/mobile', ip, { mobile, code })
    again.assertStatus(400)
    assert.equal(again.body().message, '验证码错误或已过期')
  }).skip(disabled, reason)

  test('a wrong code does not register, and a refused form (name taken) keeps the code', async ({ assert }) => {
    const { mobile, ip } = newPhone()
    ;(await sendSms(mobile, SmsType.Register, ip)).assertStatus(200)
    const code = lastCode(mobile)!
    const wrong = await post('/api/v1/user/register/mobile', ip, { mobile, code: code === '000000' ? '111111' : '000000' })
    wrong.assertStatus(400)
    assert.equal(wrong.body().message, '验证码错误或已过期')

    const taken = await createUser()
    const clash = await post('/api/v1/user/register/mobile', ip, { mobile, code, username: taken.username })
    clash.assertStatus(409)
    assert.isNull(await User.findBy('mobile', mobile))

    const ok = await post('/api/v1/user/register/mobile', ip, { mobile, code, username: '手机新人' })
    ok.assertStatus(200)
    assert.equal(ok.body().user.username, '手机新人')
  }).skip(disabled, reason)

  test('registration closed in 安全设置 refuses before any code is used', async ({ assert }) => {
    const { mobile, ip } = newPhone()
    ;(await sendSms(mobile, SmsType.Register, ip)).assertStatus(200)
    await settings.update('security', { enable_register: false })
    const closed = await post('/api/v1/user/register/mobile', ip, { mobile, code: lastCode(mobile)! })
    closed.assertStatus(400)
    assert.equal(closed.body().message, '网站已关闭注册')
    const row = await Sms.query().where('mobile', mobile).firstOrFail()
    assert.isNull(row.usedAt)
  }).skip(disabled, reason)

  test('a username that looks like a phone number is refused', async ({ assert }) => {
    const { mobile, ip } = newPhone()
    const response = await post('/api/v1/user/register/mobile', ip, { mobile, code: '123456', username: '13900001111' })
    response.assertStatus(400)
    assert.equal(response.body().message, '用户名不能是手机号码')
  }).skip(disabled, reason)

  test('the chosen username follows the registration rule and is unique whatever its letter case', async ({ assert }) => {
    const { mobile, ip } = newPhone()
    ;(await sendSms(mobile, SmsType.Register, ip)).assertStatus(200)
    const code = lastCode(mobile)!
    const email = await post('/api/v1/user/register/mobile', ip, { mobile, code, username: 'me@example.com' })
    email.assertStatus(400)
    assert.equal(email.body().message, '用户名不能是邮箱地址')
    const blank = await post('/api/v1/user/register/mobile', ip, { mobile, code, username: '  ' })
    blank.assertStatus(400)
    assert.equal(blank.body().message, '请输入用户名')

    const taken = await createUser()
    const clash = await post('/api/v1/user/register/mobile', ip, { mobile, code, username: taken.username.toUpperCase() })
    clash.assertStatus(409)
    assert.equal(clash.body().message, '用户名已被注册')

    const han = () => String.fromCharCode(0x4e00 + Math.floor(Math.random() * 20000))
    const name = `${han()}${han()}`
    const short = await post('/api/v1/user/register/mobile', ip, { mobile, code, username: name })
    short.assertStatus(200)
    assert.equal(short.body().user.username, name)
  }).skip(disabled, reason)
})

test.group('sms: mobile login', (group) => {
  group.each.setup(() => resetSms())
  group.teardown(leaveSmsOff)

  test('a phone login or registration sent by another site’s page is refused and keeps the code', async ({ assert }) => {
    const { mobile, ip } = await userWithPhone()
    ;(await sendSms(mobile, SmsType.Login, ip)).assertStatus(200)
    const code = lastCode(mobile)!
    const crossSite = { 'X-Forwarded-For': ip, 'Origin': 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }
    const refused = await http('POST', '/api/v1/user/login/mobile', { headers: crossSite, json: { mobile, code } })
    refused.assertStatus(403)
    assert.equal(refused.body().message, '请在本站页面登录或注册：来自其他网站的登录请求已被拒绝')
    const register = await http('POST', '/api/v1/user/register/mobile', { headers: crossSite, json: { mobile: newPhone().mobile, code } })
    register.assertStatus(403)
    ;(await post('/api/v1/user/login/mobile', ip, { mobile, code })).assertStatus(200)
  }).skip(disabled, reason)

  test('a login code signs the account in like the password login, once', async ({ client, assert }) => {
    const { user, mobile, ip } = await userWithPhone()
    ;(await sendSms(mobile, SmsType.Login, ip)).assertStatus(200)
    const code = lastCode(mobile)!
    const response = await post('/api/v1/user/login/mobile', ip, { mobile, code })
    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
    await assertSignedIn(client, response, { id: user.id })
    await user.refresh()
    assert.equal(user.lastLoginIp, ip)

    const replay = await post('/api/v1/user/login/mobile', ip, { mobile, code })
    replay.assertStatus(400)
    assert.equal(replay.body().message, '验证码错误或已过期')
  }).skip(disabled, reason)

  test('a register or find-password code does not log in', async ({ assert }) => {
    const { mobile, ip } = await userWithPhone()
    ;(await sendSms(mobile, SmsType.FindPassword, ip)).assertStatus(200)
    const response = await post('/api/v1/user/login/mobile', ip, { mobile, code: lastCode(mobile)! })
    response.assertStatus(400)
    assert.equal(response.body().message, '验证码错误或已过期')
  }).skip(disabled, reason)

  test('an expired code does not log in', async ({ assert }) => {
    const { mobile, ip } = await userWithPhone()
    ;(await sendSms(mobile, SmsType.Login, ip)).assertStatus(200)
    await Sms.query()
      .where('mobile', mobile)
      .update({ expiresAt: DateTime.now().minus({ minutes: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    const response = await post('/api/v1/user/login/mobile', ip, { mobile, code: lastCode(mobile)! })
    response.assertStatus(400)
    assert.equal(response.body().message, '验证码错误或已过期')
  }).skip(disabled, reason)

  test(`after ${MAX_ATTEMPTS} wrong guesses even the right code is dead`, async ({ assert }) => {
    const { mobile, ip } = await userWithPhone()
    ;(await sendSms(mobile, SmsType.Login, ip)).assertStatus(200)
    const code = lastCode(mobile)!
    const wrong = code === '999999' ? '888888' : '999999'
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      ;(await post('/api/v1/user/login/mobile', ip, { mobile, code: wrong })).assertStatus(400)
    }
    const right = await post('/api/v1/user/login/mobile', ip, { mobile, code })
    right.assertStatus(400)
    assert.equal(right.body().message, '验证码错误或已过期')
  }).skip(disabled, reason)

  test('parallel requests with one code sign in exactly once', async ({ assert }) => {
    const { mobile, ip } = await userWithPhone()
    ;(await sendSms(mobile, SmsType.Login, ip)).assertStatus(200)
    const code = lastCode(mobile)!
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/v1/user/login/mobile', ip, { mobile, code })))
    assert.deepEqual(answers.map((answer) => answer.status()).sort(), [200, 400, 400, 400, 400])
  }).skip(disabled, reason)

  test('a disabled account is refused and its code is handed back', async ({ assert }) => {
    const { user, mobile, ip } = await userWithPhone()
    ;(await sendSms(mobile, SmsType.Login, ip)).assertStatus(200)
    await punish(user.id, 1, '违规')
    const response = await post('/api/v1/user/login/mobile', ip, { mobile, code: lastCode(mobile)! })
    response.assertStatus(403)
    assert.include(response.body().message, '违规')
    assert.isNull((await Sms.query().where('mobile', mobile).firstOrFail()).usedAt)
  }).skip(disabled, reason)
})

test.group('sms: find password by phone', (group) => {
  group.each.setup(() => resetSms())
  group.teardown(leaveSmsOff)

  test('the code sets a new password and ends every session and token', async ({ client, assert }) => {
    const { user, mobile, ip } = await userWithPhone()
    const oldToken = await tokenFor(user)
    ;(await sendSms(mobile, SmsType.FindPassword, ip)).assertStatus(200)
    const response = await post('/api/v1/user/findpassword/mobile', ip, { mobile, code: lastCode(mobile)!, password: 'brandnew1' })
    response.assertStatus(200)
    assert.deepEqual(response.body(), {})
    ;(await client.get('/api/v1/user').bearerToken(oldToken)).assertStatus(401)
    ;(await login(client, user.username, 'brandnew1')).assertStatus(200)
    ;(await login(client, user.username, 'secret123')).assertStatus(400)
  }).skip(disabled, reason)

  test('a number without an account fails like a wrong code', async ({ assert }) => {
    const { mobile, ip } = newPhone()
    ;(await sendSms(mobile, SmsType.FindPassword, ip)).assertStatus(200)
    const response = await post('/api/v1/user/findpassword/mobile', ip, { mobile, code: '123456', password: 'brandnew1' })
    response.assertStatus(400)
    assert.equal(response.body().message, '验证码错误或已过期')
  }).skip(disabled, reason)

  test('a login code does not reset a password', async ({ assert }) => {
    const { mobile, ip } = await userWithPhone()
    ;(await sendSms(mobile, SmsType.Login, ip)).assertStatus(200)
    const response = await post('/api/v1/user/findpassword/mobile', ip, { mobile, code: lastCode(mobile)!, password: 'brandnew1' })
    response.assertStatus(400)
    assert.equal(response.body().message, '验证码错误或已过期')
  }).skip(disabled, reason)
})

test.group('sms: auth pages', (group) => {
  group.each.setup(() => resetSms())
  group.teardown(leaveSmsOff)

  test('/login and /register offer the phone tab while SMS is on, and none when off', async ({ assert }) => {
    const on = await http('GET', '/login')
    assert.deepEqual(on.page().props.methods, [{ key: 'sms.login', title: '手机登录', component: 'sms.mobileLogin' }])
    const register = await http('GET', '/register')
    assert.deepEqual(register.page().props.methods, [{ key: 'sms.register', title: '手机注册', component: 'sms.mobileRegister' }])
    await settings.update('sms', { enable: false })
    assert.deepEqual((await http('GET', '/login')).page().props.methods, [])
  }).skip(disabled, reason)

  test('/findpassword-mobile renders its page', async ({ assert }) => {
    const page = await http('GET', '/findpassword-mobile')
    page.assertStatus(200)
    assert.equal(page.page().component, 'sms/site/findpassword_mobile')
  }).skip(disabled, reason)
})
