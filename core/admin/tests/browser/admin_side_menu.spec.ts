import { test } from '@japa/runner'
import { openPage, signInAsAdmin, snapshot } from '#tests/helpers/browser'

const SHORT_DESKTOP = { width: 1280, height: 720 }

test.group('Admin side menu in a browser', (group) => {
  group.each.timeout(300_000)

  test('at 1280x720 with 系统设置 open the menu scrolls on its own and its last entry can be clicked', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/config/system', SHORT_DESKTOP)
    const nav = page.locator('.ds-admin-nav')
    const list = nav.locator('.semi-navigation-list-wrapper')
    await nav.getByText('系统设置').first().waitFor()
    // The last page entry (a closed group such as 聊天管理 only opens when clicked).
    const lastEntry = nav.locator('.semi-navigation-item:not(.semi-navigation-item-sub)').last()
    const lastTitle = (await lastEntry.innerText()).trim()

    const pageScroll = () => page.evaluate(() => (globalThis as any).window.scrollY)
    const menuScroll = () => list.evaluate((element: any) => element.scrollTop)
    assert.isAbove(
      await list.evaluate((element: any) => element.scrollHeight - element.clientHeight),
      0,
      'the open 系统设置 group makes the entries taller than the window'
    )
    const sider = await page.locator('.ds-admin__sider').boundingBox()
    assert.isAtMost(sider.y + sider.height, SHORT_DESKTOP.height, 'the menu ends inside the window')

    const box = await list.boundingBox()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, 3000)
    await page.waitForFunction(
      (element: any) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
      await list.elementHandle()
    )
    assert.isAbove(await menuScroll(), 0, 'the wheel scrolled the menu')
    assert.equal(await pageScroll(), 0, 'the wheel did not scroll the page')

    const entry = await lastEntry.boundingBox()
    assert.isAtMost(entry.y + entry.height, SHORT_DESKTOP.height, `${lastTitle} is inside the window`)
    await snapshot(page, 'admin_menu_scrolled', { fullPage: false })
    const before = page.url()
    await lastEntry.click()
    await page.waitForURL((url: URL) => url.href !== before)
    await page.locator('.ds-admin-nav .semi-navigation-item-selected', { hasText: lastTitle }).waitFor()
  })
})
