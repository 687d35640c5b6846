import { test } from '@japa/runner'
import User from '#core/accounts/models/user'
import { PunishmentType } from '#core/access/enums/punishment_type'
import { createUser, tokenFor } from '#tests/helpers/users'
import { cookieHeader, login, punish, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

test.group('User record and profile', (group) => {
  group.each.teardown(resetSecurity)

  test('GET /api/v1/user gives the caller its own record and others a public subset', async ({ client, assert }) => {
    const me = await createUser()
    const other = await createUser()
    const token = await tokenFor(me)

    const own = await client.get('/api/v1/user').bearerToken(token)
    own.assertStatus(200)
    assert.equal(own.body().email, me.email)
    assert.property(own.body(), 'is_default_password')

    const ownById = await client.get('/api/v1/user').qs({ id: me.id }).bearerToken(token)
    assert.equal(ownById.body().email, me.email)

    const theirs = await client.get('/api/v1/user').qs({ id: other.id }).bearerToken(token)
    theirs.assertStatus(200)
    assert.equal(theirs.body().username, other.username)
    assert.notProperty(theirs.body(), 'email')
    assert.notProperty(theirs.body(), 'mobile')

    const asGuest = await client.get('/api/v1/user').qs({ id: other.id })
    asGuest.assertStatus(200)
    assert.notProperty(asGuest.body(), 'email')

    ;(await client.get('/api/v1/user')).assertStatus(401)
    const unknown = await client.get('/api/v1/user').qs({ id: 999999 })
    unknown.assertStatus(404)
    unknown.assertBodyContains({ message: '用户不存在' })
    ;(await client.get('/api/v1/user').qs({ id: 'abc' })).assertStatus(400)
  })

  test('the owner edits its profile', async ({ client, assert }) => {
    const user = await createUser()
    await User.query().where('id', user.id).update({ email: null })
    const token = await tokenFor(user)
    const response = await client
      .put('/api/v1/user/profile')
      .bearerToken(token)
      .json({
        username: `${user.username}_new`,
        realname: '张三',
        identity: '110101199003070000',
        address: '北京市海淀区',
        signature: '读书使人进步',
        email: `Fresh_${user.id}@Example.com`,
        mobile: '13912345678',
      })
    response.assertStatus(200)
    response.assertBody({})
    await user.refresh()
    assert.equal(user.realname, '张三')
    assert.equal(user.identity, '110101199003070000')
    assert.equal(user.address, '北京市海淀区')
    assert.equal(user.signature, '读书使人进步')
    assert.equal(user.email, `fresh_${user.id}@example.com`)
    assert.equal(user.mobile, '13912345678')
    assert.isTrue(user.username.endsWith('_new'))
  })

  test('e-mail and phone cannot be changed once set', async ({ client, assert }) => {
    const user = await createUser()
    await User.query().where('id', user.id).update({ mobile: '13800000001' })
    const token = await tokenFor(user)

    const email = await client
      .put('/api/v1/user/profile')
      .bearerToken(token)
      .json({ username: user.username, email: 'another@example.com' })
    email.assertStatus(400)
    email.assertBodyContains({ message: '邮箱不能修改' })

    const mobile = await client.put('/api/v1/user/profile').bearerToken(token).json({ username: user.username, mobile: '13900000002' })
    mobile.assertStatus(400)
    mobile.assertBodyContains({ message: '手机号不能修改' })

    // Sending the same values back (as the form does) is fine, and blank means "keep".
    const same = await client
      .put('/api/v1/user/profile')
      .bearerToken(token)
      .json({ username: user.username, email: user.email, mobile: '13800000001', signature: '你好' })
    same.assertStatus(200)
    const blank = await client.put('/api/v1/user/profile').bearerToken(token).json({ username: user.username, email: '', mobile: '' })
    blank.assertStatus(200)
    await user.refresh()
    assert.equal(user.mobile, '13800000001')
    assert.equal(user.signature, '你好')
  })

  test('invalid profile fields are refused with the spec messages', async ({ client, assert }) => {
    const user = await createUser()
    await User.query().where('id', user.id).update({ email: null })
    const token = await tokenFor(user)
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, '请输入您的登录用户名'],
      [{}, '请输入您的登录用户名'],
      [{ username: user.username, mobile: '12345' }, '请输入正确的手机号码'],
      [{ username: user.username, mobile: '12812345678' }, '请输入正确的手机号码'],
      [{ username: user.username, email: 'broken@' }, '请输入正确的电子邮箱'],
      [{ username: 'x' }, '用户名长度为2到32个字符'],
    ]
    for (const [body, message] of cases) {
      const response = await client.put('/api/v1/user/profile').bearerToken(token).json(body)
      assert.equal(response.status(), 400, JSON.stringify(body))
      assert.equal(response.body().message, message, JSON.stringify(body))
    }
  })

  test('username, e-mail and phone of someone else are taken', async ({ client }) => {
    const other = await createUser()
    await User.query().where('id', other.id).update({ mobile: '13700000003' })
    const user = await createUser()
    await User.query().where('id', user.id).update({ email: null })
    const token = await tokenFor(user)

    const name = await client.put('/api/v1/user/profile').bearerToken(token).json({ username: other.username })
    name.assertStatus(409)
    name.assertBodyContains({ message: '用户名已被注册' })
    const email = await client.put('/api/v1/user/profile').bearerToken(token).json({ username: user.username, email: other.email })
    email.assertStatus(409)
    const mobile = await client.put('/api/v1/user/profile').bearerToken(token).json({ username: user.username, mobile: '13700000003' })
    mobile.assertStatus(409)
  })

  test('a guest cannot edit a profile', async () => {
    const response = await http('PUT', '/api/v1/user/profile', { json: { username: 'whoever' } })
    response.assertStatus(401)
  })

  test('a disabled account is a guest at once, by token and by session', async ({ client }) => {
    const user = await createUser({ password: 'secret123' })
    const response = await login(client, user.username, 'secret123')
    const { token } = response.body()
    const cookies = cookieHeader(response)
    ;(await client.get('/api/v1/user').bearerToken(token)).assertStatus(200)

    await punish(user.id, PunishmentType.DisableAccount, '违规')
    ;(await client.get('/api/v1/user').bearerToken(token)).assertStatus(401)
    ;(await http('GET', '/api/v1/user', { cookies })).assertStatus(401)
  })
})
