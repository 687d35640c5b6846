import { test } from '@japa/runner'
import Captcha from '#core/accounts/models/captcha'
import User from '#core/accounts/models/user'
import { createUser } from '#tests/helpers/users'
import { DESKTOP, openPage, overflowOf, PHONE, snapshot } from '#tests/helpers/browser'
import { lastCode, newPhone, notEnabledReason as reason, resetSms, smsDisabled as disabled } from '../functional/sms_helpers.js'

/** The answer of the sms captcha the page just loaded (the test plays the human reading it). */
async function shownCaptchaAnswer(page: any) {
  await page.locator('.sms-form__captcha img').waitFor()
  const row = await Captcha.query().where('type', 'sms').orderBy('expiresAt', 'desc').firstOrFail()
  return row.answer
}

test.group('sms: mobile login in a browser', (group) => {
  group.each.setup(() => resetSms())

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`手机登录 with a code from the log provider (${label})`, async ({ visit, assert }) => {
      const user = await createUser()
      const { mobile } = newPhone()
      user.mobile = mobile
      await user.save()

      const page = await openPage(visit, '/login?redirect=/me', viewport)
      await page.getByRole('tab', { name: '手机登录' }).click()
      await page.fill('#mobile', mobile)
      await page.fill('#captcha', await shownCaptchaAnswer(page))
      await page.getByRole('button', { name: '发送验证码' }).click()
      await page.getByText('验证码已发送，请注意查收').waitFor()
      await page.getByRole('button', { name: /秒后重新发送/ }).waitFor()
      assert.equal(await overflowOf(page), 0)
      await snapshot(page, `sms-login-${label}`)

      const code = lastCode(mobile)
      assert.match(code!, /^\d{6}$/)
      await page.fill('#code', code!)
      await page.locator('form[aria-label="登录"] button[type="submit"]').click()
      await page.waitForURL((url: URL) => url.pathname === '/me')
      await page.assertTextContains('.ds-acc-hero__name', user.username)
    }).skip(disabled, reason)
  }

  test('手机注册 lets the member choose the username, checked like the register form', async ({ visit, assert }) => {
    const { mobile } = newPhone()
    const username = `phone_${Date.now().toString(36)}`
    const page = await openPage(visit, '/register?redirect=/me', PHONE)
    await page.getByRole('tab', { name: '手机注册' }).click()
    const form = page.locator('form[aria-label="注册"]')
    assert.equal(await form.locator('#username').getAttribute('placeholder'), '2-32位字母、数字、下划线或汉字')
    await page.fill('#mobile', mobile)
    await page.fill('#captcha', await shownCaptchaAnswer(page))
    await page.getByRole('button', { name: '发送验证码' }).click()
    await page.getByText('验证码已发送，请注意查收').waitFor()
    await page.fill('#code', lastCode(mobile)!)
    await form.locator('button[type="submit"]').click()
    await form.getByText('请输入用户名').waitFor()
    await page.fill('#username', username)
    assert.equal(await overflowOf(page), 0)
    await snapshot(page, 'sms-register-phone')
    await page.setViewportSize(DESKTOP)
    await snapshot(page, 'sms-register-desktop')
    await form.locator('button[type="submit"]').click()
    await page.waitForURL((url: URL) => url.pathname === '/me')
    await page.assertTextContains('.ds-acc-hero__name', username)
    assert.equal((await User.findByOrFail('mobile', mobile)).username, username)
  }).skip(disabled, reason)

  test('a wrong code is refused on the page and the user stays on /login', async ({ visit }) => {
    const user = await createUser()
    const { mobile } = newPhone()
    user.mobile = mobile
    await user.save()
    const page = await openPage(visit, '/login', DESKTOP)
    await page.getByRole('tab', { name: '手机登录' }).click()
    await page.fill('#mobile', mobile)
    await page.fill('#captcha', await shownCaptchaAnswer(page))
    await page.getByRole('button', { name: '发送验证码' }).click()
    await page.getByText('验证码已发送，请注意查收').waitFor()
    await page.fill('#code', lastCode(mobile) === '000000' ? '111111' : '000000')
    await page.locator('form[aria-label="登录"] button[type="submit"]').click()
    await page.getByText('验证码错误或已过期').waitFor()
    await page.assertPath('/login')
  }).skip(disabled, reason)
})
