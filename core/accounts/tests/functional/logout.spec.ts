import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'
import { cookieHeader, login, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

test.group('Logout and tokens', (group) => {
  group.each.teardown(resetSecurity)

  test('logging out with the bearer token revokes it and the session of that login', async ({ client }) => {
    const user = await createUser({ password: 'secret123' })
    const response = await login(client, user.username, 'secret123')
    const { token } = response.body()
    const cookies = cookieHeader(response)

    const logout = await client.delete('/api/v1/user/logout').bearerToken(token)
    logout.assertStatus(200)
    logout.assertBody({})

    ;(await client.get('/api/v1/user').bearerToken(token)).assertStatus(401)
    ;(await http('GET', '/api/v1/user', { cookies })).assertStatus(401)
  })

  test('logging out in the browser revokes the session and its token, even for a replayed cookie', async ({ client }) => {
    const user = await createUser({ password: 'secret123' })
    const response = await login(client, user.username, 'secret123')
    const { token } = response.body()
    const cookies = cookieHeader(response)

    const logout = await http('DELETE', '/api/v1/user/logout', { cookies })
    logout.assertStatus(200)

    ;(await http('GET', '/api/v1/user', { cookies })).assertStatus(401)
    ;(await client.get('/api/v1/user').bearerToken(token)).assertStatus(401)
  })

  test('a session call that changes something needs the XSRF token', async ({ client }) => {
    const user = await createUser({ password: 'secret123' })
    const cookies = cookieHeader(await login(client, user.username, 'secret123'))
    const forged = await http('DELETE', '/api/v1/user/logout', { headers: { Cookie: cookies } })
    forged.assertStatus(403)
    ;(await http('GET', '/api/v1/user', { cookies })).assertStatus(200)
  })

  test('logging out as a guest is harmless', async () => {
    const response = await http('DELETE', '/api/v1/user/logout')
    response.assertStatus(200)
    response.assertBody({})
  })

  test('other logins of the account stay valid after one logs out', async ({ client }) => {
    const user = await createUser({ password: 'secret123' })
    const first = (await login(client, user.username, 'secret123')).body().token
    const second = (await login(client, user.username, 'secret123')).body().token
    await client.delete('/api/v1/user/logout').bearerToken(first)
    ;(await client.get('/api/v1/user').bearerToken(second)).assertStatus(200)
  })

  test('GET /api/v1/user/token gives the session its login token', async ({ client, assert }) => {
    const user = await createUser({ password: 'secret123' })
    const response = await login(client, user.username, 'secret123')
    const cookies = cookieHeader(response)

    const viaSession = await http('GET', '/api/v1/user/token', { cookies })
    viaSession.assertStatus(200)
    assert.equal(viaSession.body().token, response.body().token)

    const bearer = await tokenFor(user)
    const viaBearer = await client.get('/api/v1/user/token').bearerToken(bearer)
    viaBearer.assertStatus(200)
    assert.equal(viaBearer.body().token, bearer)

    ;(await client.get('/api/v1/user/token')).assertStatus(401)
  })

  test('a garbage bearer token is just a guest', async ({ client }) => {
    ;(await client.get('/api/v1/user').bearerToken('dst_garbage.value')).assertStatus(401)
    ;(await client.get('/api/v1/user/captcha').qs({ type: 'login' }).bearerToken('nonsense')).assertStatus(200)
  })
})
