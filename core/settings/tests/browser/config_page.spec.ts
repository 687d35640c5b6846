import { test } from '@japa/runner'
import sharp from 'sharp'
import Setting from '#core/settings/models/setting'
import settings from '#core/settings/settings_service'
import { DESKTOP, openPage, overflowOf, PHONE, signInAsAdmin, snapshot } from '#tests/helpers/browser'

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

  test('an administrator uploads the logo from the page (no URL to type), saves it, and removes it again', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/config/system', DESKTOP)
    const logo = page.locator('[data-field="logo"]')
    assert.equal(await logo.locator('input[type="text"]').count(), 0, 'no address to type')
    await logo.getByText('未设置').waitFor()

    const image = await sharp({ create: { width: 480, height: 120, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer()
    await page.getByLabel('选择网站Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: image })
    await page.getByText('上传成功').waitFor()
    const preview = logo.locator('img')
    await preview.waitFor()
    assert.match((await preview.getAttribute('src')) ?? '', /^\/uploads\/.+\.webp$/)
    await snapshot(page, 'config_system_logo')

    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('保存成功').waitFor()
    settings.forget()
    const stored = String(await settings.get('system', 'logo'))
    assert.match(stored, /^\/uploads\/.+\.webp$/)

    await page.setViewportSize(PHONE)
    assert.equal(await overflowOf(page), 0, 'nothing overflows on a phone')
    await snapshot(page, 'config_system_logo_phone')

    await logo.getByRole('button', { name: '移除' }).click()
    // The first save's 保存成功 may still show: wait for this save's answer.
    const saved = page.waitForResponse(
      (response: any) => response.url().endsWith('/api/v1/config') && response.request().method() === 'PUT'
    )
    await page.getByRole('button', { name: '保存' }).click()
    assert.equal((await saved).status(), 200)
    settings.forget()
    assert.equal(await settings.get('system', 'logo'), '')
  })

  test('an image that is not a picture is refused with the server message', async ({ visit, browserContext }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/config/display', DESKTOP)
    await page
      .getByLabel('选择微信二维码')
      .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not a picture') })
    await page.getByText('配置只支持 JPG、PNG、GIF、WebP 格式的图片').waitFor()
  })
})
