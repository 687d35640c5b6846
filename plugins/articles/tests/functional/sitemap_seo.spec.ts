import { test } from '@japa/runner'
import { structuredDataOf } from '#tests/helpers/inertia'
import { DateTime } from 'luxon'
import registry from '#core/kernel/plugin_registry'
import { Category } from '#plugins/categories/contracts'
import { createUser } from '#tests/helpers/users'
import Article from '#plugins/articles/models/article'
import { rebuildSitemap, urlsOf, useSiteDomain } from '../../../../core/seo/tests/sitemap_reader.js'

const DOMAIN = 'https://docs.example.com'
const disabled = !registry.isEnabled('articles')
const reason = 'the articles plugin is not enabled (run with DOCSITE_PLUGINS=categories,documents,community,articles)'

let counter = 0
async function article(values: Partial<{ status: 0 | 1 | 2; deleted: boolean; content: string; description: string }> = {}) {
  const author = await createUser()
  counter += 1
  return Article.create({
    identifier: `seo${Date.now().toString(36)}${counter}`,
    userId: author.id,
    title: `站点地图文章 ${counter}`,
    keywords: '',
    description: values.description ?? '',
    author: '',
    content: values.content ?? '<p>正文</p>',
    status: values.status ?? 1,
    rejectReason: '',
    deletedAt: values.deleted ? DateTime.now() : null,
  })
}

test.group('Articles in the sitemap and in search engines', (group) => {
  group.tap((item) => item.skip(disabled, reason))
  group.setup(() => useSiteDomain(DOMAIN))

  test('lists the article index, visible article categories, published articles by id and single pages by identifier', async ({
    client,
    assert,
  }) => {
    const shown = await Category.create({ title: `文章分类${Date.now()}`, parentId: 0, type: 1, enable: true })
    const off = await Category.create({ title: `停用文章分类${Date.now()}`, parentId: 0, type: 1, enable: false })
    const published = await article()
    const hidden = [await article({ status: 0 }), await article({ status: 2 }), await article({ deleted: true })]
    const about = await Article.findByOrFail('identifier', 'about')

    const { files } = await rebuildSitemap(client)
    const urls = urlsOf(files, 'articles')
    assert.equal(urls[0], `${DOMAIN}/article`)
    assert.include(urls, `${DOMAIN}/article?category_id=${shown.id}`)
    assert.notInclude(urls, `${DOMAIN}/article?category_id=${off.id}`)
    assert.include(urls, `${DOMAIN}/article/${published.id}`)
    assert.include(urls, `${DOMAIN}/article/about`)
    assert.notInclude(urls, `${DOMAIN}/article/${about.id}`, 'a single page is listed once, by its identifier')
    for (const row of hidden) {
      assert.notInclude(urls, `${DOMAIN}/article/${row.id}`, `status ${row.status}, deleted ${Boolean(row.deletedAt)}`)
    }
    const raw = (await client.get('/sitemap/articles-1.xml')).text()
    assert.include(raw, `<url><loc>${DOMAIN}/article?category_id=${shown.id}</loc></url>`)
    assert.match(
      raw,
      new RegExp(`<url><loc>${DOMAIN}/article/${published.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod></url>`)
    )
  })

  test('an article page has canonical URL, description from the body, Open Graph image and type in the server HTML', async ({
    client,
    assert,
  }) => {
    const row = await article({ content: '<p>第一段 &amp; 说明</p><p><img src="/uploads/ab/cd/abcd.png?v=1&amp;w=2" alt=""></p>' })
    const html = (await client.get(`/article/${row.identifier}`).header('Accept', 'text/html')).text()
    assert.include(
      html,
      `<link rel="canonical" href="${DOMAIN}/article/${row.id}" data-inertia="canonical">`,
      'the id address, as lists link it'
    )
    assert.include(html, '<meta property="og:type" content="article" data-inertia="og:type">')
    assert.include(html, `<meta property="og:image" content="${DOMAIN}/uploads/ab/cd/abcd.png?v=1&amp;w=2" data-inertia="og:image">`)
    assert.match(html, /<meta name="description" content="第一段 &amp; 说明" data-inertia="description">/)
    assert.match(html, new RegExp(`<meta property="og:title" content="站点地图文章 \\d+" data-inertia="og:title">`))
    const data = structuredDataOf(html)!
    assert.deepInclude(data, {
      '@type': 'Article',
      'headline': row.title,
      'description': '第一段 & 说明',
      'url': `${DOMAIN}/article/${row.id}`,
    })
    assert.equal(data.image, `${DOMAIN}/uploads/ab/cd/abcd.png?v=1&w=2`)
    assert.isString(data.datePublished)

    const single = (await client.get('/article/about').header('Accept', 'text/html')).text()
    assert.include(single, `<link rel="canonical" href="${DOMAIN}/article/about" data-inertia="canonical">`)
  })

  test('article lists: the canonical URL keeps the category and a page past the first', async ({ client, assert }) => {
    const category = await Category.create({ title: `列表分类${Date.now()}`, parentId: 0, type: 1, enable: true })
    const first = (await client.get(`/article?category_id=${category.id}&page=1`).header('Accept', 'text/html')).text()
    assert.include(first, `<link rel="canonical" href="${DOMAIN}/article?category_id=${category.id}" data-inertia="canonical">`)
    const second = (await client.get(`/article?page=2&category_id=${category.id}`).header('Accept', 'text/html')).text()
    assert.include(second, `<link rel="canonical" href="${DOMAIN}/article?category_id=${category.id}&amp;page=2" data-inertia="canonical">`)
  })
})
