import { test } from '@japa/runner'
import { createUser } from '#tests/helpers/users'
import { cookieHeader, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

function signIn(username: string) {
  return http('POST', '/api/v1/user/login', { json: { username, password: 'secret123' } })
}

function setCookies(response: { raw: Response }) {
  return response.raw.headers.getSetCookie()
}

test.group('Calls without a session cookie', (group) => {
  group.each.teardown(resetSecurity)

  test('a bearer-token call gets no session or XSRF cookie', async ({ assert }) => {
    const user = await createUser({ password: 'secret123' })
    const { token } = (await signIn(user.username)).body()

    const read = await http('GET', '/api/v1/user', { token })
    read.assertStatus(200)
    read.assertBodyContains({ id: user.id })
    assert.deepEqual(setCookies(read), [])
    assert.deepEqual(setCookies(await http('GET', '/api/v1/settings', { token })), [])
  })

  test('a guest reading the API gets no cookie; signing in still starts a CSRF-protected session', async ({ assert }) => {
    const user = await createUser({ password: 'secret123' })
    // Not /api/v1/settings: the page cache may answer that one before any session exists.
    const read = await http('GET', '/api/v1/user')
    read.assertStatus(401)
    assert.deepEqual(setCookies(read), [])

    const signedIn = await signIn(user.username)
    signedIn.assertStatus(200)
    const cookies = cookieHeader(signedIn)
    assert.match(cookies, /XSRF-TOKEN=/)
    assert.match(cookies, /docsite-session=/)

    const forged = await http('DELETE', '/api/v1/user/logout', { headers: { Cookie: cookies } })
    forged.assertStatus(403)
    ;(await http('GET', '/api/v1/user', { cookies })).assertBodyContains({ id: user.id })
    ;(await http('DELETE', '/api/v1/user/logout', { cookies })).assertStatus(200)
    ;(await http('GET', '/api/v1/user', { cookies })).assertStatus(401)
  })

  test('a guest reading a page gets no cookie, and still signs in from it', async ({ assert }) => {
    const user = await createUser({ password: 'secret123' })
    // The login page: one the page cache never keeps, so the server renders it for this visit.
    const page = await http('GET', '/login', { headers: { Accept: 'text/html' } })
    page.assertStatus(200)
    assert.equal(page.page().component, 'accounts/site/login')
    assert.deepEqual(setCookies(page), [])

    const signedIn = await signIn(user.username)
    signedIn.assertStatus(200)
    assert.match(cookieHeader(signedIn), /XSRF-TOKEN=/)
  })

  test('a session cookie keeps its XSRF token fresh on API reads', async ({ assert }) => {
    const user = await createUser({ password: 'secret123' })
    const cookies = cookieHeader(await signIn(user.username))
    const read = await http('GET', '/api/v1/user', { cookies })
    read.assertStatus(200)
    assert.isTrue(setCookies(read).some((cookie) => cookie.startsWith('XSRF-TOKEN=')))
  })

  test('a bad bearer token beside a signed-in session cookie still finds the session', async () => {
    const user = await createUser({ password: 'secret123' })
    const cookies = cookieHeader(await signIn(user.username))
    const read = await http('GET', '/api/v1/user', { cookies, token: 'dst_garbage.value' })
    read.assertStatus(200)
    read.assertBodyContains({ id: user.id })
  })

  test('a guest with a session cookie but no login stays a guest', async ({ assert }) => {
    const user = await createUser({ password: 'secret123' })
    const signedIn = await signIn(user.username)
    const cookies = cookieHeader(signedIn)
    ;(await http('DELETE', '/api/v1/user/logout', { cookies })).assertStatus(200)
    const read = await http('GET', '/api/v1/user', { cookies })
    read.assertStatus(401)
    assert.notProperty(read.body(), 'username')
  })
})
