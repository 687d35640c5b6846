import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { http } from '#core/accounts/tests/http'
import OauthAccount from '#plugins/oauth/models/oauth_account'
import { forgetAccessToken } from '#plugins/oauth/official_account/mp_client'
import { FakeWechatMp } from '../helpers/fake_wechat_mp.js'
import { resetOauth, withFakeProvider } from '../helpers/oauth_dance.js'

const fake = new FakeWechatMp()

function signed(query: Record<string, string> = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const nonce = Math.random().toString(36).slice(2)
  const signature = createHash('sha1').update([fake.token, timestamp, nonce].sort().join('')).digest('hex')
  return new URLSearchParams({ signature, timestamp, nonce, ...query }).toString()
}

/** What WeChat pushes when someone scans (or follows through) a QR code with a scene. */
function scanEvent(openid: string, eventKey: string, event = 'SCAN') {
  return `<xml><ToUserName><![CDATA[gh_fake]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName><CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event><EventKey><![CDATA[${eventKey}]]></EventKey><Ticket><![CDATA[ticket]]></Ticket></xml>`
}

function push(xml: string, query = signed()) {
  return http('POST', `/api/v1/oauth/officialaccount/event?${query}`, { body: xml, headers: { 'Content-Type': 'text/xml' } })
}

test.group('oauth: WeChat official account scan login', (group) => {
  withFakeProvider(group, fake)
  group.each.setup(async () => {
    await resetOauth()
    forgetAccessToken()
    await settings.update('oauth', fake.settings())
  })

  test('switched off: every route says so', async () => {
    await settings.update('oauth', { officialaccount_enable: false })
    for (const [method, path] of [
      ['GET', '/api/v1/user/wechat/ticket'],
      ['POST', '/api/v1/user/wechat/login/wechatcode'],
      ['GET', `/api/v1/oauth/officialaccount/event?${signed({ echostr: 'x' })}`],
    ]) {
      const response = await http(method, path, { json: method === 'POST' ? { code: 'abc' } : undefined })
      response.assertStatus(400)
      response.assertBodyContains({ message: '微信公众号登录未启用' })
    }
  })

  test('/login offers 微信扫码登录 only while the account is set up', async ({ assert }) => {
    const tab = { key: 'oauth.wechatScan', title: '微信扫码登录', component: 'oauth.wechatScanLogin' }
    const login = (await http('GET', '/login')).page().props
    assert.deepInclude(login.methods, tab)
    assert.include(login.siteComponents, 'oauth.wechatScanLogin', 'the page can draw the tab')
    assert.notDeepInclude((await http('GET', '/register')).page().props.methods, tab)
    await settings.update('oauth', { officialaccount_secret: '' })
    assert.notDeepInclude((await http('GET', '/login')).page().props.methods, tab)
    await settings.update('oauth', { ...fake.settings(), officialaccount_enable: false })
    assert.notDeepInclude((await http('GET', '/login')).page().props.methods, tab)
  })

  test('WeChat checks the server URL: echostr back only with a good signature', async ({ assert }) => {
    const good = await http('GET', `/api/v1/oauth/officialaccount/event?${signed({ echostr: 'echo-123' })}`)
    good.assertStatus(200)
    assert.equal(good.text_(), 'echo-123')
    const bad = await http('GET', '/api/v1/oauth/officialaccount/event?signature=nope&timestamp=1&nonce=2&echostr=x')
    bad.assertStatus(403)
  })

  test('ticket → scan event → logincheck: a first scan asks to bind, the next signs straight in', async ({ assert }) => {
    const ticket = await http('GET', '/api/v1/user/wechat/ticket')
    ticket.assertStatus(200)
    const { scene, qrcode } = ticket.body()
    assert.include(fake.scenes, scene, 'the QR code was made with that scene')
    assert.equal(qrcode, `https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=ticket-${scene}`)

    const before = await http('POST', '/api/v1/user/wechat/logincheck', { json: { scene } })
    before.assertStatus(200)
    assert.deepEqual(before.body(), {}, 'not scanned yet')

    const forged = await push(scanEvent('o-forged', scene), 'signature=nope&timestamp=1&nonce=2')
    forged.assertStatus(403)
    assert.deepEqual((await http('POST', '/api/v1/user/wechat/logincheck', { json: { scene } })).body(), {})

    const accepted = await push(scanEvent('o-scanner-1', scene))
    accepted.assertStatus(200)
    assert.equal(accepted.text_(), 'success')

    const scanned = await http('POST', '/api/v1/user/wechat/logincheck', { json: { scene } })
    scanned.assertStatus(200)
    const pending = scanned.body().oauth
    assert.containSubset(pending, { oauth_type: 8, openid: 'o-scanner-1' })
    const created = await http('POST', '/api/v1/oauth/bind', { json: { openid: pending.openid, oauth_type: 8, session: pending.session } })
    created.assertStatus(200)
    const member = created.body().user
    assert.match(member.username, /^微信用户/)

    // The QR code was used up.
    const replay = await http('POST', '/api/v1/user/wechat/logincheck', { json: { scene } })
    replay.assertStatus(400)
    replay.assertBodyContains({ message: '二维码已过期，请刷新后重新扫码' })

    // A follow through a new code (subscribe, qrscene_ prefix) by the same person signs them in.
    const second = (await http('GET', '/api/v1/user/wechat/ticket')).body().scene
    ;(await push(scanEvent('o-scanner-1', `qrscene_${second}`, 'subscribe'))).assertStatus(200)
    const login = await http('POST', '/api/v1/user/wechat/logincheck', { json: { scene: second } })
    login.assertStatus(200)
    assert.equal(login.body().user.id, member.id)
    assert.isString(login.body().token)
    assert.equal(fake.tokenRequests, 1, 'the access token is kept between QR codes')
  })

  test('an unknown scene is refused', async () => {
    const response = await http('POST', '/api/v1/user/wechat/logincheck', { json: { scene: 'login_not_a_real_scene' } })
    response.assertStatus(400)
    response.assertBodyContains({ message: '二维码已过期，请刷新后重新扫码' })
  })

  test('wechatcode: a code from inside WeChat logs in once; a replay and a wrong code are refused', async ({ assert }) => {
    const code = fake.codeFor('o-in-wechat')
    const first = await http('POST', '/api/v1/user/wechat/login/wechatcode', { json: { code } })
    first.assertStatus(200)
    assert.containSubset(first.body().oauth, { oauth_type: 8, openid: 'o-in-wechat' })

    const replay = await http('POST', '/api/v1/user/wechat/login/wechatcode', { json: { code } })
    replay.assertStatus(400)
    replay.assertBodyContains({ message: 'OAuth登录返回数据无效，请重试' })

    const wrong = await http('POST', '/api/v1/user/wechat/login/wechatcode', { json: { code: 'never-issued' } })
    wrong.assertStatus(502)
    wrong.assertBodyContains({ message: 'OAuth登录过程中发生错误，请重试' })
    assert.isNull(await OauthAccount.query().where('oauthType', 8).first())
  })
})
