import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { createUser, tokenFor } from '#tests/helpers/users'
import { CreditReason } from '#plugins/commerce/contracts'
import { balanceOf, disabled, ledgerIsConsistent, ledgerOf, resetCommerceSettings, SKIP_REASON } from '../fixtures.js'
import { plainRequest } from '#tests/helpers/plain_http'

const SIGN = '/api/v1/user/sign'
const today = () => Number(DateTime.now().toFormat('yyyyMMdd'))

test.group('Daily sign-in', (group) => {
  group.each.setup(() => resetCommerceSettings())

  test('sign in once a day: the award of config/score, stated with the currency name', async ({ assert }) => {
    await settings.update('score', { sign_in: 3 })
    await settings.update('system', { credit_name: '金币' })
    const user = await createUser()
    const token = await tokenFor(user)

    const before = await plainRequest('GET', SIGN, { token })
    assert.equal(before.status, 404)

    const signed = await plainRequest('PUT', SIGN, { token, ip: '10.62.0.1' })
    assert.equal(signed.status, 200)
    assert.equal(signed.body.award, 3)
    assert.equal(signed.body.sign_at, today())
    assert.equal(signed.body.user_id, user.id)
    assert.equal(signed.body.message, '签到成功，获得 3 金币')

    const after = await plainRequest('GET', SIGN, { token })
    assert.equal(after.status, 200)
    assert.equal(after.body.id, signed.body.id)

    const again = await plainRequest('PUT', SIGN, { token })
    assert.equal(again.status, 409)
    assert.equal(again.body.message, '今日已签到')

    assert.equal(await balanceOf(user.id), 3)
    const rows = await ledgerOf(user.id)
    assert.deepEqual(
      rows.map((row) => [row.delta, row.balance, row.reason, row.reference_id]),
      [[3, 3, CreditReason.SignIn, signed.body.id]]
    )
    const feed = await db.from('user_dynamics').where('user_id', user.id).where('type', 11)
    assert.deepEqual(
      feed.map((row) => row.content),
      ['签到成功，获得 3 金币'],
      'one line in the activity feed'
    )
  }).skip(disabled, SKIP_REASON)

  test('20 parallel sign-ins give exactly one award', async ({ assert }) => {
    await settings.update('score', { sign_in: 2 })
    const user = await createUser()
    const token = await tokenFor(user)
    const results = await Promise.all(Array.from({ length: 20 }, () => plainRequest('PUT', SIGN, { token })))
    assert.equal(results.filter((result) => result.status === 200).length, 1)
    assert.equal(results.filter((result) => result.status === 409).length, 19)
    assert.equal(await balanceOf(user.id), 2)
    const rows = await ledgerOf(user.id)
    assert.lengthOf(rows, 1)
    assert.isTrue(ledgerIsConsistent(rows, 0))
    assert.lengthOf(await db.from('commerce_signs').where('user_id', user.id), 1)
  }).skip(disabled, SKIP_REASON)

  test('yesterday’s sign-in does not count for today', async ({ assert }) => {
    const user = await createUser()
    const yesterday = Number(DateTime.now().minus({ days: 1 }).toFormat('yyyyMMdd'))
    await db.table('commerce_signs').insert({
      user_id: user.id,
      sign_at: yesterday,
      ip: '',
      award: 1,
      created_at: DateTime.now().minus({ days: 1 }).toFormat('yyyy-MM-dd HH:mm:ss'),
    })
    const token = await tokenFor(user)
    assert.equal((await plainRequest('GET', SIGN, { token })).status, 404)
    assert.equal((await plainRequest('PUT', SIGN, { token })).status, 200)
  }).skip(disabled, SKIP_REASON)

  test('an award of 0 signs in without touching the ledger', async ({ assert }) => {
    await settings.update('score', { sign_in: 0 })
    const user = await createUser()
    const signed = await plainRequest('PUT', SIGN, { token: await tokenFor(user) })
    assert.equal(signed.status, 200)
    assert.equal(signed.body.message, '签到成功')
    assert.lengthOf(await ledgerOf(user.id), 0)
  }).skip(disabled, SKIP_REASON)

  test('guests and bad tokens get 401', async ({ assert }) => {
    assert.equal((await plainRequest('GET', SIGN)).status, 401)
    assert.equal((await plainRequest('PUT', SIGN)).status, 401)
    assert.equal((await plainRequest('PUT', SIGN, { token: 'dst_bogus.token' })).status, 401)
  }).skip(disabled, SKIP_REASON)
})
