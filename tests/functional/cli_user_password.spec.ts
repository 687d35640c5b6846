import { test } from '@japa/runner'
import User from '#core/accounts/models/user'
import { runCli } from '#cli/testing/child_process'
import { createUser } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'

/**
 * `docsite user password` on the database the test server reads, so the new password is
 * tried through the real login. The command only updates one row: it never migrates.
 */
const sameDatabase = {
  DB_CONNECTION: process.env.DB_CONNECTION ?? 'sqlite',
  SQLITE_FILE: process.env.SQLITE_FILE,
  REDIS_HOST: undefined,
  DOCSITE_PLUGINS: undefined,
}
const docsite = (args: string[], input?: string) => runCli(['user', 'password', ...args], sameDatabase, 60_000, input)

const login = (username: string, password: string) => plainRequest('POST', '/api/v1/user/login', { json: { username, password } })

test.group('docsite user password', () => {
  test('sets the password from stdin: the new one logs in, the old one no longer does', async ({ assert }) => {
    const user = await createUser({ password: 'old-secret1' })
    const result = await docsite([user.username, '--stdin'], 'new-secret2\n')
    assert.equal(result.code, 0, result.stderr)
    assert.include(result.stdout, `password of ${user.username} (id ${user.id}) changed`)

    const fresh = await login(user.username, 'new-secret2')
    assert.equal(fresh.status, 200, fresh.text)
    assert.equal(fresh.body.user.id, user.id)
    const stale = await login(user.username, 'old-secret1')
    assert.equal(stale.status, 400)
  }).timeout(90_000)

  test('--password works too', async ({ assert }) => {
    const user = await createUser({ password: 'old-secret1' })
    const result = await docsite([user.username, '--password', 'flag-secret3'])
    assert.equal(result.code, 0, result.stderr)
    assert.equal((await login(user.username, 'flag-secret3')).status, 200)
  }).timeout(90_000)

  test('refuses an unknown account, a short password and a missing one, changing nothing', async ({ assert }) => {
    const user = await createUser({ password: 'old-secret1' })
    const before = (await User.findOrFail(user.id)).password
    const [unknown, short, noTerminal] = await Promise.all([
      docsite(['no_such_user_h4', '--password', 'whatever1']),
      docsite([user.username, '--password', '123']),
      docsite([user.username]),
    ])
    assert.equal(unknown.code, 1)
    assert.include(unknown.stderr, 'error: there is no account "no_such_user_h4"')
    assert.equal(short.code, 1)
    assert.include(short.stderr, '新密码长度至少为6个字符')
    assert.equal(noTerminal.code, 1)
    assert.include(noTerminal.stderr, 'pass it with --stdin (piped) or --password')
    assert.equal((await User.findOrFail(user.id)).password, before)
  }).timeout(90_000)
})
