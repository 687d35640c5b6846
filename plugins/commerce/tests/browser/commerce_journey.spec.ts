import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { createUser, tokenFor } from '#tests/helpers/users'
import {
  balanceOf,
  createDocument,
  disabled,
  ledgerOf,
  resetCommerceSettings,
  resetVipSettings,
  setBalance,
  SKIP_REASON,
} from '../fixtures.js'
import { modalButton, openPage, overflowOf, snapshot } from '#tests/helpers/browser'

test.group('Commerce journeys in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await resetCommerceSettings()
    await settings.update('score', { sign_in: 2 })
  })

  test('a member signs in from the header and sees the award with the currency name', async ({ visit, browserContext, assert }) => {
    const user = await createUser()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(user)}` })
    const page = await openPage(visit, '/')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('button', { name: '每日签到' }).click()
    await page.getByText('签到成功，获得 2 魔豆').waitFor()
    await page.getByRole('button', { name: '今日已签到' }).waitFor()
    await snapshot(page, 'commerce_sign_header', { fullPage: false })
    assert.equal(await balanceOf(user.id), 2)
    assert.isTrue(await page.getByRole('button', { name: '今日已签到' }).isDisabled())
  }).skip(disabled, SKIP_REASON)

  test('at phone width the drawer signs in, and nothing overflows', async ({ visit, browserContext, assert }) => {
    const user = await createUser()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(user)}` })
    const page = await openPage(visit, '/')
    await page.setViewportSize({ width: 390, height: 844 })
    assert.isAtMost(await overflowOf(page), 0)
    assert.isFalse(await page.locator('.ds-header__sign').isVisible())
    await page.getByRole('button', { name: '打开菜单' }).click()
    await page.locator('.ds-drawer').getByRole('button', { name: '每日签到' }).click()
    await page.getByText('签到成功，获得 2 魔豆').waitFor()
    await page.getByRole('button', { name: '打开菜单' }).click()
    await page.locator('.ds-drawer').getByRole('button', { name: '今日已签到' }).waitFor()
    await page.waitForTimeout(500)
    await snapshot(page, 'commerce_sign_drawer', { fullPage: false })
    assert.equal(await balanceOf(user.id), 2)
  }).skip(disabled, SKIP_REASON)

  test('a paid download asks first with the price and the balance: 取消 charges nothing, 确认下载 charges and says so', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const uploader = await createUser()
    const document = await createDocument({ price: 5, userId: uploader.id, title: '付费文档浏览器测试', withFiles: true })
    const buyer = await createUser()
    await setBalance(buyer.id, 7)
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(buyer)}` })
    const page = await openPage(visit, `/document/${document.id}`, { width: 1280, height: 800 })
    const download = page.locator('[data-testid="reader-download"]:visible').first()
    await download.getByText('下载（5 魔豆）').waitFor()
    const dialog = page.getByTestId('download-confirm')

    await download.click()
    await dialog.waitFor()
    assert.equal(await dialog.getByTestId('download-price').innerText(), '5')
    assert.equal(await dialog.getByTestId('download-balance').innerText(), '7')
    assert.include(await dialog.innerText(), '魔豆')
    await snapshot(page, 'commerce_download_confirm_desktop', { fullPage: false })
    await modalButton(page, '取消').click()
    await dialog.waitFor({ state: 'hidden' })
    assert.equal(await balanceOf(buyer.id), 7, '取消 charges nothing')
    assert.lengthOf(await ledgerOf(buyer.id), 0)

    await download.click()
    const [file] = await Promise.all([page.waitForEvent('download'), modalButton(page, '确认下载').click()])
    assert.isNull(await file.failure())
    await page.getByText('已扣除 5 魔豆，剩余 2 魔豆').waitFor()
    await snapshot(page, 'commerce_download_charged', { fullPage: false })
    assert.equal(await balanceOf(buyer.id), 2)
    assert.equal(await balanceOf(uploader.id), 5)
    assert.lengthOf(await ledgerOf(buyer.id), 1)

    await download.click()
    await dialog.getByText('您的魔豆不足，下载该文档需要 5 魔豆').waitFor()
    assert.equal(await dialog.getByTestId('download-balance').innerText(), '2', 'the balance after paying')
    assert.isTrue(await modalButton(page, '确认下载').isDisabled())
    await page.setViewportSize({ width: 390, height: 844 })
    assert.isAtMost(await overflowOf(page), 0)
    await snapshot(page, 'commerce_download_short_phone', { fullPage: false })
    assert.equal(await balanceOf(buyer.id), 2)
  }).skip(disabled, SKIP_REASON)
})

test.group('Buying VIP in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await resetCommerceSettings()
    await resetVipSettings()
    await settings.update('display', { enable_watermark: true, watermark: '/favicon.ico' })
    await settings.update('pay', { enable_sandbox: true })
    return async () => {
      await settings.update('display', { enable_watermark: false, watermark: '' })
      await settings.update('pay', { enable_sandbox: false })
    }
  })

  test('a member without enough credits buys a document as an order with the sandbox and then downloads it free', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await createDocument({ price: 40, title: '下单购买的文档', withFiles: true })
    const buyer = await createUser()
    await setBalance(buyer.id, 3)
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(buyer)}` })
    const page = await openPage(visit, `/document/${document.id}`)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.locator('[data-testid="reader-buy"]:visible').first().click()
    await page.waitForURL(/\/order\?order_no=\d+/)
    await page.getByText('购买文档').first().waitFor()
    assert.equal((await page.getByTestId('order-amount').textContent())?.trim(), '40')
    // 40 魔豆 at 100 per yuan; the balance of 3 cannot pay, so the sandbox is chosen and 魔豆支付 is off.
    assert.equal((await page.getByTestId('order-money').textContent())?.trim(), '（或 ￥0.40）')
    const credits = page.locator('.semi-radio', { hasText: '魔豆支付' })
    await credits.getByText('余额 3 魔豆，余额不足').waitFor()
    assert.isTrue(await credits.locator('input[type=radio]').isDisabled())
    assert.isTrue(await page.locator('.semi-radio', { hasText: '沙箱支付' }).locator('input[type=radio]').isChecked())
    await page.locator('.semi-radio', { hasText: '沙箱支付' }).getByText('￥0.40，仅供演示，不会真实扣款').waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    assert.equal(await overflowOf(page), 0)
    await snapshot(page, 'commerce_order_short_phone')
    await page.setViewportSize({ width: 1280, height: 800 })
    await snapshot(page, 'commerce_order_short_desktop', { fullPage: false })
    await page.getByRole('button', { name: '确认支付' }).click()
    await page.getByText('支付成功').waitFor()
    await page.getByRole('button', { name: '返回文档下载' }).click()
    await page.waitForURL(new RegExp(`/document/${document.id}$`))
    const download = page.locator('[data-testid="reader-download"]:visible').first()
    await download.getByText('已购买，免费下载').waitFor()
    assert.equal(await page.locator('[data-testid="reader-buy"]').count(), 0)
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    assert.isNull(await file.failure())
    assert.equal(await balanceOf(buyer.id), 3)
  }).skip(disabled, SKIP_REASON)

  test('a member buys a month of VIP with the sandbox provider; the watermark disappears and the badge shows', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await createDocument({ price: 0, title: 'VIP 水印测试文档', withFiles: true })
    const user = await createUser()
    await setBalance(user.id, 45)
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(user)}` })

    const reader = await openPage(visit, `/document/${document.id}`)
    await reader.setViewportSize({ width: 1280, height: 800 })
    await reader.locator('.ds-reader-page__watermark').first().waitFor({ state: 'attached' })
    assert.isFalse(await reader.locator('.ds-vip-badge').isVisible())

    const join = await openPage(visit, '/joinvip')
    await join.setViewportSize({ width: 1280, height: 800 })
    await join.getByText('月度 VIP').waitFor()
    await snapshot(join, 'commerce_joinvip_desktop', { fullPage: false })
    await join.getByTestId('vip-plan-2').getByRole('button', { name: '立即开通' }).click()
    await join.waitForURL(/\/order\?order_no=\d+/)
    await join.getByTestId('order-amount').waitFor()
    assert.equal((await join.getByTestId('order-amount').textContent())?.trim(), '30')
    await snapshot(join, 'commerce_order_pending', { fullPage: false })
    await join.getByText('沙箱支付').click()
    await join.getByRole('button', { name: '确认支付' }).click()
    await join.getByText('支付成功').waitFor()
    await join.getByRole('button', { name: '查看我的VIP' }).click()
    await join.waitForURL(/\/me\/vip$/)
    await join
      .getByText(/有效期至/)
      .first()
      .waitFor()
    await join.locator('.ds-vip-badge').waitFor()
    await snapshot(join, 'commerce_me_vip_desktop', { fullPage: false })
    assert.equal(await balanceOf(user.id), 45)

    const after = await openPage(visit, `/document/${document.id}`)
    await after.locator('.ds-reader-page').first().waitFor()
    assert.equal(await after.locator('.ds-reader-page__watermark').count(), 0)

    for (const path of ['/joinvip', '/me/vip', '/me/order', '/me/credit']) {
      const phone = await openPage(visit, path)
      await phone.setViewportSize({ width: 390, height: 844 })
      assert.isAtMost(await overflowOf(phone), 0, path)
      await snapshot(phone, `commerce_phone_${path.replace(/\//g, '_')}`, { fullPage: false })
    }
  }).skip(disabled, SKIP_REASON)
})
