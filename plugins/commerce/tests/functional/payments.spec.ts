import { test } from '@japa/runner'
import { createCipheriv, generateKeyPairSync, randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { createUser, tokenFor } from '#tests/helpers/users'
import { alipaySign, alipayVerify } from '#plugins/commerce/services/payments/alipay_signature'
import { fenToYuan, yuanToFen } from '#plugins/commerce/services/payments/money'
import { wechatDecrypt, wechatMessage, wechatSign } from '#plugins/commerce/services/payments/wechat_signature'
import { balanceOf, disabled, resetCommerceSettings, resetVipSettings, SKIP_REASON } from '../fixtures.js'
import { plainRequest } from '#tests/helpers/plain_http'

function keyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
}

const alipay = keyPair()
const merchant = keyPair()
const APP_ID = '2021000000000001'
const wechat = keyPair()
const MCH_ID = '1900000109'
const API_V3_KEY = 'a'.repeat(16) + 'B'.repeat(16)

/** A WeChat Pay v3 notification: the payment encrypted with the APIv3 key, the body signed with `privateKey`. */
function wechatNotification(orderNo: string, total: number, privateKey = wechat.privateKey, paid: Record<string, unknown> = {}) {
  const plain = JSON.stringify({
    mchid: MCH_ID,
    appid: 'wx0001',
    out_trade_no: orderNo,
    transaction_id: `42${Date.now()}`,
    trade_state: 'SUCCESS',
    amount: { total, currency: 'CNY' },
    ...paid,
  })
  const nonce = randomBytes(6).toString('hex')
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce))
  cipher.setAAD(Buffer.from('transaction'))
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
  const body = JSON.stringify({
    id: 'evt1',
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce, associated_data: 'transaction' },
  })
  const timestamp = String(Math.floor(Date.now() / 1000))
  const headerNonce = randomBytes(8).toString('hex')
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-signature': wechatSign(wechatMessage(timestamp, headerNonce, body), privateKey),
      'wechatpay-serial': 'PUB_KEY_ID_0001',
    },
  }
}

async function notifyWechat(message: { body: string; headers: Record<string, string> }) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v1/pay/notify/wechat`, {
    method: 'POST',
    headers: message.headers,
    body: message.body,
  })
  return { status: response.status, body: (await response.json()) as { code: string } }
}

/** A notification as Alipay sends it, signed with `privateKey`. */
function notification(orderNo: string, totalAmount: string, privateKey = alipay.privateKey, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    notify_id: `n${Date.now()}`,
    notify_type: 'trade_status_sync',
    app_id: APP_ID,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: `2026${Date.now()}`,
    out_trade_no: orderNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: totalAmount,
    ...extra,
  }
  const sign = alipaySign(Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'sign_type')), privateKey)
  return { ...fields, sign }
}

async function notify(fields: Record<string, string>) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v1/pay/notify/alipay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  return { status: response.status, text: await response.text() }
}

async function monthOrder() {
  const user = await createUser()
  const token = await tokenFor(user)
  const order = await plainRequest('POST', '/api/v1/order', { token, json: { order_type: 2, product_id: 2 } })
  return { user, token, order: order.body }
}

const statusOf = async (orderNo: string) => Number((await db.from('commerce_orders').where('order_no', orderNo).first()).status)

test.group('Payments: amounts and Alipay signatures', () => {
  test('yuan strings convert to fen without floating point', ({ assert }) => {
    assert.equal(fenToYuan(1234), '12.34')
    assert.equal(fenToYuan(5), '0.05')
    assert.equal(yuanToFen('12.3'), 1230)
    assert.equal(yuanToFen('0.07'), 7)
    assert.isNull(yuanToFen('1.234'))
    assert.isNull(yuanToFen('-1'))
  })

  test('an RSA2 signature verifies with the matching public key only', ({ assert }) => {
    const fields = notification('20261124000000000000000001', '0.30')
    assert.isTrue(alipayVerify(fields, alipay.publicKey))
    assert.isFalse(alipayVerify(fields, merchant.publicKey))
    assert.isFalse(alipayVerify({ ...fields, total_amount: '300.00' }, alipay.publicKey))
    assert.isFalse(alipayVerify({ ...fields, sign_type: 'RSA' }, alipay.publicKey))
  })
})

test.group('Payments: WeChat Pay v3 signatures', () => {
  test('the resource decrypts with the APIv3 key only', ({ assert }) => {
    const { body } = wechatNotification('20261124000000000000000001', 30)
    const resource = JSON.parse(body).resource
    assert.equal(wechatDecrypt(resource, API_V3_KEY)?.out_trade_no, '20261124000000000000000001')
    assert.isNull(wechatDecrypt(resource, 'c'.repeat(32)))
    assert.isNull(wechatDecrypt({ ...resource, ciphertext: Buffer.from('tampered-data-123456').toString('base64') }, API_V3_KEY))
  })
})

test.group('Payments: providers and notifications', (group) => {
  group.each.setup(async () => {
    await resetCommerceSettings()
    await resetVipSettings()
    await settings.update('pay', {
      enable_sandbox: false,
      enable_alipay: true,
      alipay_app_id: APP_ID,
      alipay_private_key: merchant.privateKey,
      alipay_public_key: alipay.publicKey,
      credit_exchange: 100,
      enable_wechatpay: true,
      wechatpay_mch_id: MCH_ID,
      wechatpay_private_key: merchant.privateKey,
      wechatpay_apiv3_key: API_V3_KEY,
      wechatpay_public_key: wechat.publicKey,
    })
  })

  test('the sandbox is off by default and completes an order without money once switched on', async ({ assert }) => {
    const { user, token, order } = await monthOrder()
    const off = await plainRequest('POST', '/api/v1/order/pay', { token, json: { order_no: order.order_no, payment_type: 7 } })
    assert.equal(off.status, 400)
    assert.equal(off.body.message, '暂不支持该支付方式')
    await settings.update('pay', { enable_sandbox: true })
    const paid = await plainRequest('POST', '/api/v1/order/pay', { token, json: { order_no: order.order_no, payment_type: 7 } })
    assert.equal(paid.status, 200)
    assert.equal(paid.body.order_status, 2)
    assert.equal(await balanceOf(user.id), 0)
    assert.isTrue((await plainRequest('GET', '/api/v1/user', { token })).body.is_vip)
  }).skip(disabled, SKIP_REASON)

  test('Alipay: the pay call answers a signed page for the order’s money', async ({ assert }) => {
    const { token, order } = await monthOrder()
    assert.equal(order.money, 30)
    const started = await plainRequest('POST', '/api/v1/order/pay', { token, json: { order_no: order.order_no, payment_type: 2 } })
    assert.equal(started.status, 200)
    assert.equal(started.body.order_status, 1)
    const url = new URL(started.body.payment_url)
    const fields = Object.fromEntries(url.searchParams.entries())
    assert.equal(fields.app_id, APP_ID)
    assert.equal(JSON.parse(fields.biz_content).total_amount, '0.30')
    assert.equal(JSON.parse(fields.biz_content).out_trade_no, order.order_no)
    // Signed with the merchant's private key: Alipay checks it with the merchant's public key.
    const { sign, ...signed } = fields
    assert.equal(alipaySign(signed, merchant.privateKey), sign)
  }).skip(disabled, SKIP_REASON)

  test('a notification replayed 10 times pays once and grants one VIP period', async ({ assert }) => {
    const { user, order } = await monthOrder()
    const fields = notification(order.order_no, '0.30')
    const results = await Promise.all(Array.from({ length: 10 }, () => notify(fields)))
    assert.isTrue(results.every((result) => result.status === 200 && result.text === 'success'))
    assert.equal(await statusOf(order.order_no), 2)
    assert.lengthOf(await db.from('commerce_user_vips').where('user_id', user.id), 1)
    const row = await db.from('commerce_orders').where('order_no', order.order_no).first()
    assert.equal(Number(row.payment_type), 2)
  }).skip(disabled, SKIP_REASON)

  test('a notification signed with the wrong key, for another app, another amount or not a success is rejected', async ({ assert }) => {
    const { user, order } = await monthOrder()
    const forged = [
      notification(order.order_no, '0.30', merchant.privateKey),
      notification(order.order_no, '0.30', alipay.privateKey, { app_id: '2021999999999999' }),
      notification(order.order_no, '0.01'),
      notification(order.order_no, '0.30', alipay.privateKey, { trade_status: 'WAIT_BUYER_PAY' }),
      { ...notification(order.order_no, '0.30'), total_amount: '0.31' },
    ]
    for (const fields of forged) {
      const response = await notify(fields)
      assert.equal(response.status, 400)
      assert.equal(response.text, 'fail')
    }
    assert.equal(await statusOf(order.order_no), 1)
    assert.lengthOf(await db.from('commerce_user_vips').where('user_id', user.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('WeChat Pay: a notification replayed 10 times pays once; a wrong key, merchant, amount or stale timestamp is rejected', async ({
    assert,
  }) => {
    const { user, order } = await monthOrder()
    const forged = [
      wechatNotification(order.order_no, 30, merchant.privateKey),
      wechatNotification(order.order_no, 30, wechat.privateKey, { mchid: '1900000999' }),
      wechatNotification(order.order_no, 1),
      wechatNotification(order.order_no, 30, wechat.privateKey, { trade_state: 'NOTPAY' }),
    ]
    const stale = wechatNotification(order.order_no, 30)
    const old = String(Math.floor(Date.now() / 1000) - 3600)
    stale.headers['wechatpay-timestamp'] = old
    stale.headers['wechatpay-signature'] = wechatSign(wechatMessage(old, stale.headers['wechatpay-nonce'], stale.body), wechat.privateKey)
    forged.push(stale)
    for (const message of forged) {
      const response = await notifyWechat(message)
      assert.equal(response.status, 400)
      assert.equal(response.body.code, 'FAIL')
    }
    assert.equal(await statusOf(order.order_no), 1)

    const genuine = wechatNotification(order.order_no, 30)
    const results = await Promise.all(Array.from({ length: 10 }, () => notifyWechat(genuine)))
    assert.isTrue(results.every((result) => result.status === 200 && result.body.code === 'SUCCESS'))
    assert.equal(await statusOf(order.order_no), 2)
    assert.lengthOf(await db.from('commerce_user_vips').where('user_id', user.id), 1)
  }).skip(disabled, SKIP_REASON)
})

test.group('Payments: account recharge', (group) => {
  group.each.setup(async () => {
    await resetCommerceSettings()
    await resetVipSettings()
    await settings.update('pay', { enable_sandbox: true, credit_exchange: 10 })
    return async () => {
      await settings.update('pay', { enable_sandbox: false, credit_exchange: 100 })
    }
  })

  test('buying credits with money prices them at the exchange rate and credits them through the ledger once', async ({ assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    const created = await plainRequest('POST', '/api/v1/order', { token, json: { order_type: 3, quantity: 25 } })
    assert.equal(created.status, 200)
    assert.equal(created.body.money, 250)
    assert.equal(created.body.product_name, '充值 25 魔豆')
    const byCredits = await plainRequest('POST', '/api/v1/order/pay', { token, json: { order_no: created.body.order_no, payment_type: 5 } })
    assert.equal(byCredits.status, 400)
    assert.equal(byCredits.body.message, '充值订单不能用魔豆支付')
    for (let index = 0; index < 3; index++) {
      const paid = await plainRequest('POST', '/api/v1/order/pay', { token, json: { order_no: created.body.order_no, payment_type: 7 } })
      assert.equal(paid.body.order_status, 2)
    }
    assert.equal(await balanceOf(user.id), 25)
    const rows = await db.from('commerce_credit_logs').where('user_id', user.id)
    assert.deepEqual(
      rows.map((row) => [row.delta, row.balance, row.reason]),
      [[25, 25, 'recharge']]
    )
  }).skip(disabled, SKIP_REASON)

  test('a recharge needs a whole, positive quantity', async ({ assert }) => {
    const token = await tokenFor(await createUser())
    for (const quantity of [0, -5, 1.5, undefined]) {
      const response = await plainRequest('POST', '/api/v1/order', { token, json: { order_type: 3, quantity } })
      assert.equal(response.status, 400, String(quantity))
    }
  }).skip(disabled, SKIP_REASON)
})
