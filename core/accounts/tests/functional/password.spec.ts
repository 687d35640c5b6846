import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import User from '#core/accounts/models/user'
import { DEFAULT_PASSWORD } from '#core/accounts/contracts'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { login, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

test.group('Password', (group) => {
  group.each.teardown(resetSecurity)

  test('the owner changes its password with the old one and keeps its current login', async ({ client, assert }) => {
    const user = await createUser({ password: 'secret123' })
    await User.query().where('id', user.id).update({ is_default_password: true })
    const current = (await login(client, user.username, 'secret123')).body().token
    const elsewhere = (await login(client, user.username, 'secret123')).body().token

    const response = await client
      .put('/api/v1/user/password')
      .bearerToken(current)
      .json({ id: user.id, old_password: 'secret123', new_password: 'better456' })
    response.assertStatus(200)
    response.assertBody({})

    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'better456'))
    assert.isFalse(user.isDefaultPassword)
    ;(await client.get('/api/v1/user').bearerToken(current)).assertStatus(200)
    ;(await client.get('/api/v1/user').bearerToken(elsewhere)).assertStatus(401)
    ;(await login(client, user.username, 'secret123')).assertStatus(400)
    ;(await login(client, user.username, 'better456')).assertStatus(200)
  })

  test('without an id the caller changes its own password', async ({ client }) => {
    const user = await createUser({ password: 'secret123' })
    const token = await tokenFor(user)
    const response = await client
      .put('/api/v1/user/password')
      .bearerToken(token)
      .json({ old_password: 'secret123', new_password: 'better456' })
    response.assertStatus(200)
  })

  test('a wrong old password and missing fields are refused', async ({ client, assert }) => {
    const user = await createUser({ password: 'secret123' })
    const token = await tokenFor(user)
    const cases: [Record<string, unknown>, string][] = [
      [{ old_password: 'nope-nope', new_password: 'better456' }, '原密码错误'],
      [{ new_password: 'better456' }, '请输入您的原密码'],
      [{ old_password: '', new_password: 'better456' }, '请输入您的原密码'],
      [{ old_password: 'secret123' }, '请输入您的新密码'],
      [{ old_password: 'secret123', new_password: '' }, '请输入您的新密码'],
      [{}, '请输入您的原密码'],
      [{ old_password: 'secret123', new_password: '123' }, '新密码长度至少为6个字符'],
    ]
    for (const [body, message] of cases) {
      const response = await client.put('/api/v1/user/password').bearerToken(token).json(body)
      assert.equal(response.status(), 400, JSON.stringify(body))
      assert.equal(response.body().message, message, JSON.stringify(body))
    }
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'secret123'))
  })

  test("another account's password needs the permission", async ({ client, assert }) => {
    const member = await createUser()
    const target = await createUser({ password: 'secret123' })
    const denied = await client
      .put('/api/v1/user/password')
      .bearerToken(await tokenFor(member))
      .json({ id: target.id, new_password: 'hacked123' })
    denied.assertStatus(403)
    denied.assertBodyContains({ message: '您没有权限访问【修改用户密码】' })
    await target.refresh()
    assert.isTrue(await hash.verify(target.password, 'secret123'))

    const { user: staff } = await createStaff(['accounts.user.password'])
    const targetToken = await tokenFor(target)
    const allowed = await client
      .put('/api/v1/user/password')
      .bearerToken(await tokenFor(staff))
      .json({ id: target.id, new_password: DEFAULT_PASSWORD })
    allowed.assertStatus(200)
    await target.refresh()
    assert.isTrue(await hash.verify(target.password, DEFAULT_PASSWORD))
    assert.isTrue(target.isDefaultPassword)
    ;(await client.get('/api/v1/user').bearerToken(targetToken)).assertStatus(401)

    const admin = await createSuperAdmin()
    const missing = await client
      .put('/api/v1/user/password')
      .bearerToken(await tokenFor(admin))
      .json({ id: 999999, new_password: 'whatever1' })
    missing.assertStatus(404)
  })

  test('a guest gets 401', async () => {
    ;(await http('PUT', '/api/v1/user/password', { json: { old_password: 'a', new_password: 'b' } })).assertStatus(401)
  })
})
