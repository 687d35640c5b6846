import { test } from '@japa/runner'
import Captcha from '#core/accounts/models/captcha'
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
