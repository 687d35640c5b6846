import { randomUUID, createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import settings from '#core/settings/settings_service'
import sharp from 'sharp'
import { storage } from '#core/storage/contracts'
import { documentFiles } from '#plugins/documents/contracts'
import { DocumentFactory } from '#plugins/documents/testing'
import { plainRequest } from '#tests/helpers/plain_http'

export const disabled = !registry.isEnabled('commerce')
export const SKIP_REASON = 'the commerce plugin is not enabled (run with DOCSITE_PLUGINS=categories,documents,commerce)'

let counter = 0

async function pageImage(page: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="594"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="80" font-size="28" fill="#335">第 ${page} 页</text><rect x="40" y="120" width="340" height="12" fill="#dde"/><rect x="40" y="150" width="300" height="12" fill="#dde"/><rect x="40" y="180" width="320" height="12" fill="#dde"/></svg>`
  return sharp(Buffer.from(svg)).webp().toBuffer()
}

/**
 * A converted, public document. Downloads only need the row; `withFiles` also writes the
 * original and the preview pages, for a browser to read and download it.
 */
export async function createDocument(options: { price?: number; userId?: number; title?: string; withFiles?: boolean } = {}) {
  counter += 1
  const original = Buffer.from(`%PDF-1.4 commerce ${Date.now()} ${counter} ${randomUUID()}`)
  const hash = createHash('md5').update(original).digest('hex')
  if (options.withFiles) {
    const disk = storage.disk()
    await disk.put(documentFiles.original(hash, '.pdf'), original)
    for (let page = 1; page <= 3; page++) await disk.put(documentFiles.derived(hash, `${page}.webp`), await pageImage(page))
    await disk.put(documentFiles.derived(hash, 'cover.webp'), await pageImage(1))
  }
  return DocumentFactory.merge({
    title: options.title ?? `付费测试文档 ${counter}`,
    description: '用于测试付费下载的文档',
    userId: options.userId ?? 0,
    hash,
    size: original.length,
    price: options.price ?? 0,
    pages: 3,
    preview: 3,
    width: 420,
    height: 594,
    previewExt: '.webp',
    cover: 'cover.webp',
  }).create()
}

export async function setBalance(userId: number, credits: number) {
  await db.from('users').where('id', userId).update({ credit_count: credits })
}

export async function balanceOf(userId: number) {
  const row = await db.from('users').where('id', userId).select('credit_count').firstOrFail()
  return Number(row.credit_count)
}

export async function ledgerOf(userId: number) {
  return db.from('commerce_credit_logs').where('user_id', userId).orderBy('id', 'asc')
}

/** The ledger rows of a user sum to the change of their balance, and each row's balance follows the previous one. */
export function ledgerIsConsistent(rows: { delta: number; balance: number }[], start: number) {
  let balance = start
  for (const row of rows) {
    balance += Number(row.delta)
    if (Number(row.balance) !== balance || balance < 0) return false
  }
  return true
}

let ipCounter = 0
/** Each request group uses its own address, so the per-IP download cap of one test never leaks into another. */
export const nextIp = () => `10.61.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

/** GET /api/v1/document/download, from a fresh address unless `ip` says otherwise. */
export const download = (id: number, token?: string, ip = nextIp()) =>
  plainRequest('GET', `/api/v1/document/download?id=${id}`, { token, ip })

/** Buys a month of VIP (product 2, 2 free downloads a day) and pays it with credits. */
export async function buyVipMonth(token: string) {
  const order = await plainRequest('POST', '/api/v1/order', { token, json: { order_type: 2, product_id: 2 } })
  await plainRequest('POST', '/api/v1/order/pay', { token, json: { order_no: order.body.order_no, payment_type: 5 } })
}

export const SCORE_DEFAULTS = {
  register: 10,
  sign_in: 1,
  upload_document: 5,
  upload_document_limit: 1,
  document_collected: 1,
  document_collected_limit: 1,
  document_commented: 1,
  document_commented_limit: 1,
  download_income_to_uploader: true,
}

export const DOWNLOAD_DEFAULTS = { enable_guest_download: false, free_download_duration: 0, times_every_day: 1000, times_every_ip: 1000 }

export async function resetCommerceSettings() {
  await settings.update('score', SCORE_DEFAULTS)
  await settings.update('download', DOWNLOAD_DEFAULTS)
  await settings.update('system', { credit_name: '魔豆' })
}

export const VIP_DEFAULTS = {
  enable: true,
  icon: '',
  day_price: 0,
  day_times_every_day: 0,
  month_price: 30,
  month_times_every_day: 2,
  quarter_price: 80,
  quarter_times_every_day: 3,
  year_price: 0,
  year_times_every_day: 0,
}

export async function resetVipSettings() {
  await settings.update('vip', VIP_DEFAULTS)
  await settings.update('pay', { order_timeout_minutes: 30, enable_sandbox: false, enable_alipay: false, enable_wechatpay: false })
}
