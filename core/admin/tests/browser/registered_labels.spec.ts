import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { siteStats } from '#core/admin/contracts'
import { registerSearchKind, searchKind } from '#core/search/contracts'
import SearchRecord from '#core/search/models/search_record'
import { DESKTOP, openPage, signInAsAdmin } from '#tests/helpers/browser'

/** What a plugin of frequently asked questions would register; core names neither. */
const FAQ_TYPE = 79

test.group('Admin pages label what plugins registered, in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    siteStats.add('faq_labels', () => ({
      labels: { faq_count: { label: '常见问题', icon: 'IconComment', tone: 'cyan' } },
      count: async () => ({ faq_count: 7 }),
    }))
    if (!searchKind('faq-labels')) {
      registerSearchKind({
        kind: 'faq-labels',
        // Not a loaded plugin: no tab on /search for the rest of the run, yet its records keep their name.
        plugin: 'faq_labels',
        type: FAQ_TYPE,
        title: '常见问题',
        placeholder: '搜索常见问题',
        card: 'none',
        load: async () => [],
        publicIds: async () => [],
        bodies: async () => new Map(),
      })
    }
    await db.from('search_records').delete()
    return async () => {
      siteStats.remove('faq_labels')
      await db.from('search_records').delete()
    }
  })

  test('the dashboard shows a plugin counter under the label it registered, not its key', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin', DESKTOP)
    const card = page.locator('.ds-stat-card', { has: page.locator('[data-stat="faq_count"]') })
    await card.getByText('常见问题').waitFor()
    assert.equal(await card.getByText('faq_count').count(), 0)
    assert.equal((await card.locator('[data-stat="faq_count"]').innerText()).trim(), '7')
  })

  test('搜索记录 tags each record with its search kind’s name, and an unknown type by its number', async ({ visit, browserContext }) => {
    await signInAsAdmin(browserContext)
    await SearchRecord.createMany([
      { keywords: '怎么退款', ip: '', type: FAQ_TYPE, total: 2, page: 1, userId: 0, userAgent: '', spendTime: 0.01 },
      { keywords: '旧插件的搜索', ip: '', type: 99, total: 0, page: 1, userId: 0, userAgent: '', spendTime: 0.01 },
    ])
    const page = await openPage(visit, '/admin/document/searchrecord', DESKTOP)
    await page.locator('tr', { hasText: '怎么退款' }).getByText('常见问题', { exact: true }).waitFor()
    await page.locator('tr', { hasText: '旧插件的搜索' }).getByText('类型 99', { exact: true }).waitFor()
  })
})
