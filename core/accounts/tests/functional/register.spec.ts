import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import settings from '#core/settings/settings_service'
import User from '#core/accounts/models/user'
import Group from '#core/access/models/group'
import { assertSignedIn, newAccount, register, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

test.group('Register', (group) => {
  group.each.teardown(resetSecurity)

  test('a visitor registers, joins the default group and is logged in', async ({ client, assert }) => {
    const account = newAccount()
    const member = await Group.findByOrFail('isDefault', true)
    const before = member.userCount
    const events: { userId: number }[] = []
    const listener = (payload: { userId: number }) => void events.push(payload)
    emitter.on('accounts:registered', listener)

    const response = await register(client, account)
    emitter.off('accounts:registered', listener)

    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.user.username, account.username)
    assert.equal(body.user.email, account.email)
    assert.isString(body.token)
    assert.notProperty(body.user, 'password')

    const user = await User.findByOrFail('username', account.username)
    assert.equal(user.registerIp, account.ip)
    const membership = await db.from('user_groups').where({ user_id: user.id, group_id: member.id }).first()
    assert.exists(membership)
    await member.refresh()
    assert.equal(member.userCount, before + 1)
    assert.deepEqual(events, [{ userId: user.id }])

    await assertSignedIn(client, response, { id: user.id, username: account.username })
  })

  test('username and e-mail already taken answer 409', async ({ client }) => {
    const first = newAccount()
    ;(await register(client, first)).assertStatus(200)

    const sameName = newAccount()
    const byName = await register(client, { ...sameName, username: first.username.toUpperCase() })
    byName.assertStatus(409)
    byName.assertBodyContains({ message: '用户名已被注册' })

    const byEmail = await register(client, { ...newAccount(), email: first.email })
    byEmail.assertStatus(409)
    byEmail.assertBodyContains({ message: '该邮箱已被注册' })
  })

  test('each invalid field is refused with its message', async ({ client, assert }) => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, '请输入用户名'],
      [{ username: 'a' }, '用户名长度为2到32个字符'],
      [{ username: 'a'.repeat(33) }, '用户名长度为2到32个字符'],
      [{ username: 'bad name!' }, '用户名只能包含字母、数字、下划线和汉字'],
      [{ username: 'who@example.com' }, '用户名不能是邮箱地址'],
      [{ username: '13812345678' }, '用户名不能是手机号码'],
      [{ password: '' }, '请输入密码'],
      [{ password: '12345' }, '密码长度至少为6个字符'],
      [{ email: '' }, '请输入电子邮箱'],
      [{ email: 'not-an-email' }, '请输入正确的电子邮箱'],
    ]
    for (const [override, message] of cases) {
      const account = newAccount()
      const response = await register(client, account, override)
      assert.equal(response.status(), 400, JSON.stringify(override))
      assert.equal(response.body().message, message, JSON.stringify(override))
    }
    const missing = await http('POST', '/api/v1/user/register', { headers: { 'X-Forwarded-For': '10.9.9.9' }, json: {} })
    missing.assertStatus(400)
    missing.assertBodyContains({ message: '请输入用户名' })
  })

  test('Chinese usernames are welcome', async ({ client }) => {
    const account = newAccount()
    const response = await register(client, { ...account, username: `张三_${Date.now().toString(36)}` })
    response.assertStatus(200)
  })

  test('a two-character Chinese name such as 张三 registers', async ({ client, assert }) => {
    const name = (await User.findBy('username', '张三')) ? `张${String.fromCharCode(0x4e00 + Math.floor(Math.random() * 20000))}` : '张三'
    const response = await register(client, newAccount(), { username: name })
    response.assertStatus(200)
    assert.equal(response.body().user.username, name)
  })

  test('when registration is closed nobody registers', async ({ client, assert }) => {
    await settings.update('security', { enable_register: false })
    const account = newAccount()
    const response = await register(client, account)
    response.assertStatus(400)
    response.assertBodyContains({ message: '网站已关闭注册' })
    assert.isNull(await User.findBy('username', account.username))
  })

  test('a captcha is required when the site asks for one', async ({ client, assert }) => {
    await settings.update('security', { enable_captcha_register: true })
    const account = newAccount()
    const missing = await register(client, account)
    missing.assertStatus(400)
    missing.assertBodyContains({ message: '请输入验证码' })

    const challenge = await client.get('/api/v1/user/captcha').qs({ type: 'register' })
    const wrong = await register(client, account, { captcha_id: challenge.body().id, captcha: 'nope' })
    wrong.assertStatus(400)
    wrong.assertBodyContains({ message: '验证码错误' })
    assert.isNull(await User.findBy('username', account.username))
  })

  test('registrations per IP and hour are limited', async ({ client }) => {
    await settings.update('security', { register_per_hour_per_ip: 2 })
    const ip = '10.77.77.77'
    for (let index = 0; index < 2; index++) {
      ;(await register(client, { ...newAccount(), ip })).assertStatus(200)
    }
    const third = await register(client, { ...newAccount(), ip })
    third.assertStatus(429)
    third.assertBodyContains({ code: 8 })
    const message = third.body().message as string
    if (!message.startsWith('注册过于频繁')) throw new Error(`unexpected message ${message}`)

    ;(await register(client, { ...newAccount(), ip: '10.77.77.78' })).assertStatus(200)
  })

  test('40 parallel registrations from one IP against a limit of 10: exactly 10 accounts', async ({ client, assert }) => {
    await settings.update('security', { register_per_hour_per_ip: 10 })
    const ip = '10.88.88.88'
    const accounts = Array.from({ length: 40 }, () => ({ ...newAccount('par'), ip }))
    const responses = await Promise.all(accounts.map((account) => register(client, account)))
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 200).length, 10, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 429).length, 30, statuses.join(','))
    const created = await User.query().whereIn(
      'username',
      accounts.map((account) => account.username)
    )
    assert.lengthOf(created, 10)
  })

  test('a registration that fails gives its place in the hourly allowance back', async ({ client, assert }) => {
    await settings.update('security', { register_per_hour_per_ip: 2 })
    const ip = '10.77.77.90'
    const first = { ...newAccount(), ip }
    ;(await register(client, first)).assertStatus(200)
    ;(await register(client, { ...newAccount(), ip, username: first.username })).assertStatus(409)
    ;(await register(client, { ...newAccount(), ip, email: first.email })).assertStatus(409)
    ;(await register(client, { ...newAccount(), ip })).assertStatus(200)
    ;(await register(client, { ...newAccount(), ip })).assertStatus(429)
    ;(await register(client, { ...newAccount(), ip })).assertStatus(429)
    assert.lengthOf(await User.query().where('register_ip', ip), 2)
  })

  test('refused and failed registrations racing the allowed ones never cost an account', async ({ client, assert }) => {
    await settings.update('security', { register_per_hour_per_ip: 5 })
    const ip = '10.77.77.91'
    const taken = { ...newAccount(), ip: '10.77.77.92' }
    ;(await register(client, taken)).assertStatus(200)
    const burst = [
      ...Array.from({ length: 5 }, () => ({ account: { ...newAccount(), ip }, extra: { username: taken.username } })),
      ...Array.from({ length: 10 }, () => ({ account: { ...newAccount(), ip }, extra: {} })),
    ]
    const statuses = (await Promise.all(burst.map(({ account, extra }) => register(client, account, extra)))).map((response) =>
      response.status()
    )
    assert.equal(
      statuses.filter((status) => status === 409).length +
        statuses.filter((status) => status === 429).length +
        statuses.filter((status) => status === 200).length,
      15
    )
    const created = statuses.filter((status) => status === 200).length
    assert.isAtMost(created, 5)
    // Whatever the burst left over is still there for the next registrations, and no more.
    for (let index = created; index < 5; index++) (await register(client, { ...newAccount(), ip })).assertStatus(200)
    ;(await register(client, { ...newAccount(), ip })).assertStatus(429)
    assert.lengthOf(await User.query().where('register_ip', ip), 5)
  })
})
