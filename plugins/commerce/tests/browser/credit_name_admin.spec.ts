import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import { DESKTOP, openPage, signInAsAdmin, snapshot } from '#tests/helpers/browser'
import { createDocument, disabled, resetCommerceSettings, setBalance, SKIP_REASON } from '../fixtures.js'

/** Admin pages that used to say 积分, and what each says now with the currency named 金币. */
const PAGES: { path: string; shows: string[] }[] = [
  { path: '/admin/config/score', shows: ['金币规则', '关闭时下载者支付的金币不转给上传者'] },
  { path: '/admin/config/vip', shows: ['月度 VIP 价格（金币）'] },
  { path: '/admin/config/pay', shows: ['人民币兑金币（每元可兑金币数）', '用现金支付金币价格的订单时按此比例折算'] },
  { path: '/admin/config/system', shows: ['货币名称'] },
  { path: '/admin/document/list', shows: ['5 金币'] },
  { path: '/admin/order', shows: ['金币'] },
]

test.group('The admin names the currency as the site does', (group) => {
  group.each.timeout(600_000)
  group.each.setup(async () => {
    await resetCommerceSettings()
    await settings.update('system', { credit_name: '金币' })
    return async () => {
      await settings.update('system', { credit_name: '魔豆' })
    }
  })

  test('with credit_name 金币 the menu, settings, document and order pages say 金币 and never 积分', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await createDocument({ price: 5, title: '付费文档' })
    const buyer = await createUser()
    await setBalance(buyer.id, 20)
    const token = await tokenFor(buyer)
    const order = await plainRequest('POST', '/api/v1/order', { token, json: { order_type: 1, product_id: document.id } })
    const paid = await plainRequest('POST', '/api/v1/order/pay', { token, json: { order_no: order.body.order_no, payment_type: 5 } })
    assert.equal(paid.status, 200, JSON.stringify(paid.body))

    await signInAsAdmin(browserContext)
    for (const { path, shows } of PAGES) {
      const page = await openPage(visit, path, DESKTOP)
      if (path.startsWith('/admin/config/')) await page.locator('.ds-admin-nav').getByText('金币规则').waitFor()
      for (const text of shows) await page.locator('.ds-admin__content').getByText(text, { exact: false }).first().waitFor()
      assert.notInclude(await page.locator('body').innerText(), '积分', `${path} still says 积分`)
      await snapshot(page, `credit_name_${path.slice('/admin/'.length).replaceAll('/', '_')}`, { fullPage: false })
      await page.close()
    }
  }).skip(disabled, SKIP_REASON)
})
