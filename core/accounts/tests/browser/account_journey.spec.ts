import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import User from '#core/accounts/models/user'
import { createUser, tokenFor } from '#tests/helpers/users'
import { openPage, overflowOf, PHONE } from '#tests/helpers/browser'

test.group('Account journey in a browser', () => {
  test('register, land logged in, edit the profile, change the password, log out, log in again', async ({ visit, assert }) => {
    const username = `journey_${Date.now().toString(36)}`
    const page = await visit('/register?redirect=/me')
    await page.waitForSelector('body[data-hydrated]')

    await page.fill('#username', username)
    await page.fill('#email', `${username}@example.com`)
    await page.fill('#password', 'first-secret')
    await page.fill('#repeat_password', 'first-secret')
    await page.getByRole('button', { name: '注册' }).click()

    await page.waitForURL((url) => url.pathname === '/me')
    await page.assertTextContains('.ds-acc-hero__name', username)

    await page.getByRole('tab', { name: '个人资料' }).click()
    await page.waitForURL((url) => url.pathname === '/me/profile')
    await page.fill('#realname', '旅程测试')
    await page.fill('#signature', '一路走来')
    await page.getByRole('button', { name: '修改资料' }).click()
    await page.getByText('修改成功').waitFor()
    const edited = await User.findByOrFail('username', username)
    assert.equal(edited.realname, '旅程测试')
    assert.equal(edited.signature, '一路走来')
    await page.assertTextContains('.ds-acc-hero__signature', '一路走来')

    await page.getByRole('tab', { name: '修改密码' }).click()
    await page.waitForURL((url) => url.pathname === '/me/password')
    await page.fill('#old_password', 'first-secret')
    await page.fill('#new_password', 'second-secret')
    await page.fill('#repeat_password', 'second-secret')
    await page.getByRole('button', { name: '修改密码' }).click()
    await page.getByText('密码修改成功').waitFor()
    await edited.refresh()
    assert.isTrue(await hash.verify(edited.password, 'second-secret'))

    await page.getByRole('button', { name: '退出登录' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/me')
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/me')
    await page.waitForSelector('body[data-hydrated]')

    await page.fill('#username', username)
    await page.fill('#password', 'first-secret')
    await page.getByRole('button', { name: '登录' }).click()
    await page.getByText('用户名或密码错误').waitFor()

    await page.fill('#password', 'second-secret')
    await page.getByRole('button', { name: '登录' }).click()
    await page.waitForURL((url) => url.pathname === '/me')
    await page.assertTextContains('.ds-acc-hero__name', username)
  })

  test('a two-character Chinese name such as 张三 passes the register form, whose placeholder says 2-32', async ({ visit, assert }) => {
    const taken = await User.findBy('username', '张三')
    const username = taken ? `张${String.fromCharCode(0x4e00 + Math.floor(Math.random() * 20000))}` : '张三'
    const email = `zs_${Date.now().toString(36)}@example.com`
    const page = await visit('/register?redirect=/me')
    await page.waitForSelector('body[data-hydrated]')
    // The server takes 2 to 32 characters (registerValidator): the hint must not ask for 3.
    assert.equal(await page.locator('#username').getAttribute('placeholder'), '2-32位字母、数字、下划线或汉字')
    await page.fill('#username', username)
    await page.fill('#email', email)
    await page.fill('#password', 'first-secret')
    await page.fill('#repeat_password', 'first-secret')
    await page.getByRole('button', { name: '注册' }).click()
    await page.waitForURL((url: URL) => url.pathname === '/me')
    await page.assertTextContains('.ds-acc-hero__name', username)
  })

  test('on a phone the tabs of the personal centre are one row that scrolls, with the current tab in view', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(await createUser())}` })
    const page = await openPage(visit, '/me/password', PHONE)
    const tabs = await page.evaluate(() => {
      const strip = (globalThis as any).document.querySelector('.ds-acc-tabs .semi-tabs-bar-line')
      const box = strip.getBoundingClientRect()
      const all = [...strip.querySelectorAll('.semi-tabs-tab')].map((tab: any) => tab.getBoundingClientRect())
      const active = strip.querySelector('.semi-tabs-tab-active').getBoundingClientRect()
      return {
        rows: new Set(all.map((rect: any) => Math.round(rect.top))).size,
        overflows: strip.scrollWidth > strip.clientWidth,
        activeInView: active.left >= box.left && active.right <= box.right + 1,
      }
    })
    assert.equal(tabs.rows, 1, 'one row of tabs')
    assert.isTrue(tabs.overflows, 'the row is wider than a phone and scrolls')
    assert.isTrue(tabs.activeInView, '修改密码, the last tab, is scrolled into view')
    assert.equal(await overflowOf(page), 0)
  })
})
