import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import settings from '#core/settings/settings_service'
import Captcha from '#core/accounts/models/captcha'
import { captchaTypes, verifyCaptcha } from '#core/accounts/contracts'
import { captchaAnswer, resetSecurity } from '../helpers.js'

test.group('Captcha', (group) => {
  group.each.teardown(async () => {
    await resetSecurity()
    await settings.update('captcha', { type: 'digit', length: 5 })
  })

  test('a disabled action answers enable false and no image', async ({ client, assert }) => {
    const response = await client.get('/api/v1/user/captcha').qs({ type: 'login' })
    response.assertStatus(200)
    assert.deepEqual(response.body(), { enable: false, type: 'login' })
  })

  test('an enabled action gets an SVG image and a stored answer', async ({ client, assert }) => {
    await settings.update('security', { enable_captcha_comment: true })
    const response = await client.get('/api/v1/user/captcha').qs({ type: 'comment' })
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.enable)
    assert.equal(body.type, 'comment')
    assert.match(body.id, /^[0-9a-f-]{36}$/)
    assert.isTrue(body.captcha.startsWith('data:image/svg+xml;base64,'))
    const svg = Buffer.from(body.captcha.split(',')[1], 'base64').toString()
    assert.include(svg, '<svg')
    assert.include(svg, 'width="240"')
    const answer = await captchaAnswer(body.id)
    assert.match(answer, /^\d{5}$/)
  })

  test('the captcha settings decide size and kind', async ({ client, assert }) => {
    await settings.update('security', { enable_captcha_register: true })
    await settings.update('captcha', { type: 'math', width: 160, height: 50 })
    const math = (await client.get('/api/v1/user/captcha').qs({ type: 'register' })).body()
    assert.match(await captchaAnswer(math.id), /^\d+$/)
    assert.include(Buffer.from(math.captcha.split(',')[1], 'base64').toString(), 'width="160"')

    await settings.update('captcha', { type: 'string', length: 6 })
    const letters = (await client.get('/api/v1/user/captcha').qs({ type: 'register' })).body()
    assert.lengthOf(await captchaAnswer(letters.id), 6)
  })

  test('an unknown type is refused', async ({ client }) => {
    const response = await client.get('/api/v1/user/captcha').qs({ type: 'weird' })
    response.assertStatus(400)
    response.assertBodyContains({ message: '验证码类型错误' })
    ;(await client.get('/api/v1/user/captcha')).assertStatus(400)
  })

  test('a registered type is known and asks as its registration says; core asks none of its own without the setting', async ({
    client,
    assert,
  }) => {
    let asked = false
    captchaTypes.add('accounts', () => [{ type: 'spec_probe', asked: () => asked }])
    const off = await client.get('/api/v1/user/captcha').qs({ type: 'spec_probe' })
    off.assertStatus(200)
    assert.deepEqual(off.body(), { enable: false, type: 'spec_probe' })
    asked = true
    const on = (await client.get('/api/v1/user/captcha').qs({ type: 'spec_probe' })).body()
    assert.isTrue(on.enable)
    await assert.rejects(() => verifyCaptcha('spec_probe', on.id, 'wrong'), '验证码错误')
    asked = false
    await verifyCaptcha('spec_probe', undefined, undefined)
  })

  test('verifyCaptcha: right once, then never again; wrong uses it up; expired and other types fail', async ({ client, assert }) => {
    await settings.update('security', { enable_captcha_comment: true, enable_captcha_upload: true })
    const fresh = async (type = 'comment') => (await client.get('/api/v1/user/captcha').qs({ type })).body().id as string

    const right = await fresh()
    await verifyCaptcha('comment', right, (await captchaAnswer(right)).toUpperCase())
    await assert.rejects(() => verifyCaptcha('comment', right, 'anything'), '验证码错误')

    const wrong = await fresh()
    const answer = await captchaAnswer(wrong)
    await assert.rejects(() => verifyCaptcha('comment', wrong, 'xxxxx'), '验证码错误')
    await assert.rejects(() => verifyCaptcha('comment', wrong, answer), '验证码错误')

    const expired = await fresh()
    const row = await Captcha.findOrFail(expired)
    row.expiresAt = DateTime.now().minus({ minutes: 1 })
    await row.save()
    await assert.rejects(() => verifyCaptcha('comment', expired, 'whatever'), '验证码错误')

    const forUpload = await fresh('upload')
    const uploadAnswer = await captchaAnswer(forUpload)
    await assert.rejects(() => verifyCaptcha('comment', forUpload, uploadAnswer), '验证码错误')

    await assert.rejects(() => verifyCaptcha('comment', 'no-such-id', '12345'), '验证码错误')
    await assert.rejects(() => verifyCaptcha('comment', undefined, ''), '请输入验证码')
  })

  test('verifyCaptcha passes when the action asks for no captcha', async () => {
    await verifyCaptcha('comment', undefined, undefined)
  })
})
