import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Category } from '#plugins/categories/contracts'
import { recountForDocuments } from '#plugins/documents/actions/recount_documents'
import { createUser } from '#tests/helpers/users'
import { documentsDisabled, disabledReason, makeCategory, makeDocument, unique, wipeDocuments } from '../functional/admin_helpers.js'
import { openPage, snapshot } from '#tests/helpers/browser'

async function seedLibrary() {
  await wipeDocuments()
  await Category.query().delete()
  const owner = await createUser()
  const top = await makeCategory(unique('教育'))
  const child = await makeCategory(unique('大学'), top.id)
  const ids: number[] = []
  const rows: [string, string, number][] = [
    ['高等数学复习提纲', '.pdf', 40],
    ['线性代数讲义', '.pdf', 900],
    ['课程设计报告', '.docx', 300],
    ['期末课件', '.pptx', 10],
  ]
  for (const [title, ext, views] of rows) {
    const document = await makeDocument({ title, ext, userId: owner.id, categoryIds: [child.id], description: `${title}的简介` })
    await db.from('documents').where('id', document.id).update({ view_count: views })
    ids.push(document.id)
  }
  await recountForDocuments(ids)
  return { top, child, ids }
}

test.group('Home and category listing in a browser', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.timeout(300_000)

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`${label}: home → a category → filter by type and sort → open a document`, async ({ visit, assert }) => {
      const { top, ids } = await seedLibrary()
      const home = await openPage(visit, '/')
      await home.setViewportSize(viewport)
      await snapshot(home, `listing_home_${label}`)
      const section = home.locator(`[data-section="documents.category.${top.id}"]`)
      await section.waitFor()
      await section.locator('h2 a').click()
      await home.waitForURL(new RegExp(`/category/${top.id}$`))
      await home.locator('.ds-doc-item').first().waitFor()
      assert.equal(await home.locator('.ds-doc-item').count(), 4)

      await home.locator('.ds-filter__chip', { hasText: 'PDF' }).click()
      await home.waitForURL(/ext=pdf/)
      await home.locator('.ds-filter__chip', { hasText: '最多浏览' }).click()
      await home.waitForURL(/sort=view_count/)
      await home.waitForFunction(() => (globalThis as any).document.querySelectorAll('.ds-doc-item').length === 2)
      const titles = await home.locator('.ds-doc-item .ds-row__title a').allTextContents()
      assert.deepEqual(titles, ['线性代数讲义', '高等数学复习提纲'])
      const overflow = await home.evaluate(() => {
        const { document: page, innerWidth } = globalThis as any
        return page.documentElement.scrollWidth > innerWidth
      })
      assert.isFalse(overflow, 'nothing overflows the viewport')
      await snapshot(home, `listing_category_${label}`)

      const link = home.locator('.ds-doc-item .ds-row__title a').first()
      assert.equal(await link.getAttribute('href'), `/document/${ids[1]}`)
      await link.click()
      await home.waitForURL(new RegExp(`/document/${ids[1]}$`))
    })
  }
})
