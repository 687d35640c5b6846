import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { Category, categoryUsage } from '#plugins/categories/contracts'
import { recountForDocuments } from '#plugins/documents/actions/recount_documents'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { documentsDisabled, disabledReason, makeCategory, makeDocument, unique, wipeDocuments } from './admin_helpers.js'
import { inertiaPage } from '#tests/helpers/inertia'

async function wipeAll() {
  await wipeDocuments()
  await Category.query().delete()
  await settings.update('display', { hide_category_without_document: false, show_index_categories: true })
}

const titlesOf = (documents: { title: string }[]) => documents.map((document) => document.title)

test.group('Listing: GET /api/v1/document/home', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(wipeAll)

  test('one block per enabled top-level document category, with its visible converted documents newest first', async ({
    client,
    assert,
  }) => {
    const owner = await createUser()
    const top = await makeCategory('首页顶级')
    const child = await makeCategory('首页子类', top.id)
    const off = await makeCategory('首页禁用')
    await Category.query().where('id', off.id).update({ enable: false })
    await makeCategory('文章分类', 0, 1)
    const older = await makeDocument({ title: '旧文档', userId: owner.id, categoryIds: [top.id] })
    const newer = await makeDocument({ title: '子类新文档', userId: owner.id, categoryIds: [child.id] })
    await makeDocument({ title: '待转换', userId: owner.id, status: 0, categoryIds: [top.id] })
    await makeDocument({ title: '已禁用', userId: owner.id, status: 4, categoryIds: [top.id] })
    await makeDocument({ title: '回收站', userId: owner.id, deleted: { by: owner.id }, categoryIds: [top.id] })
    await makeDocument({ title: '禁用分类下', userId: owner.id, categoryIds: [off.id] })

    const response = await client.get('/api/v1/document/home')
    response.assertStatus(200)
    const blocks = response.body().document
    assert.deepEqual(
      blocks.map((block: any) => block.category_name),
      ['首页顶级']
    )
    assert.equal(blocks[0].category_id, top.id)
    assert.deepEqual(titlesOf(blocks[0].document), ['子类新文档', '旧文档'])
    assert.deepEqual(Object.keys(blocks[0].document[0]).sort(), ['cover', 'ext', 'id', 'pages', 'title', 'uuid'])
    assert.equal(blocks[0].document[0].cover, `/view/cover/${newer.id}`)
    assert.isAbove(newer.id, older.id)
  })

  test('limit is clamped to 1–100 (default 5) and field adds columns', async ({ client, assert }) => {
    const owner = await createUser()
    const top = await makeCategory()
    for (let index = 0; index < 7; index += 1) await makeDocument({ userId: owner.id, categoryIds: [top.id], description: `d${index}` })

    const count = async (query: Record<string, unknown>) =>
      (await client.get('/api/v1/document/home').qs(query)).body().document[0].document.length
    assert.equal(await count({}), 5)
    assert.equal(await count({ limit: 0 }), 1)
    assert.equal(await count({ limit: 3 }), 3)
    assert.equal(await count({ limit: 1000 }), 7)
    assert.equal(await count({ limit: 'abc' }), 5)
    const withField = await client.get('/api/v1/document/home?limit=1&field=description&field=view_count')
    assert.properties(withField.body().document[0].document[0], ['description', 'view_count', 'title'])
  })
})

test.group('Listing: stats and category usage', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(wipeAll)

  test('GET /api/v1/stats counts converted documents; admins also get pending and failed counts', async ({ client, assert }) => {
    const owner = await createUser()
    await makeDocument({ userId: owner.id, status: 2 })
    await makeDocument({ userId: owner.id, status: 0 })
    await makeDocument({ userId: owner.id, status: 3 })
    await makeDocument({ userId: owner.id, status: 6 })
    await makeDocument({ userId: owner.id, status: 2, deleted: { by: owner.id } })

    const stats = (await client.get('/api/v1/stats')).body()
    assert.equal(stats.document_count, 1)
    assert.notProperty(stats, 'document_failed_count')

    const admin = await createSuperAdmin()
    const adminStats = (await client.get('/api/v1/stats').bearerToken(await tokenFor(admin))).body()
    assert.equal(adminStats.document_count, 1)
    assert.equal(adminStats.document_pending_count, 1)
    assert.equal(adminStats.document_failed_count, 1)
    assert.equal(adminStats.document_review_count, 1)
  })

  test('categoryUsage counts documents filed under the categories, recycle bin included', async ({ assert }) => {
    const owner = await createUser()
    const a = await makeCategory()
    const b = await makeCategory()
    const unused = await makeCategory()
    await makeDocument({ userId: owner.id, categoryIds: [a.id, b.id] })
    await makeDocument({ userId: owner.id, deleted: { by: owner.id }, categoryIds: [b.id] })
    const total = async (ids: number[]) => (await categoryUsage.collect(ids)).reduce((sum, count) => sum + count, 0)
    assert.equal(await total([a.id, b.id]), 2)
    assert.equal(await total([b.id]), 2)
    assert.equal(await total([unused.id]), 0)
  })
})

test.group('Listing: the home page', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(wipeAll)

  test('with no document the home page invites the first upload', async ({ client, assert }) => {
    const page = inertiaPage((await client.get('/')).text())
    assert.deepEqual(
      page.props.homeSections.map((section: any) => section.key),
      ['documents.empty']
    )
    assert.equal(page.props.homeSections[0].empty.action.href, '/upload')
  })

  test('recommended documents first (newest recommendation first), then each category card with its newest documents', async ({
    client,
    assert,
  }) => {
    const owner = await createUser()
    const top = await makeCategory('首页分类')
    const child = await makeCategory('首页子分类', top.id)
    const first = await makeDocument({ title: '推荐一', userId: owner.id, recommended: true, categoryIds: [child.id] })
    const second = await makeDocument({ title: '推荐二', userId: owner.id, recommended: true, categoryIds: [top.id] })
    await makeDocument({ title: '隐藏的推荐', userId: owner.id, status: 6, recommended: true, categoryIds: [top.id] })
    await setRecommendAt(first.id, DateTime.now().plus({ minutes: 5 }))
    await recountForDocuments([first.id, second.id])

    const page = inertiaPage((await client.get('/')).text())
    const sections = page.props.homeSections
    assert.deepEqual(
      sections.map((section: any) => section.key),
      ['documents.recommended', `documents.category.${top.id}`]
    )
    assert.deepEqual(titlesOf(sections[0].items), ['推荐一', '推荐二'])
    assert.equal(sections[0].items[0].href, `/document/${first.id}`)
    assert.equal(sections[1].title, '首页分类')
    assert.deepEqual(sections[1].links, [{ title: '首页子分类', href: `/category/${child.id}` }])
    assert.deepEqual(titlesOf(sections[1].items), ['推荐二', '推荐一'])
    assert.equal(page.props.stats.document_count, 2)

    await settings.update('display', { show_index_categories: false })
    const without = inertiaPage((await client.get('/')).text())
    assert.deepEqual(
      without.props.homeSections.map((section: any) => section.key),
      ['documents.recommended']
    )
  })

  test('hide_category_without_document drops empty categories from the card', async ({ client, assert }) => {
    const owner = await createUser()
    const full = await makeCategory('有文档')
    const empty = await makeCategory('没文档')
    const document = await makeDocument({ userId: owner.id, categoryIds: [full.id] })
    await recountForDocuments([document.id])

    const shown = async () => inertiaPage((await client.get('/category')).text()).props.cards.map((card: any) => card.id)
    assert.sameMembers(await shown(), [full.id, empty.id])
    await settings.update('display', { hide_category_without_document: true })
    assert.deepEqual(await shown(), [full.id])
  })
})

async function setRecommendAt(id: number, at: DateTime) {
  await db
    .from('documents')
    .where('id', id)
    .update({ recommend_at: at.toSQL({ includeOffset: false }) })
}

test.group('Listing: /category/:id?', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.setup(wipeAll)

  async function open(client: any, url: string) {
    const response = await client.get(url)
    return { status: response.status(), page: response.status() === 200 ? inertiaPage(response.text()) : null }
  }

  test('lists visible documents of the category and its descendants, with breadcrumbs and sub-category chips', async ({
    client,
    assert,
  }) => {
    const owner = await createUser()
    const top = await makeCategory('顶级')
    const child = await makeCategory('子级', top.id)
    const grandchild = await makeCategory('孙级', child.id)
    const hiddenChild = await makeCategory('禁用子级', top.id)
    await Category.query().where('id', hiddenChild.id).update({ enable: false })
    const elsewhere = await makeCategory('别处')
    await makeDocument({ title: '顶级文档', userId: owner.id, categoryIds: [top.id] })
    await makeDocument({ title: '孙级文档', userId: owner.id, categoryIds: [grandchild.id] })
    await makeDocument({ title: '转换失败', userId: owner.id, status: 3, categoryIds: [top.id] })
    await makeDocument({ title: '禁用子级文档', userId: owner.id, categoryIds: [hiddenChild.id] })
    await makeDocument({ title: '审核中', userId: owner.id, status: 6, categoryIds: [top.id] })
    await makeDocument({ title: '已删除', userId: owner.id, deleted: { by: owner.id }, categoryIds: [top.id] })
    await makeDocument({ title: '别处文档', userId: owner.id, categoryIds: [elsewhere.id] })

    const { status, page } = await open(client, `/category/${top.id}`)
    assert.equal(status, 200)
    assert.equal(page.component, 'documents/site/category')
    assert.sameMembers(titlesOf(page.props.documents), ['顶级文档', '孙级文档'])
    assert.equal(page.props.total, 2)
    assert.deepEqual(
      page.props.chips.items.map((chip: any) => chip.title),
      ['子级']
    )
    assert.equal(page.props.documents[0].user.username, owner.username)

    const deep = (await open(client, `/category/${grandchild.id}`)).page
    assert.deepEqual(
      deep.props.path.map((entry: any) => entry.title),
      ['顶级', '子级', '孙级']
    )
    assert.deepEqual(titlesOf(deep.props.documents), ['孙级文档'])
    assert.deepEqual(
      deep.props.chips.items.map((chip: any) => chip.title),
      ['孙级'],
      'a leaf offers its siblings'
    )

    const all = (await open(client, '/category')).page
    assert.sameMembers(titlesOf(all.props.documents), ['顶级文档', '孙级文档', '别处文档'])
    assert.sameMembers(
      all.props.chips.items.map((chip: any) => chip.title),
      ['顶级', '别处']
    )

    // The phone addresses of the spec (the tab bar's 分类 opens /m/categoryall) show the same lists,
    // with the canonical address of the desktop page.
    for (const url of ['/m/categoryall', `/m/categoryall/${top.id}`, `/m/category/${top.id}`]) {
      const mobile = await client.get(url)
      assert.equal(mobile.status(), 200, url)
      const mobilePage = inertiaPage(mobile.text())
      assert.equal(mobilePage.component, 'documents/site/category', url)
      assert.sameMembers(
        titlesOf(mobilePage.props.documents),
        url === '/m/categoryall' ? ['顶级文档', '孙级文档', '别处文档'] : ['顶级文档', '孙级文档'],
        url
      )
    }
    assert.match((await client.get(`/m/category/${top.id}`)).text(), new RegExp(`rel="canonical" href="[^"]*/category/${top.id}"`))
  })

  test('a missing, disabled, article or malformed category is a 404 page', async ({ client, assert }) => {
    const top = await makeCategory()
    const off = await makeCategory(unique('禁用'), top.id)
    await Category.query().where('id', off.id).update({ enable: false })
    const below = await makeCategory(unique('禁用之下'), off.id)
    const article = await makeCategory(unique('文章'), 0, 1)
    for (const url of [`/category/${off.id}`, `/category/${below.id}`, `/category/${article.id}`, '/category/999999', '/category/abc']) {
      const response = await client.get(url)
      assert.equal(response.status(), 404, url)
      assert.equal(inertiaPage(response.text()).component, 'site/site/errors/not_found', url)
    }
  })

  test('filters by file type group and sorts; bad query strings fall back to the defaults', async ({ client, assert }) => {
    const owner = await createUser()
    const top = await makeCategory()
    const pdf = await makeDocument({ title: 'a.pdf', ext: '.pdf', userId: owner.id, categoryIds: [top.id] })
    await makeDocument({ title: 'b.docx', ext: '.docx', userId: owner.id, categoryIds: [top.id] })
    await makeDocument({ title: 'c.pptx', ext: '.pptx', userId: owner.id, categoryIds: [top.id] })
    const csv = await makeDocument({ title: 'd.csv', ext: '.csv', userId: owner.id, categoryIds: [top.id] })
    const txt = await makeDocument({ title: 'e.txt', ext: '.txt', userId: owner.id, categoryIds: [top.id] })
    await makeDocument({ title: 'f.epub', ext: '.epub', userId: owner.id, categoryIds: [top.id] })
    await db.from('documents').where('id', csv.id).update({ view_count: 50, download_count: 1, score: 200 })
    await db.from('documents').where('id', pdf.id).update({ view_count: 10, download_count: 90, score: 450 })
    await db.from('documents').where('id', txt.id).update({ view_count: 30, download_count: 5, score: 500 })

    const titles = async (qs: string) => titlesOf((await open(client, `/category/${top.id}${qs}`)).page.props.documents)
    assert.deepEqual(await titles('?ext=pdf'), ['a.pdf'])
    assert.deepEqual(await titles('?ext=doc'), ['b.docx'])
    assert.deepEqual(await titles('?ext=ppt'), ['c.pptx'])
    assert.deepEqual(await titles('?ext=xls'), ['d.csv'])
    assert.deepEqual(await titles('?ext=txt'), ['e.txt'])
    assert.deepEqual(await titles('?ext=other'), ['f.epub'])
    assert.deepEqual(await titles(''), ['f.epub', 'e.txt', 'd.csv', 'c.pptx', 'b.docx', 'a.pdf'])
    assert.deepEqual((await titles('?sort=view_count')).slice(0, 3), ['d.csv', 'e.txt', 'a.pdf'])
    assert.deepEqual((await titles('?sort=download_count')).slice(0, 3), ['a.pdf', 'e.txt', 'd.csv'])
    assert.deepEqual((await titles('?sort=score')).slice(0, 2), ['e.txt', 'a.pdf'])

    const bad = await open(client, `/category/${top.id}?ext=exe&sort=drop%20table&page=-3`)
    assert.equal(bad.status, 200)
    assert.deepEqual(bad.page.props.filters, { ext: '', sort: 'latest' })
    assert.equal(bad.page.props.page, 1)
    assert.lengthOf(bad.page.props.documents, 6)
  })

  test('pages of 20, the page number in the query string', async ({ client, assert }) => {
    const owner = await createUser()
    const top = await makeCategory()
    for (let index = 1; index <= 23; index += 1) await makeDocument({ title: `第${index}篇`, userId: owner.id, categoryIds: [top.id] })

    const first = (await open(client, `/category/${top.id}`)).page.props
    assert.equal(first.total, 23)
    assert.equal(first.size, 20)
    assert.lengthOf(first.documents, 20)
    assert.equal(first.documents[0].title, '第23篇')
    const second = (await open(client, `/category/${top.id}?page=2`)).page.props
    assert.equal(second.page, 2)
    assert.deepEqual(titlesOf(second.documents), ['第3篇', '第2篇', '第1篇'])
    const html = (await client.get(`/category/${top.id}?page=2`)).text()
    assert.include(html, `href="/category/${top.id}"`, 'SSR carries crawlable links')
    assert.include(html, `<a href="/category/${top.id}">上一页</a>`, 'a reader without script can page back')
    const firstHtml = (await client.get(`/category/${top.id}`)).text()
    assert.include(firstHtml, `<a href="/category/${top.id}?page=2">下一页</a>`, 'and on')
  })
})
