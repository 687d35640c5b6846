import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { queue } from '#core/queue/contracts'
import { createUser } from '#tests/helpers/users'
import { codeIn, linkIn, resetMailSettings, startSmtpSink, useSmtp, type SmtpSink } from '#core/mail/tests/smtp_sink'
import { DESKTOP, overflowOf, PHONE, snapshot } from '#tests/helpers/browser'
import { resetSecurity } from '../helpers.js'
import { http } from '../http.js'

/** A loaded machine compiles a page's first server render slowly; the journeys wait for it once here. */
const SLOW_LOAD = { timeout: 120_000 }

async function member(prefix: string) {
  const stamp = `${prefix}_${Date.now().toString(36)}`
  return createUser({ username: stamp, email: `${stamp}@example.com`, password: 'forgotten1' })
}

test.group('Find password by e-mail in a browser', (group) => {
  let sink: SmtpSink
  group.setup(async () => {
    sink = await startSmtpSink()
    await queue.startWorkers({ jobs: ['mail.send'] })
    await settings.update('security', { enable_captcha_find_password: false })
    await http('GET', '/findpassword', { headers: { Accept: 'text/html' } })
    return async () => {
      await queue.stop()
      await sink.close()
      await resetMailSettings()
      await resetSecurity()
    }
  })
  group.each.setup(() => useSmtp(sink.port))
  group.each.timeout(240_000)

  test('login → 忘记密码 → the mailed code → a new password → log in with it', async ({ visit }) => {
    const user = await member('fpj')
    const page = await visit('/login', SLOW_LOAD)
    await page.waitForSelector('body[data-hydrated]')
    await page.getByRole('link', { name: '忘记密码？' }).click()
    await page.waitForURL((url: URL) => url.pathname === '/findpassword', SLOW_LOAD)
    await page.waitForSelector('body[data-hydrated]')

    await page.fill('#email', user.email!)
    await page.getByRole('button', { name: '发送找回邮件' }).click()
    await page.getByText(`如果 ${user.email} 已注册`).waitFor()

    await queue.idle(10_000)
    const code = codeIn(await sink.waitFor(user.email!))
    await page.fill('#code', code)
    await page.fill('#password', 'remembered2')
    await page.fill('#repeat_password', 'remembered2')
    await page.getByRole('button', { name: '重置密码' }).click()
    await page.getByText('密码已重置').waitFor()

    await page.getByRole('button', { name: '去登录' }).click()
    await page.waitForURL((url: URL) => url.pathname === '/login')
    await page.waitForSelector('body[data-hydrated]')
    await page.fill('#username', user.username)
    await page.fill('#password', 'remembered2')
    await page.getByRole('button', { name: '登录' }).click()
    await page.waitForURL((url: URL) => url.pathname !== '/login')
  })

  test('the mailed link opens step two on a phone, and works once', async ({ visit, assert }) => {
    const user = await member('fpl')
    const first = await visit('/findpassword', SLOW_LOAD)
    await first.setViewportSize(PHONE)
    await first.waitForSelector('body[data-hydrated]')
    await first.fill('#email', user.email!)
    await first.getByRole('button', { name: '发送找回邮件' }).click()
    await first.getByText(`如果 ${user.email} 已注册`).waitFor()
    await queue.idle(10_000)
    const link = linkIn(await sink.waitFor(user.email!))

    await first.goto(`${link.pathname}${link.search}`)
    await first.waitForSelector('body[data-hydrated]')
    await first.getByText(`为 ${user.email} 设置新密码`).waitFor()
    assert.equal(await first.locator('#code').count(), 0, 'no code needed with the link')
    assert.equal(await overflowOf(first), 0, 'nothing overflows at 390 px')
    await first.fill('#password', 'fromlink3')
    await first.fill('#repeat_password', 'fromlink3')
    await first.getByRole('button', { name: '重置密码' }).click()
    await first.getByText('密码已重置').waitFor()

    // Opened again, the used link says so at once: no password form that could only fail.
    await first.goto(`${link.pathname}${link.search}`)
    await first.waitForSelector('body[data-hydrated]')
    await first.getByText('链接已失效').waitFor()
    await first.getByText('找回密码链接已使用过，请重新获取').waitFor()
    assert.equal(await first.locator('#password').count(), 0)
    assert.equal(await overflowOf(first), 0)
    await snapshot(first, 'findpassword_used_link_phone')
    await first.setViewportSize(DESKTOP)
    await snapshot(first, 'findpassword_used_link_desktop')
    await first.getByRole('button', { name: '重新获取找回邮件' }).click()
    await first.waitForURL((url: URL) => url.pathname === '/findpassword' && !url.searchParams.has('token'))
    await first.getByRole('button', { name: '发送找回邮件' }).waitFor()
    assert.equal(await first.inputValue('#email'), user.email!)
  })
})
