import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { forgetAccessToken } from '#plugins/oauth/official_account/mp_client'
import { createReaderDocument } from '#plugins/documents/tests/functional/reader_fixtures'
import { PHONE, openPage } from '#tests/helpers/browser'
import { FakeWechatMp } from '#plugins/oauth/tests/helpers/fake_wechat_mp'

const JS_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN'

/** Stands in for WeChat's JS-SDK (no network here): records what the page asks of it. */
const FAKE_SDK = `window.__wx = []; window.wx = {
  config: function (c) { window.__wx.push(['config', c]) },
  ready: function (f) { window.__wx.push(['ready']); f() },
  updateAppMessageShareData: function (d) { window.__wx.push(['message', d]) },
  updateTimelineShareData: function (d) { window.__wx.push(['timeline', d]) }
};`

const fake = new FakeWechatMp()

test.group('The reader’s share card inside WeChat', (group) => {
  group.setup(async () => {
    await fake.start()
    return async () => {
      await settings.update('oauth', { officialaccount_enable: false })
      await fake.stop()
    }
  })
  group.each.timeout(300_000)

  test('in WeChat’s browser the page is signed and WeChat is told its title, description, canonical link and first page', async ({
    visit,
    browserContext,
    assert,
  }) => {
    forgetAccessToken()
    await settings.update('oauth', fake.settings())
    const document = await createReaderDocument({ pages: 3, preview: 2, title: '微信分享卡片测试' })
    const sdkLoads: string[] = []
    await browserContext.addInitScript(`Object.defineProperty(navigator, 'userAgent', { get: () => ${JSON.stringify(WECHAT_UA)} })`)
    await browserContext.route(JS_SDK, (route: any) => {
      sdkLoads.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_SDK })
    })

    const page = await openPage(visit, `/document/${document.id}?from=timeline#p2`, PHONE)
    await page.waitForFunction(() => ((globalThis as any).__wx ?? []).some((call: any[]) => call[0] === 'timeline'))
    const calls = await page.evaluate(() => (globalThis as any).__wx)
    const [, config] = calls.find((call: any[]) => call[0] === 'config')
    const [, message] = calls.find((call: any[]) => call[0] === 'message')
    const origin = new URL(page.url()).origin

    assert.equal(config.appId, fake.appid)
    assert.deepEqual(config.jsApiList, ['updateAppMessageShareData', 'updateTimelineShareData'])
    const signedUrl = `${origin}/document/${document.id}?from=timeline`
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${fake.jsapiTicket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${signedUrl}`)
      .digest('hex')
    assert.equal(config.signature, expected, 'signed over the address opened, without its #fragment')
    assert.equal(message.title, '微信分享卡片测试')
    assert.equal(message.desc, '用于测试阅读器的文档')
    // The site's address (its domain setting, else APP_URL), else the page's origin.
    assert.match(message.link, new RegExp(`^https?://[^/]+/document/${document.id}$`), 'the canonical link, without ?from=')
    assert.match(message.imgUrl, new RegExp(`^https?://[^/]+/view/cover/${document.id}$`), 'page 1, the link cards’ image')
    assert.lengthOf(sdkLoads, 1)
  })

  test('outside WeChat, or with the official account off, nothing is signed or loaded', async ({ visit, browserContext, assert }) => {
    await settings.update('oauth', { officialaccount_enable: false })
    const document = await createReaderDocument({ pages: 2, preview: 2, title: '不在微信里' })
    const asked: string[] = []
    await browserContext.route(JS_SDK, (route: any) => {
      asked.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_SDK })
    })
    browserContext.on('request', (request: any) => {
      if (request.url().includes('/wxshare/')) asked.push(request.url())
    })
    const page = await openPage(visit, `/document/${document.id}`, PHONE)
    await page.waitForTimeout(1000)
    assert.deepEqual(asked, [], 'an ordinary browser asks for nothing')

    await browserContext.addInitScript(`Object.defineProperty(navigator, 'userAgent', { get: () => ${JSON.stringify(WECHAT_UA)} })`)
    const inWechat = await openPage(visit, `/document/${document.id}`, PHONE)
    await inWechat.waitForTimeout(1500)
    assert.lengthOf(
      asked.filter((url) => url.includes('/wxshare/')),
      1,
      'WeChat’s browser asks for the signature'
    )
    assert.notInclude(asked, JS_SDK, 'refused (official account off): the JS-SDK is not loaded')
  })
})
