import { test } from '@japa/runner'
import { openPage, DESKTOP } from '#tests/helpers/browser'
import { takeContentSecurityPolicyViolations } from '#tests/helpers/csp_watch'
import { createReaderDocument } from '#plugins/documents/tests/functional/reader_fixtures'

/** Records every violation a page reports, from its first script on. */
async function recordViolations(browserContext: any) {
  await browserContext.addInitScript(() => {
    const page = globalThis as any
    page.__violations = []
    page.document.addEventListener('securitypolicyviolation', (event: any) => {
      page.__violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
}

const violationsOf = (page: any) => page.evaluate(() => (globalThis as any).__violations as string[])

test.group('Content-Security-Policy in a browser', (group) => {
  group.each.timeout(300_000)

  test('public pages render, hydrate and load their images without a violation', async ({ visit, browserContext, assert }) => {
    await recordViolations(browserContext)
    const document = await createReaderDocument({ pages: 3, preview: 3, title: '内容安全策略测试文档' })
    for (const path of ['/', `/document/${document.id}`, '/search?wd=测试', '/login', '/no-such-page-for-csp']) {
      const page = await openPage(visit, path, DESKTOP)
      await page.waitForLoadState('networkidle')
      if (path.startsWith('/document/')) {
        const image = page.locator('.ds-reader-page img').first()
        await image.waitFor()
        await image.scrollIntoViewIfNeeded()
        await page.waitForFunction((element: any) => element.complete && element.naturalWidth > 0, await image.elementHandle())
      }
      assert.deepEqual(await violationsOf(page), [], path)
    }
  })

  test('markup slipped into a page cannot run: inline handlers and scripts without the nonce are blocked', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await recordViolations(browserContext)
    const page = await openPage(visit, '/', DESKTOP)
    await page.evaluate(() => {
      const body = (globalThis as any).document.body
      body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__ran = 1">')
      const script = (globalThis as any).document.createElement('script')
      script.textContent = 'window.__ran = 2'
      body.appendChild(script)
    })
    await page.waitForFunction(() => (globalThis as any).__violations.length >= 2)
    assert.isUndefined(await page.evaluate(() => (globalThis as any).__ran))
    assert.includeMembers(
      (await violationsOf(page)).map((line: string) => line.split(' ')[0]),
      ['script-src-attr', 'script-src-elem']
    )
    // Those two were the point of this test, not a fault of the page.
    takeContentSecurityPolicyViolations()
  })
})
