import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import settings from '#core/settings/settings_service'
import { DocumentFactory } from '#plugins/documents/testing'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import Advertisement from '../models/advertisement.js'
import Banner from '../models/banner.js'
export { inertiaPage } from '#tests/helpers/inertia'

export const adsDisabled = !registry.isEnabled('ads')
export const disabledReason = 'the ads plugin is not enabled (run with DOCSITE_PLUGINS=categories,documents,commerce,ads)'
export const commerceDisabled = !registry.isEnabled('commerce')

export async function staffToken(keys: string[]) {
  const { user } = await createStaff(keys)
  return tokenFor(user)
}

/** The server-rendered markup without Inertia's page object, so a hit means React rendered it. */
export function renderedMarkup(html: string) {
  return html.replace(/<script data-page="app" type="application\/json">[\s\S]*?<\/script>/, '')
}

export async function clearAds() {
  await Advertisement.query().delete()
  await Banner.query().delete()
  await settings.update('ads', { iframe_hosts: '' })
}

/** For group.each.setup: a test starts with no advertisement or banner and leaves none for later suites. */
export async function withoutAds() {
  await clearAds()
  return clearAds
}

let counter = 0

/** A live advertisement written straight to the table (as an old row or another tool would). */
export async function insertAd(
  values: Partial<Pick<Advertisement, 'position' | 'content' | 'enable' | 'startTime' | 'endTime' | 'sort' | 'title'>>
) {
  counter += 1
  return Advertisement.create({
    userId: 0,
    position: 'global_top',
    title: `广告${counter}`,
    content: `<p>AD-${counter}</p>`,
    enable: true,
    startTime: null,
    endTime: null,
    sort: 0,
    remark: '',
    ...values,
  })
}

/** A converted, public document for the reader page. */
export async function makeDocument(title = '广告测试文档') {
  counter += 1
  return DocumentFactory.merge({
    title: `${title}${counter}`,
    description: '用于测试广告位的文档',
    pages: 3,
    preview: 3,
    width: 420,
    height: 594,
    previewExt: '.webp',
  }).create()
}

/**
 * A member who bought a month of VIP through the commerce plugin's own API (config/vip on,
 * paid with credits), as a visitor would.
 */
export async function vipMember() {
  const before = await settings.group<Record<string, any>>('vip')
  await settings.update('vip', { enable: true, month_price: 30, month_times_every_day: 2 })
  const user = await createUser()
  await db.from('users').where('id', user.id).update({ credit_count: 30 })
  const token = await tokenFor(user)
  const base = `http://${process.env.HOST}:${process.env.PORT}`
  const headers = { 'accept': 'application/json', 'content-type': 'application/json', 'authorization': `Bearer ${token}` }
  const order = await fetch(`${base}/api/v1/order`, { method: 'POST', headers, body: JSON.stringify({ order_type: 2, product_id: 2 }) })
  const { order_no: orderNo } = (await order.json()) as { order_no: string }
  const paid = await fetch(`${base}/api/v1/order/pay`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ order_no: orderNo, payment_type: 5 }),
  })
  if (!paid.ok) throw new Error(`VIP purchase failed: ${paid.status} ${await paid.text()}`)
  /** Puts config/vip back as it was, for the suites that run later. */
  const restore = async () => {
    await settings.update('vip', {
      enable: before.enable,
      month_price: before.month_price,
      month_times_every_day: before.month_times_every_day,
    })
  }
  return { user, token, restore }
}
