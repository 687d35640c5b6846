import { test } from '@japa/runner'
import Setting from '#core/settings/models/setting'
import settings from '#core/settings/settings_service'
import { DESKTOP, openPage, PHONE, signInAsAdmin, snapshot } from '#tests/helpers/browser'

const SMTP_SECRET = 'smtp-browser-secret-42'

test.group('Config pages in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.teardown(async () => {
    await Setting.query().whereIn('groupName', ['captcha', 'email', 'system']).update({ value: null })
    settings.forget()
  })

  test('an administrator changes the captcha settings and sees them saved', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/config/captcha', DESKTOP)
    await page.getByText('验证码', { exact: true }).first().waitFor()

    const width = page.locator('[data-field="width"] input')
    await width.fill('300')
    await page.locator('[data-field="type"] .semi-select').click()
    await page.getByRole('option', { name: '算术' }).click()
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('保存成功').waitFor()
    await snapshot(page, 'config_captcha_saved')

    settings.forget()
    const captcha = await settings.group('captcha')
    assert.equal(captcha.width, 300)
    assert.equal(captcha.type, 'math')

    await page.reload()
    await page.waitForSelector('body[data-hydrated]')
    assert.equal(await page.locator('[data-field="width"] input').inputValue(), '300')
  })

  test('a changed field offers 恢复默认, which puts the default back before saving', async ({ visit, browserContext, assert }) => {
    await settings.update('system', { sitename: '临时站名' })
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/config/system', DESKTOP)
    const sitename = page.locator('[data-field="sitename"]')
    await sitename.getByRole('button', { name: '恢复默认' }).click()
    assert.equal(await sitename.locator('input').inputValue(), 'Docsite 文库')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('保存成功').waitFor()
    settings.forget()
    assert.equal(await settings.get('system', 'sitename'), 'Docsite 文库')
  })

  test('the email page shows a stored password only as ****** and keeps it on save', async ({ visit, browserContext, assert }) => {
    await settings.update('email', { password: SMTP_SECRET, host: 'smtp.example.com' })
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/config/email', PHONE)
    assert.notInclude(await page.content(), SMTP_SECRET)
    assert.equal(await page.locator('[data-field="password"] input').inputValue(), '******')
    await snapshot(page, 'config_email_phone')
    await page.locator('[data-field="from_name"] input').fill('文库通知')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('保存成功').waitFor()
    settings.forget()
    const email = await settings.group('email')
    assert.equal(email.password, SMTP_SECRET)
    assert.equal(email.from_name, '文库通知')
  })
})
