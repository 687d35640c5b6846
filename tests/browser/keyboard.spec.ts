import { test } from '@japa/runner'
import { seedNavigation } from '#core/site/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { createReaderDocument } from '#plugins/documents/tests/functional/reader_fixtures'
import { DESKTOP, openPage, PHONE } from '#tests/helpers/browser'

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
})
