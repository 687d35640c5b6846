import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import User from '#core/accounts/models/user'
import { PunishmentType } from '#core/access/enums/punishment_type'
import { createUser } from '#tests/helpers/users'
import { assertSignedIn, captchaAnswer, login, punish, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

test.group('Login', (group) => {
  group.each.teardown(resetSecurity)

  test('logs in with the username, records the login and returns user and token', async ({ client, assert }) => {
    const user = await createUser({ password: 'secret123' })
    const response = await login(client, user.username, 'secret123', {}, '10.1.2.3')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.user.id, user.id)
    assert.isString(body.token)

    await user.refresh()
    assert.equal(user.lastLoginIp, '10.1.2.3')
    assert.isNotNull(user.loginAt)

    await assertSignedIn(client, response, { id: user.id, email: user.email })
  })

  test('logs in with the e-mail address, whatever its letter case', async ({ client }) => {
    const user = await createUser({ password: 'secret123' })
    const response = await login(client, user.email!.toUpperCase(), 'secret123')
    response.assertStatus(200)
    response.assertBodyContains({ user: { id: user.id } })
  })

  test('a wrong password or an unknown account gives one message', async ({ client }) => {
    const user = await createUser({ password: 'secret123' })
    const wrong = await login(client, user.username, 'wrong-password')
    wrong.assertStatus(400)
    wrong.assertBodyContains({ message: '用户名或密码错误', code: 3 })

    const unknown = await login(client, 'nobody_here', 'secret123')
    unknown.assertStatus(400)
    unknown.assertBodyContains({ message: '用户名或密码错误' })
  })

  test('missing fields are named', async ({ client }) => {
    const noName = await login(client, '', 'secret123')
    noName.assertStatus(400)
    noName.assertBodyContains({ message: '请输入用户名或邮箱' })

    const noPassword = await login(client, 'someone', '')
    noPassword.assertStatus(400)
    noPassword.assertBodyContains({ message: '请输入密码' })
  })

  test('a disabled account cannot log in and reads why', async ({ client, assert }) => {
    const user = await createUser({ password: 'secret123' })
    await punish(user.id, PunishmentType.DisableAccount, '发布垃圾广告')
    const response = await login(client, user.username, 'secret123')
    response.assertStatus(403)
    const message = response.body().message as string
    assert.include(message, '您的账户已被禁用')
    assert.include(message, '发布垃圾广告')
  })

  test('another punishment does not stop the login', async ({ client }) => {
    const user = await createUser({ password: 'secret123' })
    await punish(user.id, 2 /* community's 禁止评论: not a login ban */, '刷屏')
    ;(await login(client, user.username, 'secret123')).assertStatus(200)
  })

  test('login attempts per IP and account are limited', async ({ client, assert }) => {
    await settings.update('security', { login_attempts_per_minute: 3 })
    const user = await createUser({ password: 'secret123' })
    const ip = '10.66.66.66'
    for (let attempt = 0; attempt < 3; attempt++) {
      ;(await login(client, user.username, 'wrong-password', {}, ip)).assertStatus(400)
    }
    const blocked = await login(client, user.username, 'secret123', {}, ip)
    blocked.assertStatus(429)
    assert.match(blocked.body().message, /^登录尝试次数过多，请 \d+ 秒后再试$/)
    assert.exists(blocked.header('retry-after'))

    // Another IP, or another account from the same IP, is not held back.
    ;(await login(client, user.username, 'secret123', {}, '10.66.66.67')).assertStatus(200)
    const other = await createUser({ password: 'secret123' })
    ;(await login(client, other.username, 'secret123', {}, ip)).assertStatus(200)
  })

  test('failed logins per IP are limited whatever the account name (password spraying)', async ({ client, assert }) => {
    await settings.update('security', { login_failures_per_hour_per_ip: 5 })
    const ip = '10.66.70.1'
    const victims = []
    for (let index = 0; index < 8; index++) victims.push(await createUser({ password: 'secret123' }))
    const sprayed = await Promise.all(victims.map((victim) => login(client, victim.username, 'Summer2026!', {}, ip)))
    const statuses = sprayed.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 400).length, 5, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 429).length, 3, statuses.join(','))
    const refused = sprayed.find((response) => response.status() === 429)!
    assert.match(refused.body().message, /^当前IP登录失败次数过多，请 \d+ 秒后再试$/)
    assert.exists(refused.header('retry-after'))

    // Even the right password waits from that IP; other IPs are not held back.
    ;(await login(client, victims[0].username, 'secret123', {}, ip)).assertStatus(429)
    ;(await login(client, victims[0].username, 'secret123', {}, '10.66.70.2')).assertStatus(200)
  })

  test('successful logins do not use up the per-IP allowance of failures', async ({ client }) => {
    await settings.update('security', { login_failures_per_hour_per_ip: 2, login_attempts_per_minute: 100 })
    const ip = '10.66.70.3'
    const user = await createUser({ password: 'secret123' })
    for (let attempt = 0; attempt < 5; attempt++) {
      ;(await login(client, user.username, 'secret123', {}, ip)).assertStatus(200)
    }
    ;(await login(client, user.username, 'wrong-password', {}, ip)).assertStatus(400)
    ;(await login(client, user.username, 'secret123', {}, ip)).assertStatus(200)
  })

  test('with the login captcha on, the answer is checked once', async ({ client, assert }) => {
    await settings.update('security', { enable_captcha_login: true })
    const user = await createUser({ password: 'secret123' })

    const withoutAnswer = await login(client, user.username, 'secret123')
    withoutAnswer.assertStatus(400)
    withoutAnswer.assertBodyContains({ message: '请输入验证码' })

    const challenge = (await client.get('/api/v1/user/captcha').qs({ type: 'login' })).body()
    assert.isTrue(challenge.enable)
    const answer = await captchaAnswer(challenge.id)
    const ok = await login(client, user.username, 'secret123', { captcha_id: challenge.id, captcha: answer.toUpperCase() })
    ok.assertStatus(200)

    const reused = await login(client, user.username, 'secret123', { captcha_id: challenge.id, captcha: answer })
    reused.assertStatus(400)
    reused.assertBodyContains({ message: '验证码错误' })
  })

  test('上次登录 is the login before this one, not the current one', async ({ client, assert }) => {
    const user = await createUser({ password: 'secret123' })
    ;(await login(client, user.username, 'secret123')).assertStatus(200)
    await user.refresh()
    const first = user.loginAt!.toISO()
    await new Promise((resolve) => setTimeout(resolve, 1100))

    const second = await login(client, user.username, 'secret123')
    second.assertStatus(200)
    assert.equal(second.body().user.previous_login_at, first)
    assert.notEqual(second.body().user.login_at, first)
    const me = await http('GET', '/api/v1/user', { token: second.body().token })
    assert.equal(me.body().previous_login_at, first)
  })

  test('the stored password is a hash', async ({ assert }) => {
    const user = await createUser({ password: 'secret123' })
    const stored = await User.findOrFail(user.id)
    assert.notEqual(stored.password, 'secret123')
  })
})
