import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { createUser } from '#tests/helpers/users'
import { cookieHeader, login, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

/** The stored expiry of the token a login returned (`dst_<id>.<secret>`). */
async function expiryOf(token: string) {
  const id = token.slice(token.indexOf('_') + 1, token.indexOf('.'))
  const row = await db.from('auth_access_tokens').where('id', Buffer.from(id, 'base64url').toString()).firstOrFail()
  return { id: row.id, expiresAt: row.expires_at === null ? null : new Date(row.expires_at) }
}

function daysFromNow(date: Date | null) {
  return date === null ? Number.POSITIVE_INFINITY : (date.getTime() - Date.now()) / 86_400_000
}

async function setExpiry(id: number, date: Date) {
  await db.from('auth_access_tokens').where('id', id).update({ expires_at: date })
}

test.group('Access token lifetime', (group) => {
  group.each.teardown(resetSecurity)

  test('a login token lives security.access_token_days, 30 by default', async ({ client, assert }) => {
    const user = await createUser({ password: 'secret123' })
    const first = await login(client, user.username, 'secret123')
    first.assertStatus(200)
    assert.closeTo(daysFromNow((await expiryOf(first.body().token)).expiresAt), 30, 0.01)

    await settings.update('security', { access_token_days: 7 })
    const second = await login(client, user.username, 'secret123')
    assert.closeTo(daysFromNow((await expiryOf(second.body().token)).expiresAt), 7, 0.01)
  })

  test('using a token extends it; a token unused for the whole lifetime has expired', async ({ client, assert }) => {
    const user = await createUser({ password: 'secret123' })
    const response = await login(client, user.username, 'secret123')
    const token = response.body().token as string
    const { id } = await expiryOf(token)

    await setExpiry(id, new Date(Date.now() + 2 * 3_600_000))
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(200)
    assert.closeTo(daysFromNow((await expiryOf(token)).expiresAt), 30, 0.01)

    // The web session of the same login slides the same token.
    await setExpiry(id, new Date(Date.now() + 2 * 3_600_000))
    const viaSession = await http('GET', '/api/v1/user', { cookies: cookieHeader(response) })
    viaSession.assertBodyContains({ id: user.id })
    assert.closeTo(daysFromNow((await expiryOf(token)).expiresAt), 30, 0.01)

    await setExpiry(id, new Date(Date.now() - 60_000))
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(401)
    assert.isBelow(daysFromNow((await expiryOf(token)).expiresAt), 0, 'an expired token is not revived')
  })

  test('a shorter lifetime set later applies to tokens already issued at their next use', async ({ client, assert }) => {
    const user = await createUser({ password: 'secret123' })
    const token = (await login(client, user.username, 'secret123')).body().token as string
    await settings.update('security', { access_token_days: 3 })
    ;(await http('GET', '/api/v1/user', { token })).assertStatus(200)
    assert.closeTo(daysFromNow((await expiryOf(token)).expiresAt), 3, 0.01)
  })
})
