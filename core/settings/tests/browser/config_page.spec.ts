import { test } from '@japa/runner'
import Setting from '#core/settings/models/setting'
import settings from '#core/settings/settings_service'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'

const SMTP_SECRET = 'smtp-browser-secret-42'

/** Pages authenticate with the bearer token the same way the API does (identify middleware). */
async function signIn(browserContext: any) {
  const admin = await createSuperAdmin()
  await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(admin)}` })
}

/** The first visit compiles the page in Vite's dev server, which can take a while on a cold start. */
async function open(visit: any, path: string, viewport = { width: 1280, height: 900 }) {
  const page = await visit(path, { waitUntil: 'domcontentloaded', timeout: 120_000 })
  await page.setViewportSize(viewport)
  await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
  return page
}

/** SCREENSHOTS=dir saves what each journey ends on, for a human to look at. */
async function snapshot(page: any, name: string) {
  const dir = process.env.SCREENSHOTS
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

test.group('Config pages in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.teardown(async () => {
    await Setting.query().whereIn('groupName', ['captcha', 'email', 'system']).update({ value: null })
    settings.forget()
  })

  test('an administrator changes the captcha settings and sees them saved', async ({ visit, browserContext, assert }) => {
    await signIn(browserContext)
    const page = await open(visit, '/admin/config/captcha')
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
    await signIn(browserContext)
    const page = await open(visit, '/admin/config/system')
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
    await signIn(browserContext)
    const page = await open(visit, '/admin/config/email', { width: 390, height: 844 })
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
