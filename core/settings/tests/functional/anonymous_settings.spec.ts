import { test } from '@japa/runner'
import env from '#start/env'
import settings from '#core/settings/settings_service'
import Setting from '#core/settings/models/setting'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'

/** A client's call with no cookie and no token, as an app or a script makes it. */
async function anonymousRead(headers: Record<string, string> = {}) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v1/settings`, { headers })
  return { response, body: await response.json() }
}

async function resetSiteName() {
  await Setting.query().where('groupName', 'system').where('name', 'sitename').update({ value: null })
  settings.forget()
}

test.group('Settings API: callers without cookie or token', (group) => {
  group.each.teardown(resetSiteName)
  group.each.teardown(() => env.set('CORS_ORIGINS', ''))

  test('get the same public settings as a signed-in caller, as JSON, and no cookie', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const signedIn = await client.get('/api/v1/settings').bearerToken(await tokenFor(admin))
    const { response, body } = await anonymousRead()
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8')
    assert.deepEqual(response.headers.getSetCookie(), [])
    assert.deepEqual(body, signedIn.body())
    assert.notProperty(body, 'email')
  })

  test('see a changed setting on their next call', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    assert.equal(((await anonymousRead()).body as any).system.sitename, 'Docsite 文库')
    await settings.sync()
    const row = await Setting.query().where('groupName', 'system').where('name', 'sitename').firstOrFail()
    const saved = await client
      .put('/api/v1/config')
      .json({ config: [{ id: row.id, value: '改名后的文库' }] })
      .bearerToken(await tokenFor(admin))
    saved.assertStatus(200)
    assert.equal(((await anonymousRead()).body as any).system.sitename, '改名后的文库')
  })

  test('a browser on another site is answered under the CORS rules', async ({ assert }) => {
    env.set('CORS_ORIGINS', 'https://app.example')
    const allowed = await anonymousRead({ Origin: 'https://app.example' })
    assert.equal(allowed.response.headers.get('access-control-allow-origin'), 'https://app.example')
    const other = await anonymousRead({ Origin: 'https://evil.example' })
    assert.isNull(other.response.headers.get('access-control-allow-origin'))
  })
})
