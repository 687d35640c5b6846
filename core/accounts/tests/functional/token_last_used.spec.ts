import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { PunishmentType } from '#core/access/contracts'
import { createUser } from '#tests/helpers/users'
import { punish, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

/** The row id of a token a login returned (`dst_<base64url id>.<secret>`). */
function idOf(token: string) {
  return Buffer.from(token.slice(token.indexOf('_') + 1, token.indexOf('.')), 'base64url').toString()
}

async function lastUsedAt(token: string) {
  const row = await db.from('auth_access_tokens').where('id', idOf(token)).firstOrFail()
  return row.last_used_at === null ? null : new Date(row.last_used_at).getTime()
}

async function setLastUsedAt(token: string, date: Date | null) {
  await db.from('auth_access_tokens').where('id', idOf(token)).update({ last_used_at: date })
}

async function signedInToken() {
  const user = await createUser({ password: 'secret123' })
  const { token } = (await http('POST', '/api/v1/user/login', { json: { username: user.username, password: 'secret123' } })).body()
  return { user, token: token as string }
}

test.group('Access token last use', (group) => {
  group.each.teardown(resetSecurity)

  test('a call records the token’s use, at most once a minute', async ({ assert }) => {
    const { token } = await signedInToken()
    await setLastUsedAt(token, null)
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(200)
    const recorded = await lastUsedAt(token)
    assert.isNotNull(recorded)
    assert.closeTo(recorded!, Date.now(), 60_000)

    await setLastUsedAt(token, new Date(Date.now() - 30_000))
    const halfAMinuteAgo = await lastUsedAt(token)
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(200)
    assert.equal(await lastUsedAt(token), halfAMinuteAgo, 'a use within the minute is not written again')

    await setLastUsedAt(token, new Date(Date.now() - 120_000))
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(200)
    assert.isAbove((await lastUsedAt(token))!, Date.now() - 60_000)
  })

  test('a wrong secret for a real token id is refused and records no use', async ({ assert }) => {
    const { token } = await signedInToken()
    await setLastUsedAt(token, null)
    const forged = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a')
    ;(await http('GET', '/api/v1/user', { token: forged })).assertStatus(401)
    assert.isNull(await lastUsedAt(token))
  })

  test('a token revoked right after a use is refused on the next call', async () => {
    const { token } = await signedInToken()
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(200)
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(200)
    await db.from('auth_access_tokens').where('id', idOf(token)).delete()
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(401)

    const other = await signedInToken()
    ;(await http('GET', '/api/v1/user', { token: other.token })).assertStatus(200)
    ;(await http('DELETE', '/api/v1/user/logout', { token: other.token })).assertStatus(200)
    ;(await http('GET', '/api/v1/user', { token: other.token })).assertStatus(401)
  })

  test('an account disabled right after a use is a guest on the next call', async () => {
    const { user, token } = await signedInToken()
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(200)
    await punish(user.id, PunishmentType.DisableAccount, 'test')
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(401)
  })
})
