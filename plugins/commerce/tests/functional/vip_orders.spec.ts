import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { CreditReason } from '#plugins/commerce/contracts'
import { closeOrdersJob } from '#plugins/commerce/jobs/close_orders_job'
import {
  balanceOf,
  disabled,
  ledgerIsConsistent,
  ledgerOf,
  resetCommerceSettings,
  resetVipSettings,
  setBalance,
  SKIP_REASON,
} from '../fixtures.js'
import { plainRequest } from '#tests/helpers/plain_http'

const MONTH = 2
const QUARTER = 1

async function order(token: string, kind = MONTH) {
  return plainRequest('POST', '/api/v1/order', { token, json: { order_type: 2, product_id: kind } })
}

function pay(token: string, orderNo: string) {
  return plainRequest('POST', '/api/v1/order/pay', { token, json: { order_no: orderNo, payment_type: 5 } })
}

test.group('VIP orders paid with credits', (group) => {
  group.each.setup(async () => {
    await resetCommerceSettings()
    await resetVipSettings()
  })

  test('an order is created at the configured price; invalid or unavailable ones are refused', async ({ assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    const created = await order(token)
    assert.equal(created.status, 200)
    assert.equal(created.body.status, 1)
    assert.equal(created.body.amount, 30)
    assert.equal(created.body.product_name, '月度 VIP')
    assert.match(created.body.order_no, /^\d{26}$/)

    assert.equal((await plainRequest('POST', '/api/v1/order', { json: { order_type: 2, product_id: MONTH } })).status, 401)
    const badType = await plainRequest('POST', '/api/v1/order', { token, json: { order_type: 9, product_id: MONTH } })
    assert.equal(badType.status, 400)
    assert.include(badType.body.message, '订单类型')
    const noPlan = await order(token, 0)
    assert.equal(noPlan.status, 400)
    assert.equal(noPlan.body.message, '该 VIP 套餐不存在')
    await settings.update('vip', { enable: false })
    const off = await order(token)
    assert.equal(off.status, 400)
    assert.equal(off.body.message, 'VIP 功能未开启')
  }).skip(disabled, SKIP_REASON)

  test('credit prices are whole numbers: a decimal one is refused where it is set and where it is spent', async ({ assert }) => {
    await settings.update('system', { credit_name: '金币' })
    try {
      const admin = await tokenFor(await createSuperAdmin())
      const decimal = await plainRequest('PUT', '/api/v1/config', {
        token: admin,
        json: { category: 'vip', values: { month_price: 0.05 } },
      })
      assert.equal(decimal.status, 400)
      assert.equal(decimal.body.message, '「月度 VIP 价格（金币）」必须是整数')
      assert.equal(await settings.get('vip', 'month_price'), 30)

      // A value stored before the rule (or by hand) is a clear refusal, not a 500.
      await db.from('settings').where({ group_name: 'vip', name: 'month_price' }).update({ value: '0.05' })
      settings.forget()
      const user = await createUser()
      await setBalance(user.id, 50)
      const token = await tokenFor(user)
      const refused = await order(token)
      assert.equal(refused.status, 400)
      assert.equal(refused.body.message, '该 VIP 套餐的价格不是整数金币，请联系管理员修改')

      await settings.update('vip', { month_price: 30 })
      const { body } = await order(token)
      await db.from('commerce_orders').where('id', body.id).update({ amount: 0.05 })
      // SQLite keeps 0.05 in the integer column; MySQL rounds it to 0: both are refused, neither is a 500.
      const stored = Number((await db.from('commerce_orders').where('id', body.id).first()).amount)
      const paid = await pay(token, body.order_no)
      assert.equal(paid.status, 400)
      assert.equal(paid.body.message, stored === 0 ? '订单金额无效，请重新下单' : '订单金额不是整数金币，不能用金币支付，请重新下单')
      assert.equal(await balanceOf(user.id), 50)
    } finally {
      await settings.update('system', { credit_name: '' })
    }
  }).skip(disabled, SKIP_REASON)

  test('paying with credits debits once, grants VIP and marks the user VIP; a replay pays nothing more', async ({ assert }) => {
    const user = await createUser()
    await setBalance(user.id, 50)
    const token = await tokenFor(user)
    assert.isFalse((await plainRequest('GET', '/api/v1/user', { token })).body.is_vip)
    const { body } = await order(token)

    const paid = await pay(token, body.order_no)
    assert.equal(paid.status, 200)
    assert.equal(paid.body.order_status, 2)
    assert.equal(paid.body.order.payment_type, 5)
    const replay = await pay(token, body.order_no)
    assert.equal(replay.status, 200)
    assert.equal(replay.body.order_status, 2)

    assert.equal(await balanceOf(user.id), 20)
    const rows = await ledgerOf(user.id)
    assert.deepEqual(
      rows.map((row) => [row.delta, row.reason, row.reference_id]),
      [[-30, CreditReason.OrderPayment, body.id]]
    )
    assert.isTrue((await plainRequest('GET', '/api/v1/user', { token })).body.is_vip)

    const vips = await plainRequest('GET', '/api/v1/user/vip', { token })
    assert.equal(vips.status, 200)
    assert.equal(vips.body.total, 1)
    assert.equal(vips.body.user_vip[0].type, MONTH)
    assert.equal(vips.body.user_vip[0].times, 2)
    assert.equal(vips.body.user_vip[0].order_no, body.order_no)
  }).skip(disabled, SKIP_REASON)

  test('10 parallel payments of one order debit it once', async ({ assert }) => {
    const user = await createUser()
    await setBalance(user.id, 100)
    const token = await tokenFor(user)
    const { body } = await order(token)
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(token, body.order_no)))
    assert.isTrue(results.every((result) => result.status === 200 && result.body.order_status === 2))
    assert.equal(await balanceOf(user.id), 70)
    const rows = await ledgerOf(user.id)
    assert.lengthOf(rows, 1)
    assert.isTrue(ledgerIsConsistent(rows, 100))
    assert.lengthOf(await db.from('commerce_user_vips').where('user_id', user.id), 1)
  }).skip(disabled, SKIP_REASON)

  test('without enough credits the order stays pending and nothing is granted', async ({ assert }) => {
    const user = await createUser()
    await setBalance(user.id, 10)
    const token = await tokenFor(user)
    const { body } = await order(token)
    const refused = await pay(token, body.order_no)
    assert.equal(refused.status, 403)
    assert.equal(refused.body.message, '您的魔豆不足')
    const again = await plainRequest('GET', `/api/v1/order?order_no=${body.order_no}`, { token })
    assert.equal(again.body.status, 1)
    assert.equal(await balanceOf(user.id), 10)
    assert.lengthOf(await db.from('commerce_user_vips').where('user_id', user.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('someone else’s order is not found; other payment types and bad order numbers are refused', async ({ assert }) => {
    const owner = await createUser()
    const { body } = await order(await tokenFor(owner))
    const stranger = await tokenFor(await createUser())
    assert.equal((await pay(stranger, body.order_no)).status, 404)
    assert.equal((await plainRequest('GET', `/api/v1/order?order_no=${body.order_no}`, { token: stranger })).status, 404)
    for (const paymentType of [1, 2, 3, 7]) {
      const off = await plainRequest('POST', '/api/v1/order/pay', {
        token: await tokenFor(owner),
        json: { order_no: body.order_no, payment_type: paymentType },
      })
      assert.equal(off.status, 400)
      assert.equal(off.body.message, '暂不支持该支付方式')
    }
    const bad = await plainRequest('POST', '/api/v1/order/pay', { token: stranger, json: { order_no: 'abc', payment_type: 5 } })
    assert.equal(bad.status, 400)
    assert.include(bad.body.message, '订单号')
  }).skip(disabled, SKIP_REASON)

  test('buying again extends the membership from its current end instead of replacing it', async ({ assert }) => {
    const user = await createUser()
    await setBalance(user.id, 200)
    const token = await tokenFor(user)
    await pay(token, (await order(token, MONTH)).body.order_no)
    await pay(token, (await order(token, QUARTER)).body.order_no)
    const [quarter, month] = (await plainRequest('GET', '/api/v1/user/vip', { token })).body.user_vip
    assert.equal(quarter.joined_at, month.expired_at)
    const monthStart = DateTime.fromISO(month.joined_at)
    assert.equal(DateTime.fromISO(quarter.expired_at).toMillis(), monthStart.plus({ months: 1 }).plus({ months: 3 }).toMillis())
    assert.equal(await balanceOf(user.id), 90)
  }).skip(disabled, SKIP_REASON)

  test('the schedule closes unpaid orders after the timeout; a closed order cannot be paid; paid ones stay paid', async ({ assert }) => {
    const user = await createUser()
    await setBalance(user.id, 100)
    const token = await tokenFor(user)
    const stale = (await order(token)).body
    const paid = (await order(token)).body
    await pay(token, paid.order_no)
    const old = DateTime.now().minus({ minutes: 31 }).toFormat('yyyy-MM-dd HH:mm:ss')
    await db.from('commerce_orders').whereIn('id', [stale.id, paid.id]).update({ created_at: old })

    await closeOrdersJob.handle(undefined as never, { attempt: 1, jobId: 'test', signal: new AbortController().signal } as never)

    const closed = await plainRequest('GET', `/api/v1/order?order_no=${stale.order_no}`, { token })
    assert.equal(closed.body.status, 3)
    assert.isNotNull(closed.body.closed_at)
    assert.equal((await plainRequest('GET', `/api/v1/order?order_no=${paid.order_no}`, { token })).body.status, 2)
    const refused = await pay(token, stale.order_no)
    assert.equal(refused.status, 400)
    assert.equal(refused.body.message, '订单已关闭，请重新下单')
    assert.equal(await balanceOf(user.id), 70)
  }).skip(disabled, SKIP_REASON)

  test('a user lists their own orders, filtered by status', async ({ assert }) => {
    const user = await createUser()
    await setBalance(user.id, 100)
    const token = await tokenFor(user)
    const first = (await order(token)).body
    await order(token)
    await pay(token, first.order_no)
    const all = await plainRequest('GET', '/api/v1/user/order', { token })
    assert.equal(all.body.total, 2)
    const paid = await plainRequest('GET', '/api/v1/user/order?status=2', { token })
    assert.deepEqual(
      paid.body.order.map((row: any) => row.order_no),
      [first.order_no]
    )
    assert.equal((await plainRequest('GET', '/api/v1/user/order?status=7', { token })).status, 400)
    assert.equal((await plainRequest('GET', '/api/v1/user/order')).status, 401)
    assert.equal((await plainRequest('GET', '/api/v1/user/vip')).status, 401)
  }).skip(disabled, SKIP_REASON)

  test('the buyer closes a pending order; a paid one cannot be closed', async ({ assert }) => {
    const user = await createUser()
    await setBalance(user.id, 100)
    const token = await tokenFor(user)
    const pending = (await order(token)).body
    const closed = await plainRequest('PUT', '/api/v1/order/close', { token, json: { order_no: pending.order_no } })
    assert.equal(closed.status, 200)
    assert.equal(closed.body.status, 3)
    assert.equal((await plainRequest('GET', `/api/v1/order/status?order_no=${pending.order_no}`, { token })).body.status, 3)
    assert.equal((await pay(token, pending.order_no)).status, 400)

    const paid = (await order(token)).body
    await pay(token, paid.order_no)
    const refused = await plainRequest('PUT', '/api/v1/order/close', { token, json: { order_no: paid.order_no } })
    assert.equal(refused.status, 400)
    assert.equal(refused.body.message, '订单已支付，不能关闭')
    const stranger = await tokenFor(await createUser())
    assert.equal((await plainRequest('PUT', '/api/v1/order/close', { token: stranger, json: { order_no: paid.order_no } })).status, 404)
  }).skip(disabled, SKIP_REASON)
})
