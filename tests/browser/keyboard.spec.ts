import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { seedFriendlinks, seedNavigation } from '#core/site/contracts'
import Document from '#plugins/documents/models/document'
import { createUser, tokenFor } from '#tests/helpers/users'
import { createReaderDocument } from '#plugins/documents/tests/functional/reader_fixtures'
import { createUploader, documentsDisabled, disabledReason, makeCategory } from '#plugins/documents/tests/functional/upload_helpers'
import { DESKTOP, openPage, PHONE, signInAsAdmin } from '#tests/helpers/browser'

/** What has focus: its tag, test id, aria-label or text, and whether a focus ring is drawn around it. */
function focused(page: any) {
  return page.evaluate(() => {
    const element = (globalThis as any).document.activeElement
    const style = (globalThis as any).getComputedStyle(element)
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id as string,
      testId: element.getAttribute('data-testid') as string | null,
      label: (element.getAttribute('aria-label') || element.getAttribute('placeholder') || element.textContent || '').trim() as string,
      href: element.getAttribute('href') as string | null,
      role: element.getAttribute('role') as string | null,
      /** The nearest test id around it (upload-item for the fields of a file). */
      within: (element.closest('[data-testid]')?.getAttribute('data-testid') ?? null) as string | null,
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      inView: (() => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0
      })(),
    }
  })
}

/** Presses Tab until `matches` holds for the focused element (or gives up), returning every stop on the way. */
async function tabUntil(page: any, matches: (stop: Awaited<ReturnType<typeof focused>>) => boolean, limit = 80) {
  const stops: Awaited<ReturnType<typeof focused>>[] = []
  for (let index = 0; index < limit; index++) {
    await page.keyboard.press('Tab')
    const stop = await focused(page)
    stops.push(stop)
    if (matches(stop)) return stops
  }
  throw new Error(`Tab never reached the element; stops: ${stops.map((stop) => `${stop.tag} ${stop.label}`.slice(0, 40)).join(' → ')}`)
}

test.group('Keyboard use of the site', (group) => {
  group.each.timeout(300_000)

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${label}: the first Tab on the home page shows the skip link, which moves focus to the page content`, async ({
      visit,
      assert,
    }) => {
      const page = await openPage(visit, '/', viewport)
      await page.keyboard.press('Tab')
      const skip = await focused(page)
      assert.equal(skip.label, '跳到主要内容')
      assert.equal(skip.href, '#main-content')
      assert.isTrue(skip.inView, 'the skip link comes into view when it has focus')
      assert.isTrue(skip.outline, 'the skip link has a focus ring')
      await page.keyboard.press('Enter')
      assert.equal((await focused(page)).id, 'main-content')
    })
  }

  test('Tab reaches the header menu and search, each with a visible focus ring', async ({ visit, assert }) => {
    await seedNavigation()
    const page = await openPage(visit, '/', DESKTOP)
    const stops = await tabUntil(page, (stop) => stop.label === '登录')
    assert.isTrue(
      stops.some((stop) => stop.href === '/category'),
      'the header menu is on the way'
    )
    assert.isTrue(
      stops.some((stop) => stop.tag === 'input' && stop.label === '搜索文档'),
      'the header search is on the way'
    )
    for (const stop of stops.filter((item) => item.tag === 'a' || item.tag === 'button')) {
      assert.isTrue(stop.outline, `${stop.tag} ${stop.label} shows where the focus is`)
    }
  })

  test('in the reader Tab reaches the toolbar and the report button; closing its dialog gives focus back to the button', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await createReaderDocument({ pages: 6, preview: 4, title: '键盘阅读测试' })
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(await createUser())}` })
    const page = await openPage(visit, `/document/${document.id}`, DESKTOP)
    const stops = await tabUntil(page, (stop) => stop.testId === 'report-button', 150)
    assert.isTrue(
      stops.some((stop) => stop.label === '在文档中搜索'),
      'the page search of the reader is on the way'
    )
    assert.isTrue((await focused(page)).outline, 'the report button shows its focus')

    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.getByText('请选择举报原因，管理员会尽快处理。').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.waitForFunction(() => (globalThis as any).document.activeElement?.getAttribute('data-testid') === 'report-button')
    assert.equal((await focused(page)).testId, 'report-button')
  })

  test('the upload form by keyboard alone: 选择文件 then the fields of the file and 开始上传', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const uploader = await createUploader()
    const category = await makeCategory()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(uploader)}` })
    const page = await openPage(visit, '/upload', DESKTOP)

    await tabUntil(page, (stop) => stop.tag === 'button' && stop.label === '选择文件')
    assert.isTrue((await focused(page)).outline, '选择文件 shows its focus')
    // A key press opens the chooser only within the browser's few seconds of user activation: on a
    // machine busy enough to handle it later, the press is made again.
    let chooser: any = null
    for (let attempt = 0; attempt < 3 && !chooser; attempt++) {
      const opened = page.waitForEvent('filechooser', { timeout: 15_000 }).catch(() => null)
      await page.keyboard.press('Enter')
      chooser = await opened
    }
    assert.exists(chooser, 'Enter on 选择文件 opens the file chooser')
    await chooser.setFiles(app.makePath('plugins/documents/tests/fixtures/sample.pdf'))
    await page.locator('[data-testid=upload-item][data-phase=waiting]').waitFor({ timeout: 60_000 })

    await tabUntil(page, (stop) => stop.within === 'upload-item' && stop.label === '标题')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('键盘上传的样例')
    // The category: Tab to the select, ArrowDown opens it, typing narrows it, Enter takes the option.
    await page.keyboard.press('Tab')
    assert.equal((await focused(page)).role, 'combobox')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.type(category.title)
    await page.getByRole('option', { name: category.title }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.locator('[data-testid=upload-item] .semi-select-selection-text', { hasText: category.title }).waitFor()
    await tabUntil(page, (stop) => stop.within === 'upload-item' && stop.label === '价格', 5)
    await page.keyboard.type('3')

    const submit = await tabUntil(page, (stop) => stop.tag === 'button' && stop.label.includes('开始上传'), 40)
    assert.isTrue(submit.at(-1)!.outline, '开始上传 shows its focus')
    await page.keyboard.press('Space')
    await page.getByTestId('upload-done-link').waitFor({ timeout: 60_000 })
    const document = await Document.query().where('userId', uploader.id).preload('categories').firstOrFail()
    assert.equal(document.title, '键盘上传的样例')
    assert.equal(document.price, 3)
    assert.deepEqual(
      document.categories.map((row) => row.id),
      [category.id]
    )
  }).skip(documentsDisabled, disabledReason)

  test('an admin list by keyboard: the search box and a row action whose dialog Escape closes with focus back on it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await seedFriendlinks()
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/friendlink', DESKTOP)
    await page.locator('.semi-table-row').first().waitFor()

    const toSearch = await tabUntil(page, (stop) => stop.tag === 'input' && stop.label === '搜索友情链接', 120)
    assert.isTrue(toSearch.length > 1, 'the search box is reached by Tab')
    const edit = await tabUntil(page, (stop) => stop.tag === 'button' && stop.label === '编辑', 40)
    assert.isTrue(edit.at(-1)!.outline, '编辑 shows its focus')
    await page.evaluate(() => (globalThis as any).document.activeElement.setAttribute('data-opener', ''))

    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.getByText('编辑友情链接').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.waitForFunction(() => (globalThis as any).document.activeElement?.hasAttribute('data-opener'))
    assert.equal((await focused(page)).label, '编辑')
  })
})
