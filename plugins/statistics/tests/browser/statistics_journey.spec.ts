import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'
import { rollupEvents } from '#plugins/statistics/actions/rollup_events'
import { flushEventBuffers } from '#plugins/statistics/services/event_buffer'
import { dayOf } from '#plugins/statistics/services/clock'
import { BROWSER, disabledReason, makeDocument, resetRecording, statisticsDisabled } from '../helpers.js'
import { snapshot } from '#tests/helpers/browser'

const RECORD = '/api/v1/statistics/record-page-view'

async function hydrated(page: any) {
  await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
}

async function todayPageViews() {
  const row = await db.from('statistics_daily').where('day', dayOf(new Date())).first()
  return Number(row?.page_views ?? 0)
}

test.group('Statistics in a browser', (group) => {
  group.tap((item) => item.skip(statisticsDisabled, disabledReason))
  group.each.timeout(300_000)
  group.each.setup(resetRecording)

  test('a guest reads two pages; an administrator then sees the visits on the dashboard and the statistics pages', async ({
    browser,
    visit,
    browserContext,
    assert,
  }) => {
    const doc = await makeDocument('浏览器统计测试文档')
    const baseURL = `http://${process.env.HOST}:${process.env.PORT}`
    const before = await todayPageViews()

    // A reader's browser: headless Chrome announces itself as HeadlessChrome, which counts as a crawler.
    const reader = await browser.newContext({ userAgent: BROWSER, baseURL })
    const page = await reader.newPage()
    const sent: string[] = []
    page.on('request', (request: any) => {
      if (request.url().endsWith(RECORD)) sent.push(request.postDataJSON().url)
    })

    const first = page.waitForResponse((response: any) => response.url().endsWith(RECORD), { timeout: 120_000 })
    await page.goto(`/document/${doc.id}`, { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await hydrated(page)
    assert.deepEqual(await (await first).json(), { recorded: true })
    // An Inertia navigation inside the site is tracked too, 1 s after it.
    const second = page.waitForResponse((response: any) => response.url().endsWith(RECORD), { timeout: 60_000 })
    await page.getByRole('link', { name: '首页' }).first().click()
    await page.waitForURL(`${baseURL}/`)
    assert.deepEqual(await (await second).json(), { recorded: true })
    // Back on the same page within 30 minutes: this browser does not send it again.
    await page.goto(`/document/${doc.id}`, { waitUntil: 'domcontentloaded' })
    await hydrated(page)
    await page.waitForTimeout(2000)
    assert.deepEqual(sent, [`/document/${doc.id}`, '/'])
    // A guest's tracker sends no cookies: its browser is named by the client id it keeps.
    const visitorId = await page.evaluate(() => (globalThis as any).localStorage.getItem('ds_client_id') as string | null)
    assert.match(visitorId!, /^[0-9a-f]{32}$/)
    assert.isUndefined((await reader.cookies()).find((cookie: any) => cookie.name === 'ds_vid'))
    await flushEventBuffers()
    const rows = await db.from('statistics_page_views').where('visitor_id', visitorId!).orderBy('id')
    assert.deepEqual(
      rows.map((row) => [row.url, row.page_type, row.referer, Number(row.is_bot)]),
      [
        [`/document/${doc.id}`, 'document', '', 0],
        ['/', 'home', `/document/${doc.id}`, 0],
      ]
    )
    await reader.close()

    await rollupEvents({ lagMs: 0 })
    const after = await todayPageViews()
    assert.equal(after, before + 2)

    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(await createSuperAdmin())}` })
    const dashboard = await visit('/admin', { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await hydrated(dashboard)
    const figure = dashboard.locator('[data-widget="statistics.today"] [data-metric="浏览量"]')
    assert.equal((await figure.textContent())?.trim(), after.toLocaleString('zh-CN'))
    await dashboard.locator('[data-widget="statistics.top-documents"]').getByText('浏览器统计测试文档').waitFor()
    await dashboard.locator('[data-widget="statistics.trend"] canvas').waitFor({ timeout: 60_000 })
    await snapshot(dashboard, 'statistics_dashboard')

    const statistics = await visit('/admin/statistics', { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await hydrated(statistics)
    await statistics.locator('.semi-radio', { hasText: '今天' }).click()
    await statistics.locator('[data-metric="page_views"]').getByText(after.toLocaleString('zh-CN'), { exact: true }).waitFor()
    await statistics.getByText('浏览器统计测试文档').first().waitFor()
    await statistics.locator('.ds-chart canvas').first().waitFor({ timeout: 60_000 })
    await snapshot(statistics, 'statistics_page')

    // A phone opens it at its own width.
    const phone = await browserContext.newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    await phone.goto(`${baseURL}/admin/statistics`, { waitUntil: 'domcontentloaded' })
    await hydrated(phone)
    await phone.locator('.ds-chart canvas').first().waitFor({ timeout: 60_000 })
    const overflow = await phone.evaluate(() => (globalThis as any).document.documentElement.scrollWidth - (globalThis as any).innerWidth)
    assert.isAtMost(overflow, 0)
    await snapshot(phone, 'statistics_page_phone')

    const visitors = await visit('/admin/visitor-analytics', { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await hydrated(visitors)
    const row = visitors.locator('tr', { hasText: visitorId!.slice(0, 12) })
    await row.waitFor()
    assert.include(await row.textContent(), 'Chrome · Windows · 电脑')
    await row.getByRole('button', { name: '访问轨迹' }).click()
    await visitors.getByTestId('trail-item').nth(1).waitFor()
    assert.equal(await visitors.getByTestId('trail-item').count(), 2)
    await snapshot(visitors, 'statistics_visitors')
  })
})
