import { test } from '@japa/runner'
import Navigation from '#core/site/models/navigation'
import Friendlink from '#core/site/models/friendlink'
import { seedFriendlinks, seedNavigation } from '#core/site/contracts'
import { DESKTOP, modalButton, openPage, PHONE, signInAsAdmin, snapshot } from '#tests/helpers/browser'

test.group('Navigation admin page in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await Navigation.query().delete()
    await seedNavigation()
  })

  test('an administrator adds a child entry under 文章 and disables it', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const article = await Navigation.findByOrFail('href', '/article')
    const category = await Navigation.findByOrFail('href', '/category')
    const page = await openPage(visit, '/admin/navigation', DESKTOP)
    const articleRow = page.locator(`tr[data-row-key="${article.id}"]`)
    await articleRow.getByRole('button', { name: '添加子导航' }).click()

    const dialog = page.getByRole('dialog')
    await dialog.locator('input#title, input[name="title"]').first().fill('技术专栏')
    await dialog.locator('input#href, input[name="href"]').first().fill('/article?category_id=3')
    await dialog.locator('input#color, input[name="color"]').first().fill('#ff6600')
    await dialog.getByText('新窗口').click()
    await snapshot(page, 'navigation_modal')
    await modalButton(page, '保存').click()
    await page.getByText('新增成功').waitFor()

    const child = await Navigation.findByOrFail('title', '技术专栏')
    assert.equal(child.parentId, article.id)
    assert.equal(child.target, '_blank')
    assert.equal(child.color, '#ff6600')

    const childRow = page.locator(`tr[data-row-key="${child.id}"]`)
    await childRow.getByRole('switch').click()
    await page.waitForTimeout(500)
    await child.refresh()
    assert.isFalse(child.enable)
    await snapshot(page, 'navigation_tree')

    assert.isTrue(await page.locator(`tr[data-row-key="${category.id}"]`).getByRole('button', { name: '删除' }).isDisabled())
  })

  test('an invalid link is refused in the form before anything is sent', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/navigation', PHONE)
    await page.getByRole('button', { name: '新增导航' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input#title, input[name="title"]').first().fill('坏链接')
    await dialog.locator('input#href, input[name="href"]').first().fill('javascript:alert(1)')
    await modalButton(page, '保存').click()
    await dialog.getByText('链接地址必须以 / 开头，或者是 http:// 或 https:// 开头的网址').waitFor()
    await snapshot(page, 'navigation_modal_phone')
    assert.isNull(await Navigation.findBy('title', '坏链接'))
  })
})

test.group('Friend link admin page in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await Friendlink.query().delete()
    await seedFriendlinks()
  })

  test('an administrator adds, disables and deletes a friend link', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/friendlink', DESKTOP)
    await page.getByRole('gridcell', { name: 'AdonisJS', exact: true }).waitFor()

    await page.getByRole('button', { name: '新增友链' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input#title, input[name="title"]').first().fill('开源中国')
    await dialog.locator('input#link, input[name="link"]').first().fill('ftp://oschina.net')
    await modalButton(page, '保存').click()
    await dialog.getByText('链接地址必须是 http:// 或 https:// 开头的网址').waitFor()
    await dialog.locator('input#link, input[name="link"]').first().fill('https://www.oschina.net')
    await modalButton(page, '保存').click()
    await page.getByText('新增成功').waitFor()
    const created = await Friendlink.findByOrFail('title', '开源中国')
    assert.equal(created.link, 'https://www.oschina.net')

    const row = page.locator(`tr[data-row-key="${created.id}"]`)
    await row.getByRole('switch').click()
    await page.waitForTimeout(500)
    await created.refresh()
    assert.isFalse(created.enable)
    await snapshot(page, 'friendlink_list')

    await row.getByRole('button', { name: '删除' }).click()
    await page.getByText('删除友情链接「开源中国」？').waitFor()
    await snapshot(page, 'friendlink_confirm')
    await modalButton(page, '删除').click()
    await page.getByText('删除成功').waitFor()
    assert.isNull(await Friendlink.find(created.id))
  })
})
