import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { http } from '#core/accounts/tests/http'
import { createUser, tokenFor } from '#tests/helpers/users'
import OauthAccount from '#plugins/oauth/models/oauth_account'
import { forgetAccessToken } from '#plugins/oauth/official_account/mp_client'
import { FAKE_PNG, FakeWechatMp } from '../helpers/fake_wechat_mp.js'
import { resetOauth } from '../helpers/oauth_dance.js'

const fake = new FakeWechatMp()
const EXPIRED = '二维码已过期，请刷新后重新扫码'

test.group('oauth: WeChat mini-program', (group) => {
  group.setup(async () => {
    await fake.start()
    return async () => {
      await settings.update('oauth', { officialaccount_enable: false })
      await settings.update('mp', { enable: false })
      await fake.stop()
    }
  })
  group.each.setup(async () => {
    await resetOauth()
    forgetAccessToken()
    await settings.update('oauth', fake.settings())
    await settings.update('mp', { ...fake.miniProgramSettings(), page: 'pages/scan/index' })
  })

  test('switched off: each mini-program route says so', async () => {
    await settings.update('mp', { enable: false })
    const member = await createUser()
    const token = await tokenFor(member)
    for (const [method, path, body] of [
      ['POST', '/api/v1/oauth/wechatmp/login', { code: 'abc' }],
      ['GET', '/api/v1/oauth/wechatmp/scan/code', undefined],
      ['POST', '/api/v1/oauth/wechatmp/scan/login', { scene: 'abcdefgh12' }],
    ] as const) {
      const response = await http(method, path, { json: body, token })
      response.assertStatus(400)
      response.assertBodyContains({ message: '微信小程序登录未启用' })
    }
  })

  test('wx.login code: a first login asks to bind, the bind creates a member, the next code signs straight in, a replay is refused', async ({
    assert,
  }) => {
    const openid = `o-mini-${Date.now()}`
    const first = await http('POST', '/api/v1/oauth/wechatmp/login', { json: { code: fake.mpCodeFor(openid) } })
    first.assertStatus(200)
    const pending = first.body().oauth
    assert.containSubset(pending, { oauth_type: 5, openid })
    assert.notProperty(first.body(), 'token')

    const created = await http('POST', '/api/v1/oauth/bind', { json: { openid, oauth_type: 5, session: pending.session } })
    created.assertStatus(200)
    const userId = created.body().user.id
    assert.equal((await OauthAccount.findByOrFail('openid', openid)).userId, userId)

    const code = fake.mpCodeFor(openid)
    const again = await http('POST', '/api/v1/oauth/wechatmp/login', { json: { code } })
    again.assertStatus(200)
    assert.equal(again.body().user.id, userId)
    assert.isString(again.body().token)

    const replay = await http('POST', '/api/v1/oauth/wechatmp/login', { json: { code } })
    replay.assertStatus(400)
    replay.assertBodyContains({ message: 'OAuth登录返回数据无效，请重试' })
    const unknown = await http('POST', '/api/v1/oauth/wechatmp/login', { json: { code: 'never-issued' } })
    unknown.assertStatus(502)
    unknown.assertBodyContains({ message: 'OAuth登录过程中发生错误，请重试' })
  })

  test('scan login: the code image, status {} until the mini-program member confirms, then that member signed in here, once', async ({
    assert,
  }) => {
    const code = await http('GET', '/api/v1/oauth/wechatmp/scan/code')
    code.assertStatus(200)
    const { qrcode, scene } = code.body()
    assert.equal(qrcode, `data:image/png;base64,${FAKE_PNG.toString('base64')}`)
    assert.isAtMost(scene.length, 32)
    assert.deepInclude(fake.wxaCodes, { scene, page: 'pages/scan/index' })

    const waiting = await http('POST', '/api/v1/oauth/wechatmp/scan/login/status', { json: { scene } })
    waiting.assertStatus(200)
    assert.deepEqual(waiting.body(), {})

    const guest = await http('POST', '/api/v1/oauth/wechatmp/scan/login', { json: { scene } })
    guest.assertStatus(401)

    const member = await createUser()
    const confirmed = await http('POST', '/api/v1/oauth/wechatmp/scan/login', { json: { scene }, token: await tokenFor(member) })
    confirmed.assertStatus(200)
    const other = await createUser()
    const second = await http('POST', '/api/v1/oauth/wechatmp/scan/login', { json: { scene }, token: await tokenFor(other) })
    second.assertStatus(400)
    second.assertBodyContains({ message: EXPIRED })

    const done = await http('POST', '/api/v1/oauth/wechatmp/scan/login/status', { json: { scene } })
    done.assertStatus(200)
    assert.equal(done.body().user.id, member.id)
    const me = await http('GET', '/api/v1/user', { token: done.body().token })
    assert.equal(me.body().id, member.id)

    const replay = await http('POST', '/api/v1/oauth/wechatmp/scan/login/status', { json: { scene } })
    replay.assertStatus(400)
    replay.assertBodyContains({ message: EXPIRED })
  })

  test('an expired or unknown scene is refused on both sides', async () => {
    const { scene } = (await http('GET', '/api/v1/oauth/wechatmp/scan/code')).body()
    await db
      .from('oauth_mp_scan_logins')
      .where('scene', scene)
      .update({ expires_at: new Date(Date.now() - 1000) })
    const member = await createUser()
    for (const [path, token] of [
      ['/api/v1/oauth/wechatmp/scan/login/status', undefined],
      ['/api/v1/oauth/wechatmp/scan/login', await tokenFor(member)],
    ] as const) {
      for (const which of [scene, 'ffffffffffffffff']) {
        const response = await http('POST', path, { json: { scene: which }, token })
        response.assertStatus(400)
        response.assertBodyContains({ message: EXPIRED })
      }
    }
  })

  test('wxshare signature: signed with the JS-SDK ticket over the page without its fragment; the ticket is kept', async ({ assert }) => {
    const url = 'https://docs.example.com/document/7?from=share#top'
    const response = await http('GET', `/api/v1/oauth/wxshare/signature?url=${encodeURIComponent(url)}`)
    response.assertStatus(200)
    const { appid, timestamp, noncestr, signature } = response.body()
    assert.equal(appid, fake.appid)
    assert.closeTo(timestamp, Date.now() / 1000, 5)
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=${fake.jsapiTicket}&noncestr=${noncestr}&timestamp=${timestamp}&url=https://docs.example.com/document/7?from=share`
      )
      .digest('hex')
    assert.equal(signature, expected)

    await http('GET', `/api/v1/oauth/wxshare/signature?url=${encodeURIComponent(url)}`)
    assert.equal(fake.ticketRequests, 1, 'the ticket is asked for once and kept')

    const bad = await http('GET', '/api/v1/oauth/wxshare/signature?url=javascript:alert(1)')
    bad.assertStatus(400)
    assert.equal(fake.ticketRequests, 1, 'a bad address is refused before WeChat is asked')
    await settings.update('oauth', { officialaccount_enable: false })
    const off = await http('GET', `/api/v1/oauth/wxshare/signature?url=${encodeURIComponent(url)}`)
    off.assertStatus(400)
    off.assertBodyContains({ message: '微信公众号登录未启用' })
  })
})
