import { test } from '@japa/runner'
import User from '#core/accounts/models/user'
import { http } from '#core/accounts/tests/http'
import { createUser, tokenFor } from '#tests/helpers/users'
import OauthAccount from '#plugins/oauth/models/oauth_account'
import { FakeOauthProvider } from '../helpers/fake_provider.js'
import { enable, oauthDance, resetOauth, withFakeProvider } from '../helpers/oauth_dance.js'

const LAST_WAY_IN = '这是你唯一的登录方式，请先设置密码或绑定其他账号后再解除绑定'
const fake = new FakeOauthProvider()
let sequence = 0

function nextPerson() {
  sequence += 1
  const id = `9${Date.now() % 1_000_000}${sequence}`
  fake.person = { id, login: id, name: `Member ${sequence}`, avatar: '', unionid: '' }
}

/** A member created by a first GitHub login (创建新账号): no password of their own. */
async function providerOnlyMember() {
  nextPerson()
  const pending = (await oauthDance('github')).response.body().oauth
  const created = await http('POST', '/api/v1/oauth/bind', { json: { openid: pending.openid, oauth_type: 4, session: pending.session } })
  created.assertStatus(200)
  return { token: created.body().token as string, userId: created.body().user.id as number }
}

test.group('oauth: unbinding', (group) => {
  withFakeProvider(group, fake)
  group.each.setup(async () => {
    await resetOauth()
    await enable(fake, 'github')
    await enable(fake, 'gitee')
  })

  test('an account cannot unbind its last way in (no password, no other binding)', async ({ assert }) => {
    const { token, userId } = await providerOnlyMember()
    const [account] = (await http('GET', '/api/v1/user/oauth', { token })).body().oauth
    const refused = await http('DELETE', `/api/v1/user/oauth?id=${account.id}`, { token })
    refused.assertStatus(400)
    refused.assertBodyContains({ message: LAST_WAY_IN })
    assert.exists(await OauthAccount.find(account.id))

    // The /me page says so too.
    const page = await http('GET', '/me/oauth', { token })
    page.assertStatus(200)
    assert.isFalse(page.page().props.hasPassword)

    // Once the member has a password of their own, the binding may go.
    const user = await User.findOrFail(userId)
    user.password = 'my-own-password'
    await user.save()
    const done = await http('DELETE', `/api/v1/user/oauth?id=${account.id}`, { token })
    done.assertStatus(200)
    assert.isNull(await OauthAccount.find(account.id))
  })

  test('with a second binding, either one may go, but not both', async ({ assert }) => {
    const { token } = await providerOnlyMember()
    nextPerson()
    const pending = (await oauthDance('gitee')).response.body().oauth
    ;(
      await http('POST', '/api/v1/oauth/bind', { token, json: { openid: pending.openid, oauth_type: 3, session: pending.session } })
    ).assertStatus(200)

    const accounts = (await http('GET', '/api/v1/user/oauth', { token })).body().oauth
    assert.lengthOf(accounts, 2)
    ;(await http('DELETE', `/api/v1/user/oauth?id=${accounts[0].id}`, { token })).assertStatus(200)
    const last = await http('DELETE', `/api/v1/user/oauth?id=${accounts[1].id}`, { token })
    last.assertStatus(400)
    last.assertBodyContains({ message: LAST_WAY_IN })
  })

  test("a member with a password unbinds freely; nobody unbinds another member's binding", async ({ assert }) => {
    const member = await createUser({ password: 'secret123' })
    const token = await tokenFor(member)
    nextPerson()
    const pending = (await oauthDance('github')).response.body().oauth
    ;(
      await http('POST', '/api/v1/oauth/bind', { token, json: { openid: pending.openid, oauth_type: 4, session: pending.session } })
    ).assertStatus(200)
    const [account] = (await http('GET', '/api/v1/user/oauth', { token })).body().oauth

    const stranger = await http('DELETE', `/api/v1/user/oauth?id=${account.id}`, { token: await tokenFor(await createUser()) })
    stranger.assertStatus(404)
    assert.exists(await OauthAccount.find(account.id))

    ;(await http('DELETE', `/api/v1/user/oauth?id=${account.id}`, { token })).assertStatus(200)
    assert.deepEqual((await http('GET', '/api/v1/user/oauth', { token })).body(), { oauth: [] })
  })

  test("/me/oauth lists the offered providers and the member's bindings", async ({ assert }) => {
    const { token } = await providerOnlyMember()
    const page = await http('GET', '/me/oauth', { token })
    page.assertStatus(200)
    const props = page.page().props
    assert.equal(props.active, 'oauth')
    assert.deepEqual(
      props.providers.map((provider: { name: string }) => provider.name),
      ['github', 'gitee']
    )
    assert.lengthOf(props.accounts, 1)
    assert.equal(props.accounts[0].oauth_type, 4)
  })

  test('the user list and unbind need a login', async () => {
    ;(await http('GET', '/api/v1/user/oauth')).assertStatus(401)
    ;(await http('DELETE', '/api/v1/user/oauth?id=1')).assertStatus(401)
  })
})
