import { test } from '@japa/runner'
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto'
import { settings } from '#core/settings/contracts'
import { CommercePermission } from '#plugins/commerce/permissions'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { disabled, SKIP_REASON } from '../fixtures.js'

async function certHolder() {
  const { user } = await createStaff([CommercePermission.payment.cert])
  return tokenFor(user)
}

test.group('GET /api/v1/wechatpay/cert', (group) => {
  group.tap((item) => item.skip(disabled, SKIP_REASON))
  group.each.teardown(async () => {
    await settings.update('pay', { wechatpay_public_key: '' })
  })

  test('hands back the WeChat Pay public key notifications are verified with, and its fingerprint', async ({ client, assert }) => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString().trim()
    await settings.update('pay', { wechatpay_public_key: pem })
    const response = await client.get('/api/v1/wechatpay/cert').bearerToken(await certHolder())
    response.assertStatus(200)
    assert.equal(response.body().cert, pem)
    const der = createPublicKey(pem).export({ type: 'spki', format: 'der' })
    assert.equal(response.body().sha256, createHash('sha256').update(der).digest('hex'))
  })

  test('says what is missing or wrong in 支付设置', async ({ client, assert }) => {
    const token = await certHolder()
    const missing = await client.get('/api/v1/wechatpay/cert').bearerToken(token)
    missing.assertStatus(400)
    assert.equal(missing.body().message, '尚未配置微信支付公钥，请在支付设置中填写')
    await settings.update('pay', { wechatpay_public_key: '-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----' })
    const wrong = await client.get('/api/v1/wechatpay/cert').bearerToken(token)
    wrong.assertStatus(400)
    assert.equal(wrong.body().message, '微信支付公钥无法识别，请检查支付设置中的 PEM 内容')
  })

  test('members are refused', async ({ client }) => {
    ;(await client.get('/api/v1/wechatpay/cert').bearerToken(await tokenFor(await createUser()))).assertStatus(403)
  })
})
