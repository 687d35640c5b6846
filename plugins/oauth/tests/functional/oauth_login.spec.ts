import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import User from '#core/accounts/models/user'
import { resetSecurity } from '#core/accounts/tests/helpers'
import { http } from '#core/accounts/tests/http'
import { createUser, tokenFor } from '#tests/helpers/users'
import OauthAccount from '#plugins/oauth/models/oauth_account'
import { FakeOauthProvider } from '../helpers/fake_provider.js'
import { enable, oauthDance, resetOauth, typeOf, withFakeProvider } from '../helpers/oauth_dance.js'

const INVALID = 'OAuth登录返回数据无效，请重试'
const FAILED = 'OAuth登录过程中发生错误，请重试'

const fake = new FakeOauthProvider()
let person = 0

/** A different provider account per test: bindings of one test never meet the next. */
function nextPerson(name = 'Octo Cat') {
  person += 1
  const id = `${Date.now() % 1_000_000}${person}`
  fake.person = { id, login: `octo${id}`, name, avatar: `https://avatars.example.com/${id}.png`, unionid: `union-${id}` }
  return fake.person
}

test.group('oauth: configs and the redirect', (group) => {
  withFakeProvider(group, fake)
  group.each.setup(async () => {
    await resetOauth()
    fake.down = false
  })

  test('GET /api/v1/oauth/configs lists the enabled providers with their callback, never a secret', async ({ assert }) => {
    const none = await http('GET', '/api/v1/oauth/configs')
    none.assertStatus(200)
    assert.deepEqual(none.body(), { oauths: [] })

    await enable(fake, 'github')
    await settings.update('oauth', { gitee_enable: true, gitee_client_id: 'only-an-id' }) // no secret: not offered
    const response = await http('GET', '/api/v1/oauth/configs')
    response.assertStatus(200)
    const oauths = response.body().oauths
    assert.lengthOf(oauths, 1)
    assert.equal(oauths[0].type, 4)
    assert.equal(oauths[0].client_id, fake.clientId)
    assert.match(oauths[0].redirect_url, /\/oauth\/github$/)
    assert.notInclude(response.text_(), fake.clientSecret)
  })

  test('the provider button keeps a state in a cookie and sends the visitor to the authorize URL', async ({ assert }) => {
    await enable(fake, 'github')
    const start = await http('GET', '/oauth/github/authorize')
    start.assertStatus(302)
    const target = new URL(start.header('location')!)
    assert.equal(`${target.origin}${target.pathname}`, `${fake.base}/github/authorize`)
    assert.equal(target.searchParams.get('client_id'), fake.clientId)
    assert.match(target.searchParams.get('redirect_uri')!, /\/oauth\/github$/)
    assert.isAbove(target.searchParams.get('state')!.length, 16)
    assert.match(start.cookieHeader(), /gh_oauth_state=/)
    assert.notInclude(start.cookieHeader(), target.searchParams.get('state')!, 'the cookie is encrypted')
  })

  test('a provider that is off: the button leads back to /login and the API refuses', async ({ assert }) => {
    const start = await http('GET', '/oauth/github/authorize')
    start.assertStatus(302)
    assert.equal(start.header('location'), '/login')
    const login = await http('POST', '/api/v1/oauth/login', { json: { code: 'x', state: 'y', oauth_type: 4 } })
    login.assertStatus(400)
    login.assertBodyContains({ message: 'GitHub登录未启用' })
    const unknown = await http('POST', '/api/v1/oauth/login', { json: { code: 'x', state: 'y', oauth_type: 6 } })
    unknown.assertStatus(400)
    unknown.assertBodyContains({ message: '不支持的登录方式' })
  })

  test('/login and /register offer one button per enabled provider', async ({ assert }) => {
    const before = await http('GET', '/login')
    assert.deepEqual(before.page().props.providers, [])
    await enable(fake, 'github')
    await enable(fake, 'qq')
    for (const path of ['/login', '/register']) {
      const page = await http('GET', path)
      assert.deepEqual(page.page().props.providers, [
        { key: 'oauth.github', title: 'GitHub', icon: 'OauthGithub', href: '/oauth/github/authorize' },
        { key: 'oauth.qq', title: 'QQ', icon: 'OauthQq', href: '/oauth/qq/authorize' },
      ])
    }
  })

  test("the login page's ?redirect= rides the provider buttons, and only a same-site one", async ({ assert }) => {
    await enable(fake, 'github')
    const kept = await http('GET', `/login?redirect=${encodeURIComponent('/document/7?page=2')}`)
    assert.equal(kept.page().props.providers[0].href, `/oauth/github/authorize?redirect=${encodeURIComponent('/document/7?page=2')}`)
    for (const foreign of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const page = await http('GET', `/login?redirect=${encodeURIComponent(foreign)}`)
      assert.equal(page.page().props.providers[0].href, '/oauth/github/authorize', foreign)
    }
  })

  test('authorize keeps the redirect in an encrypted cookie and the callback page is told where to go', async ({ assert }) => {
    await enable(fake, 'github')
    const callbackWith = async (redirect?: string) => {
      const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`
      const start = await http('GET', `/oauth/github/authorize${query}`)
      start.assertStatus(302)
      assert.match(start.cookieHeader(), /oauth_redirect=/)
      assert.notInclude(start.cookieHeader(), 'document', 'the cookie is encrypted')
      const page = await http('GET', '/oauth/github?code=abc&state=xyz', { cookies: start.cookieHeader() })
      return page.page().props.redirect
    }
    assert.equal(await callbackWith('/document/7?page=2#top'), '/document/7?page=2#top')
    assert.equal(await callbackWith('https://evil.example/steal'), '/')
    assert.equal(await callbackWith('//evil.example'), '/')
    assert.equal(await callbackWith(), '/')
    const forged = await http('GET', '/oauth/github?code=abc&state=xyz', { cookies: 'oauth_redirect=/document/7' })
    assert.equal(forged.page().props.redirect, '/', 'a cookie the server did not encrypt counts for nothing')
  })

  test('the callback page carries the code, the state and the error to the browser', async ({ assert }) => {
    const page = await http('GET', '/oauth/github?code=abc&state=xyz')
    page.assertStatus(200)
    assert.equal(page.page().component, 'oauth/site/callback')
    assert.containSubset(page.page().props, { provider: { name: 'github', type: 4 }, code: 'abc', state: 'xyz', error: '' })
    const denied = await http('GET', '/oauth/github?error=access_denied&state=xyz')
    assert.equal(denied.page().props.error, 'access_denied')
  })
})

test.group('oauth: login, bind and create', (group) => {
  withFakeProvider(group, fake)
  group.each.setup(async () => {
    await resetOauth()
    fake.down = false
    fake.deny = false
    await enable(fake, 'github')
  })
  group.each.teardown(resetSecurity)

  test('创建新账号 picks another name when the provider name differs from a member’s only in case', async ({ assert }) => {
    const name = `FP${Date.now() % 1_000_000}`
    await createUser({ username: name.toLowerCase() })
    nextPerson(name)
    const pending = (await oauthDance('github')).response.body().oauth
    const created = await http('POST', '/api/v1/oauth/bind', { json: { openid: pending.openid, oauth_type: 4, session: pending.session } })
    created.assertStatus(200)
    const username: string = created.body().user.username
    assert.notEqual(username.toLowerCase(), name.toLowerCase())
    assert.match(username, new RegExp(`^${name}_\\d+$`))
  })

  test('a first login asks to bind; 创建新账号 makes a member named after the provider name, signed in', async ({ assert }) => {
    const who = nextPerson('Octo Cat')
    const { response } = await oauthDance('github')
    response.assertStatus(200)
    const pending = response.body().oauth
    assert.containSubset(pending, { oauth_type: 4, openid: who.id, username: 'Octo Cat', avatar: who.avatar })
    assert.isString(pending.session)
    assert.notProperty(response.body(), 'token')

    const created = await http('POST', '/api/v1/oauth/bind', { json: { openid: pending.openid, oauth_type: 4, session: pending.session } })
    created.assertStatus(200)
    const { user, token } = created.body()
    assert.match(user.username, /^OctoCat/)
    const me = await http('GET', '/api/v1/user', { token })
    me.assertStatus(200)
    assert.equal(me.body().id, user.id)

    const listed = await http('GET', '/api/v1/user/oauth', { token })
    listed.assertStatus(200)
    assert.containSubset(listed.body().oauth, [{ oauth_type: 4, username: 'Octo Cat', avatar: who.avatar }])

    // The next login with the same provider account signs straight in.
    const again = (await oauthDance('github')).response
    again.assertStatus(200)
    assert.equal(again.body().user.id, user.id)
    assert.isString(again.body().token)
  })

  test('绑定已有账号: a signed-in member binds the pending login and logs in by provider from then on', async ({ assert }) => {
    const member = await createUser({ password: 'secret123' })
    const who = nextPerson('Someone Else')
    const pending = (await oauthDance('github')).response.body().oauth
    const bound = await http('POST', '/api/v1/oauth/bind', {
      token: await tokenFor(member),
      json: { openid: pending.openid, oauth_type: 4, session: pending.session },
    })
    bound.assertStatus(200)
    const account = await OauthAccount.findByOrFail('openid', who.id)
    assert.equal(account.userId, member.id)

    const login = (await oauthDance('github')).response
    login.assertStatus(200)
    assert.equal(login.body().user.id, member.id)
    assert.equal(await User.query().where('username', 'like', 'SomeoneElse%').first(), null, 'no account was created')
  })

  test('binding from /me with a provider account another member holds is refused, not a switch of account', async ({ assert }) => {
    const holder = await createUser()
    const who = nextPerson()
    await OauthAccount.create({ userId: holder.id, oauthType: 4, openid: who.id, unionid: '', username: who.name, avatar: '' })
    const caller = await createUser({ password: 'secret123' })
    const signedIn = await http('POST', '/api/v1/user/login', { json: { username: caller.username, password: 'secret123' } })
    const { response } = await oauthDance('github', { cookies: signedIn.cookieHeader() })
    response.assertStatus(409)
    response.assertBodyContains({ message: '该GitHub账号已绑定其他账号' })
    const me = await http('GET', '/api/v1/user', { cookies: signedIn.cookieHeader() })
    assert.equal(me.body().id, caller.id, 'still the caller')
  })

  test('a session is good for one bind: a replay or a forged one is refused and binds nothing', async ({ assert }) => {
    nextPerson()
    const pending = (await oauthDance('github')).response.body().oauth
    const forged = await http('POST', '/api/v1/oauth/bind', { json: { openid: pending.openid, oauth_type: 4, session: 'forged-session' } })
    forged.assertStatus(400)
    forged.assertBodyContains({ message: '第三方登录信息已失效，请重新登录' })
    const otherOpenid = await http('POST', '/api/v1/oauth/bind', {
      json: { openid: 'someone-else', oauth_type: 4, session: pending.session },
    })
    otherOpenid.assertStatus(400)

    ;(await http('POST', '/api/v1/oauth/bind', { json: { openid: pending.openid, oauth_type: 4, session: pending.session } })).assertStatus(
      200
    )
    const replay = await http('POST', '/api/v1/oauth/bind', {
      token: await tokenFor(await createUser()),
      json: { openid: pending.openid, oauth_type: 4, session: pending.session },
    })
    replay.assertStatus(400)
    assert.equal(
      await OauthAccount.query()
        .where('openid', pending.openid)
        .count('* as total')
        .then((rows) => Number(rows[0].$extras.total)),
      1
    )
  })

  test('registration closed: 创建新账号 is refused and the pending login is kept for a bind', async ({ assert }) => {
    nextPerson()
    const pending = (await oauthDance('github')).response.body().oauth
    await settings.update('security', { enable_register: false })
    const refused = await http('POST', '/api/v1/oauth/bind', { json: { openid: pending.openid, oauth_type: 4, session: pending.session } })
    refused.assertStatus(400)
    refused.assertBodyContains({ message: '网站已关闭注册' })

    const member = await createUser()
    const bound = await http('POST', '/api/v1/oauth/bind', {
      token: await tokenFor(member),
      json: { openid: pending.openid, oauth_type: 4, session: pending.session },
    })
    bound.assertStatus(200)
    assert.equal((await OauthAccount.findByOrFail('openid', pending.openid)).userId, member.id)
  })

  test('a member binds one account per provider', async () => {
    const member = await createUser()
    const token = await tokenFor(member)
    nextPerson()
    const first = (await oauthDance('github')).response.body().oauth
    ;(
      await http('POST', '/api/v1/oauth/bind', { token, json: { openid: first.openid, oauth_type: 4, session: first.session } })
    ).assertStatus(200)
    nextPerson()
    const second = (await oauthDance('github')).response.body().oauth
    const refused = await http('POST', '/api/v1/oauth/bind', {
      token,
      json: { openid: second.openid, oauth_type: 4, session: second.session },
    })
    refused.assertStatus(409)
    refused.assertBodyContains({ message: '你已绑定过GitHub账号，请先解除绑定' })
  })

  test('a wrong state is refused before the code is exchanged', async ({ assert }) => {
    nextPerson()
    const before = fake.tokenRequests
    const { response } = await oauthDance('github', { body: { state: 'forged-state' } })
    response.assertStatus(400)
    response.assertBodyContains({ message: INVALID })
    assert.equal(fake.tokenRequests, before, 'the provider was not asked')

    const noCookie = await http('POST', '/api/v1/oauth/login', { json: { code: 'abc', state: 'abc', oauth_type: 4 } })
    noCookie.assertStatus(400)
    noCookie.assertBodyContains({ message: INVALID })
  })

  test('an error parameter from the provider (access denied) gives the invalid-return message', async ({ assert }) => {
    nextPerson()
    fake.deny = true
    const dance = await oauthDance('github', { body: { error: 'access_denied' } })
    assert.equal(dance.callback.searchParams.get('error'), 'access_denied')
    assert.isUndefined(dance.code)
    dance.response.assertStatus(400)
    dance.response.assertBodyContains({ message: INVALID })
  })

  test('a replayed code fails on the server, even with the right state, and the provider is not asked again', async ({ assert }) => {
    nextPerson()
    const dance = await oauthDance('github')
    dance.response.assertStatus(200)
    const asked = fake.tokenRequests
    const replay = await dance.login()
    replay.assertStatus(400)
    replay.assertBodyContains({ message: INVALID })
    assert.equal(fake.tokenRequests, asked)
  })

  test('the provider down: a clear message, nothing bound, nothing pending', async ({ assert }) => {
    nextPerson()
    fake.down = true
    const { response } = await oauthDance('github')
    response.assertStatus(502)
    response.assertBodyContains({ message: FAILED })
    assert.equal(await OauthAccount.query().first(), null)
  })

  test('a wrong client secret in the settings fails like a provider error', async () => {
    nextPerson()
    await settings.update('oauth', { github_client_secret: 'not-the-secret' })
    const { response } = await oauthDance('github')
    response.assertStatus(502)
    response.assertBodyContains({ message: FAILED })
  })

  test('a provider account bound to a member who is disabled cannot sign in', async () => {
    const { punish } = await import('#core/accounts/tests/helpers')
    const member = await createUser()
    const who = nextPerson()
    await OauthAccount.create({ userId: member.id, oauthType: 4, openid: who.id, unionid: '', username: who.name, avatar: '' })
    await punish(member.id, 1, '测试')
    const { response } = await oauthDance('github')
    response.assertStatus(403)
  })
})

test.group('oauth: each provider through its own protocol', (group) => {
  withFakeProvider(group, fake)
  group.each.setup(resetOauth)

  for (const name of ['google', 'gitee', 'qq', 'wechat'] as const) {
    test(`${name}: the dance ends in a pending login with the provider's openid and name`, async ({ assert }) => {
      await enable(fake, name)
      const who = nextPerson('Provider Person')
      const { response, authorizeUrl } = await oauthDance(name)
      response.assertStatus(200)
      const expectedOpenid = name === 'qq' ? `qq-${who.id}` : name === 'wechat' ? `wx-${who.id}` : who.id
      assert.containSubset(response.body().oauth, {
        oauth_type: typeOf(name),
        openid: expectedOpenid,
        username: 'Provider Person',
        avatar: who.avatar,
      })
      if (name === 'wechat') {
        assert.match(authorizeUrl, /[?&]appid=fake-client-id/)
        assert.match(authorizeUrl, /scope=snsapi_login/)
        assert.match(authorizeUrl, /#wechat_redirect$/)
      }
      const pending = response.body().oauth
      const created = await http('POST', '/api/v1/oauth/bind', {
        json: { openid: pending.openid, oauth_type: pending.oauth_type, session: pending.session },
      })
      created.assertStatus(200)
      const account = await OauthAccount.query().where('oauthType', typeOf(name)).where('openid', expectedOpenid).firstOrFail()
      if (name === 'qq' || name === 'wechat') assert.equal(account.unionid, who.unionid)
    })
  }
})
