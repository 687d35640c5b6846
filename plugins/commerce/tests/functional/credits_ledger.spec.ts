import { test } from '@japa/runner'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import settings from '#core/settings/settings_service'
import { changeCredits, CreditReason } from '#plugins/commerce/contracts'
import { CommercePermission } from '#plugins/commerce/permissions'
import { balanceOf, disabled, ledgerIsConsistent, ledgerOf, resetCommerceSettings, SKIP_REASON } from '../fixtures.js'
import { plainRequest } from '#tests/helpers/plain_http'

const RECHARGE = '/api/v1/order/system/recharge'

test.group('Credits ledger: administrators grant and deduct', (group) => {
  group.each.setup(() => resetCommerceSettings())

  test('a guest gets 401 and a member without the permission 403; nothing changes', async ({ assert }) => {
    const user = await createUser()
    const guest = await plainRequest('POST', RECHARGE, { json: { user_id: user.id, credit: 10, remark: '活动奖励' } })
    assert.equal(guest.status, 401)
    const member = await plainRequest('POST', RECHARGE, {
      token: await tokenFor(await createUser()),
      json: { user_id: user.id, credit: 10, remark: '活动奖励' },
    })
    assert.equal(member.status, 403)
    assert.equal(await balanceOf(user.id), 0)
    assert.lengthOf(await ledgerOf(user.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('staff grant and deduct with a reason; every change is a ledger row with the balance after it', async ({ assert }) => {
    const { user: staff } = await createStaff([CommercePermission.credit.recharge])
    const token = await tokenFor(staff)
    const user = await createUser()

    const granted = await plainRequest('POST', RECHARGE, { token, json: { user_id: user.id, credit: 20, remark: '活动奖励' } })
    assert.equal(granted.status, 200)
    assert.equal(granted.body.balance, 20)
    const deducted = await plainRequest('POST', RECHARGE, { token, json: { user_id: user.id, credit: -5, remark: '违规扣除' } })
    assert.equal(deducted.status, 200)
    assert.equal(await balanceOf(user.id), 15)

    const rows = await ledgerOf(user.id)
    assert.deepEqual(
      rows.map((row) => [row.delta, row.balance, row.reason, row.remark, row.operator_id]),
      [
        [20, 20, CreditReason.AdminGrant, '活动奖励', staff.id],
        [-5, 15, CreditReason.AdminDeduct, '违规扣除', staff.id],
      ]
    )
  }).skip(disabled, SKIP_REASON)

  test('a deduction larger than the balance is refused in the currency’s name and changes nothing', async ({ assert }) => {
    await settings.update('system', { credit_name: '金币' })
    const { user: staff } = await createStaff([CommercePermission.credit.recharge])
    const user = await createUser()
    await changeCredits({ userId: user.id, delta: 3, reason: CreditReason.AdminGrant })
    const refused = await plainRequest('POST', RECHARGE, {
      token: await tokenFor(staff),
      json: { user_id: user.id, credit: -4, remark: '扣除' },
    })
    assert.equal(refused.status, 403)
    assert.equal(refused.body.message, '您的金币不足')
    assert.equal(await balanceOf(user.id), 3)
    assert.lengthOf(await ledgerOf(user.id), 1)
  }).skip(disabled, SKIP_REASON)

  test('invalid input is refused with a clear message', async ({ assert }) => {
    const { user: staff } = await createStaff([CommercePermission.credit.recharge])
    const token = await tokenFor(staff)
    const user = await createUser()
    const cases: [Record<string, unknown>, number, string][] = [
      [{ user_id: user.id, credit: 1.5, remark: '奖励' }, 400, '魔豆数量'],
      [{ user_id: user.id, credit: 10 }, 400, '原因'],
      [{ user_id: user.id, credit: 0, remark: '奖励' }, 400, '魔豆数量不能为 0'],
      [{ user_id: 99999999, credit: 10, remark: '奖励' }, 404, '用户不存在'],
    ]
    for (const [json, status, message] of cases) {
      const response = await plainRequest('POST', RECHARGE, { token, json })
      assert.equal(response.status, status, JSON.stringify(json))
      assert.include(response.body.message, message)
    }
    assert.equal(await balanceOf(user.id), 0)
    assert.lengthOf(await ledgerOf(user.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('parallel debits never overdraw: a balance of 10 pays exactly 10 debits of 1', async ({ assert }) => {
    const user = await createUser()
    await changeCredits({ userId: user.id, delta: 10, reason: CreditReason.AdminGrant })
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => changeCredits({ userId: user.id, delta: -1, reason: CreditReason.AdminDeduct }))
    )
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 10)
    assert.equal(await balanceOf(user.id), 0)
    const rows = await ledgerOf(user.id)
    assert.lengthOf(rows, 11)
    assert.isTrue(ledgerIsConsistent(rows, 0))
  }).skip(disabled, SKIP_REASON)

  test('a user reads their own ledger, newest first; a guest gets 401', async ({ assert }) => {
    const user = await createUser()
    await changeCredits({ userId: user.id, delta: 8, reason: CreditReason.AdminGrant, remark: '首充' })
    await changeCredits({ userId: user.id, delta: -2, reason: CreditReason.Download })
    const mine = await plainRequest('GET', '/api/v1/user/credit/log?page=1&size=10', { token: await tokenFor(user) })
    assert.equal(mine.status, 200)
    assert.equal(mine.body.total, 2)
    assert.deepEqual(
      mine.body.credit_log.map((row: any) => [row.delta, row.balance, row.reason_label]),
      [
        [-2, 6, '下载文档'],
        [8, 8, '系统充值'],
      ]
    )
    assert.equal((await plainRequest('GET', '/api/v1/user/credit/log')).status, 401)
    const oversized = await plainRequest('GET', '/api/v1/user/credit/log?size=1000', { token: await tokenFor(user) })
    assert.equal(oversized.status, 200, 'a size beyond 100 is clamped, not refused')
    assert.lengthOf(oversized.body.credit_log, 2)
  }).skip(disabled, SKIP_REASON)
})
