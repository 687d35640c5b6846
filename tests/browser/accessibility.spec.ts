import { writeFileSync } from 'node:fs'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import registry from '#core/kernel/plugin_registry'
import { creditName } from '#core/settings/contracts'
import { seedFriendlinks, seedNavigation } from '#core/site/contracts'
import Advertisement from '#plugins/ads/models/advertisement'
import Banner from '#plugins/ads/models/banner'
import { createDemoAdvertisements, createDemoBanners } from '#plugins/ads/database/seeders/demo_seeder'
import { Category } from '#plugins/categories/contracts'
import Article from '#plugins/articles/models/article'
import seedCategories from '#plugins/categories/database/seeders/demo_seeder'
import { createReaderDocument } from '#plugins/documents/tests/functional/reader_fixtures'
import { createUser, tokenFor } from '#tests/helpers/users'
import { DESKTOP, openPage, PHONE, signInAsAdmin } from '#tests/helpers/browser'
import { axeViolations, describeViolations, isBlocking, type AxeViolation } from '#tests/helpers/axe'

/** The ids the routes with parameters are opened with (content of a freshly seeded site). */
interface Seeded {
  memberId: number
  documentId: number
  categoryId: number
  articleKey: string
}

const seeded = {} as Seeded

/** Every page route a visitor can open (the /m/ addresses render the same pages). */
const sitePages = (ids: Seeded) => [
  '/',
  '/tool',
  '/login',
  '/register',
  '/findpassword',
  '/search?wd=测试',
  '/m/search',
  `/user/${ids.memberId}`,
  `/user/${ids.memberId}/document`,
  `/user/${ids.memberId}/article`,
  `/document/${ids.documentId}`,
  `/m/document/${ids.documentId}`,
  '/category',
  `/category/${ids.categoryId}`,
  `/m/category/${ids.categoryId}`,
  `/m/categoryall/${ids.categoryId}`,
  '/article',
  `/article/${ids.articleKey}`,
  '/article/about',
  '/joinvip',
  '/m/joinvip',
  '/no-such-page',
]

/** Every page a signed-in member has of their own. */
const memberPages = [
  '/me',
  '/me/profile',
  '/me/password',
  '/upload',
  '/me/document',
  '/me/download',
  '/me/favorite',
  '/me/comment',
  '/post',
  '/me/article',
  '/order',
  '/me/vip',
  '/me/order',
  '/me/credit',
]

/** The GET route patterns the router knows: a disabled plugin's routes are not among them. */
function getPatterns() {
  const routes = Object.values(router.toJSON()).flat() as { pattern: string; methods: string[] }[]
  return new Set(routes.filter((route) => route.methods.includes('GET')).map((route) => route.pattern))
}

/** Pages of plugins, each opened as [path, route pattern] only while the plugin serves the route. */
function servedPages(pages: [path: string, pattern: string][]) {
  const patterns = getPatterns()
  return pages.filter(([, pattern]) => patterns.has(pattern)).map(([path]) => path)
}

const pluginSitePages = (ids: Seeded) =>
  servedPages([
    ['/findpassword-mobile', '/findpassword-mobile'],
    // No code or state: the callback page shows its error.
    ['/oauth/github', '/oauth/:type'],
    ['/hello', '/hello'],
    [`/user/${ids.memberId}/hello`, '/user/:id/hello'],
  ])

const pluginMemberPages = () =>
  servedPages([
    ['/me/oauth', '/me/oauth'],
    ['/hello/new', '/hello/new'],
    ['/me/hello', '/me/hello'],
  ])

/** Every admin page the router knows, read from the routes so a new one is covered without editing this list. */
function adminPages() {
  return [...getPatterns()].filter((pattern) => /^\/admin(\/|$)/.test(pattern) && !pattern.includes(':')).sort()
}

const report: { path: string; width: number; violations: AxeViolation[] }[] = []

function countOf(violations: AxeViolation[], impact: string) {
  return violations.filter((violation) => violation.impact === impact).reduce((sum, violation) => sum + violation.targets.length, 0)
}

/** A11Y_REPORT=file writes the per-page table (nodes per impact and the rules found) for the closing note. */
function writeReport() {
  const file = process.env.A11Y_REPORT
  if (!file) return
  const lines = ['| page | width | critical | serious | moderate | minor | rules (nodes) |', '|---|---|---|---|---|---|---|']
  for (const { path, width, violations } of report) {
    const rules = violations.map((violation) => `${violation.id} ${violation.impact} (${violation.targets.length})`).join(', ')
    const counts = ['critical', 'serious', 'moderate', 'minor'].map((impact) => countOf(violations, impact))
    lines.push(`| ${path} | ${width} | ${counts.join(' | ')} | ${rules || '-'} |`)
  }
  writeFileSync(file, lines.join('\n') + '\n')
}

/** Opens each page at the width, runs axe, and fails once with every serious or critical finding of them all. */
async function checkPages(visit: any, paths: string[], viewport: { width: number; height: number }) {
  const failures: string[] = []
  for (const path of paths) {
    const page = await openPage(visit, path, viewport, { axe: false })
    // The seeded house advertisement is part of what axe checks on the home page.
    if (path === '/' && registry.isEnabled('ads')) await page.locator('[data-position=index_banner_bottom] .ds-ad').first().waitFor()
    const violations = await axeViolations(page)
    report.push({ path, width: viewport.width, violations })
    const blocking = violations.filter(isBlocking)
    if (blocking.length) {
      failures.push(describeViolations(`${path} @${viewport.width}px`, blocking))
      if (process.env.A11Y_REPORT) console.log(failures.at(-1))
    }
    await page.close()
  }
  if (failures.length) throw new Error(`Accessibility (axe, WCAG 2.1 AA) violations:\n${failures.join('\n')}`)
}

/**
 * What a fresh site shows: the seeded banners and house advertisements (home page, reader), so
 * their colours are checked as visitors see them. Removed again afterwards. Answers the cleanup.
 */
async function seedDemoAds(userId: number) {
  if (!registry.isEnabled('ads')) return async () => {}
  const currency = await creditName()
  const banners = await createDemoBanners(userId, currency)
  const ads = await createDemoAdvertisements(userId, currency)
  return async () => {
    await Advertisement.query()
      .whereIn(
        'id',
        ads.map((ad) => ad.id)
      )
      .delete()
    await Banner.query()
      .whereIn(
        'id',
        banners.map((banner) => banner.id)
      )
      .delete()
  }
}

/** The demo seeder skips a site that has categories, which earlier specs may have left without a subcategory. */
async function documentSubcategory() {
  const existing = await Category.query().where('type', 0).where('parent_id', '>', 0).first()
  if (existing) return existing
  const parent = await Category.create({ title: '无障碍分类', type: 0, parentId: 0 })
  return Category.create({ title: '无障碍子分类', type: 0, parentId: parent.id })
}

test.group('Accessibility (axe, WCAG 2.1 AA) of every page', (group) => {
  group.each.timeout(1_800_000)
  group.setup(async () => {
    await seedNavigation()
    await seedFriendlinks()
    await seedCategories()
    const member = await createUser()
    const category = await documentSubcategory()
    const document = await createReaderDocument({
      pages: 4,
      preview: 3,
      title: '无障碍测试文档',
      userId: member.id,
      categoryIds: [category.id],
    })
    const articleCategory =
      (await Category.query().where('type', 1).first()) ?? (await Category.create({ title: '无障碍文章分类', type: 1, parentId: 0 }))
    const article = await Article.create({
      identifier: `a11y${Date.now().toString(36)}`,
      userId: member.id,
      title: '无障碍测试文章',
      keywords: '',
      description: '一篇用于无障碍检查的文章',
      author: '',
      content: '<p>正文第一段，包含一个<a href="/article">文中链接</a>。</p>',
      status: 1,
      rejectReason: '',
    })
    await article.related('categories').attach([articleCategory.id])
    Object.assign(seeded, { memberId: member.id, documentId: document.id, categoryId: category.id, articleKey: article.identifier })
    const removeAds = await seedDemoAds(member.id)
    return async () => {
      await removeAds()
      writeReport()
    }
  })

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${label}: the public pages`, async ({ visit }) => {
      await checkPages(visit, [...sitePages(seeded), ...pluginSitePages(seeded)], viewport)
    })

    test(`${label}: a member's own pages`, async ({ visit, browserContext }) => {
      const member = await createUser()
      await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(member)}` })
      await checkPages(visit, [...memberPages, ...pluginMemberPages()], viewport)
    })

    test(`${label}: every admin page`, async ({ visit, browserContext }) => {
      await signInAsAdmin(browserContext)
      await checkPages(visit, adminPages(), viewport)
    })
  }
})
