import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { createUser, tokenFor } from '#tests/helpers/users'
import {
  balanceOf,
  buyVipMonth,
  createDocument,
  disabled,
  download,
  ledgerOf,
  nextIp,
  resetCommerceSettings,
  resetVipSettings,
  setBalance,
  SKIP_REASON,
} from '../fixtures.js'
import { asGuest, plainRequest } from '#tests/helpers/plain_http'
import { inertiaPage } from '#tests/helpers/inertia'

/** A member who bought a month of VIP (2 free downloads a day) and has `credits` left. */
async function vipMember(credits: number) {
  const user = await createUser()
  await setBalance(user.id, 30 + credits)
  const token = await tokenFor(user)
  await buyVipMonth(token)
  return { user, token }
}

test.group('VIP benefits', (group) => {
  // The first render of a page compiles it in Vite's dev server.
  group.each.timeout(120_000)
  group.each.setup(async () => {
    await resetCommerceSettings()
    await resetVipSettings()
  })

  test('a VIP downloads paid documents free up to the daily allowance, then pays', async ({ assert }) => {
    const { user, token } = await vipMember(10)
    const uploader = await createUser()
    for (let index = 0; index < 2; index++) {
      const document = await createDocument({ price: 4, userId: uploader.id })
      assert.equal((await download(document.id, token)).status, 200)
    }
    assert.equal(await balanceOf(user.id), 10)
    const third = await createDocument({ price: 4, userId: uploader.id })
    assert.equal((await download(third.id, token)).status, 200)
    assert.equal(await balanceOf(user.id), 6)
    assert.equal(await balanceOf(uploader.id), 4)

    const page = await plainRequest('GET', '/me/vip', { token })
    assert.equal(page.status, 200)
  }).skip(disabled, SKIP_REASON)

  test('parallel downloads never take more free downloads than the allowance', async ({ assert }) => {
    const { user, token } = await vipMember(0)
    const document = await createDocument({ price: 3 })
    const ip = nextIp()
    const results = await Promise.all(Array.from({ length: 8 }, () => download(document.id, token, ip)))
    assert.equal(results.filter((result) => result.status === 200).length, 2)
    assert.equal(await balanceOf(user.id), 0)
    assert.lengthOf(await ledgerOf(user.id), 1)
  }).skip(disabled, SKIP_REASON)

  test('with config/vip switched off a member is not VIP and pays for downloads', async ({ assert }) => {
    const { user, token } = await vipMember(5)
    assert.isTrue((await plainRequest('GET', '/api/v1/user', { token })).body.is_vip)
    await settings.update('vip', { enable: false })
    assert.isFalse((await plainRequest('GET', '/api/v1/user', { token })).body.is_vip)
    const document = await createDocument({ price: 5 })
    assert.equal((await download(document.id, token)).status, 200)
    assert.equal(await balanceOf(user.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('commerce pages: /joinvip is public, the personal-centre pages need a login', async ({ assert }) => {
    const { token } = await vipMember(0)
    const guestJoin = await plainRequest('GET', '/joinvip')
    assert.equal(guestJoin.status, 200)
    const phoneJoin = await plainRequest('GET', '/m/joinvip')
    assert.match(
      phoneJoin.text,
      /<link[^>]*rel="canonical"[^>]*href="https?:\/\/[^/"]+\/joinvip"/,
      'the phone address is canonical to the desktop one'
    )
    for (const path of ['/me/vip', '/me/order', '/me/credit', '/order?order_no=123']) {
      const guest = await asGuest('GET', path)
      assert.equal(guest.status, 302, path)
      assert.match(guest.location ?? '', /^\/login\?redirect=/)
      assert.equal((await plainRequest('GET', path, { token })).status, 200, path)
    }
    const credit = inertiaPage((await plainRequest('GET', '/me/credit', { token })).text)
    assert.deepInclude(credit.props.tabs, {
      key: 'credit',
      title: '魔豆明细',
      href: '/me/credit',
      icon: 'IconCreditCard',
      description: '每一笔收入与支出',
    })
  }).skip(disabled, SKIP_REASON)
})
