import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { structuredDataOf } from '#tests/helpers/inertia'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import { Category } from '#plugins/categories/contracts'
import { rebuildSitemap, urlsOf, useSiteDomain } from '../../../../core/seo/tests/sitemap_reader.js'
import { createReaderDocument } from './reader_fixtures.js'

const DOMAIN = 'https://docs.example.com'
const disabled = !registry.isEnabled('documents')
const reason = 'the documents plugin is not enabled'

test.group('Documents in the sitemap and in search engines', (group) => {
  group.tap((item) => item.skip(disabled, reason))
  group.setup(() => useSiteDomain(DOMAIN))

  test('lists converted documents and visible document categories; unconverted, failed, hidden, rejected and binned documents stay out', async ({
    client,
    assert,
  }) => {
    const shown = await Category.create({ title: `公开分类${Date.now()}`, parentId: 0, type: 0, enable: true })
    const off = await Category.create({ title: `禁用分类${Date.now()}`, parentId: 0, type: 0, enable: false })
    const under = await Category.create({ title: `禁用分类下${Date.now()}`, parentId: off.id, type: 0, enable: true })
    const articles = await Category.create({ title: `文章分类${Date.now()}`, parentId: 0, type: 1, enable: true })
    const visible = [await createReaderDocument({ status: 2, withoutFiles: true })]
    const hidden = []
    for (const status of [0, 1, 3, 4, 5, 6, 7] as const) hidden.push(await createReaderDocument({ status, withoutFiles: true }))
    const binned = await createReaderDocument({ deleted: true, withoutFiles: true })

    const { files } = await rebuildSitemap(client)
    const documents = urlsOf(files, 'documents')
    for (const document of visible) assert.include(documents, `${DOMAIN}/document/${document.id}`, `status ${document.status}`)
    for (const document of [...hidden, binned]) {
      assert.notInclude(documents, `${DOMAIN}/document/${document.id}`, `status ${document.status}`)
    }

    const categories = urlsOf(files, 'categories')
    assert.equal(categories[0], `${DOMAIN}/category`)
    assert.include(categories, `${DOMAIN}/category/${shown.id}`)
    for (const category of [off, under, articles]) assert.notInclude(categories, `${DOMAIN}/category/${category.id}`)

    const file = (await client.get('/sitemap/documents-1.xml')).text()
    const updated = DateTime.fromJSDate(visible[0].updatedAt.toJSDate()).toUTC().toISO({ suppressMilliseconds: true })!.slice(0, 16)
    assert.include(file, `<url><loc>${DOMAIN}/document/${visible[0].id}</loc><lastmod>${updated}`)
  })

  test('10,001 public documents fill documents-1.xml with exactly 10,000 URLs and go on in documents-2.xml', async ({ client, assert }) => {
    const marker = `sitemap-bulk-${Date.now()}`
    const now = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
    const rows = Array.from({ length: 10_001 }, (_, index) => ({
      uuid: randomUUID(),
      title: `${marker} ${index}`,
      hash: randomUUID().replace(/-/g, ''),
      ext: '.pdf',
      status: 2,
      created_at: now,
      updated_at: now,
    }))
    for (let start = 0; start < rows.length; start += 400) await db.table('documents').multiInsert(rows.slice(start, start + 400))
    try {
      const [{ total }] = await db.from('documents').whereNull('deleted_at').where('status', 2).count('* as total')
      const { files } = await rebuildSitemap(client)
      assert.lengthOf(files.get('documents-1.xml')!, 10_000)
      assert.lengthOf(files.get('documents-2.xml')!, Number(total) - 10_000)
      assert.isFalse(files.has('documents-3.xml'))
      const all = urlsOf(files, 'documents')
      assert.equal(new Set(all).size, Number(total), 'every public document once')
      const ids = all.map((url) => Number(url.split('/').pop()))
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
        'in id order, across files'
      )
    } finally {
      await db.from('documents').where('title', 'like', `${marker} %`).delete()
    }
  }).timeout(120_000)

  test('the reader page has title, description, canonical URL, Open Graph and Twitter tags in the server HTML', async ({
    client,
    assert,
  }) => {
    const document = await createReaderDocument({ title: '高考 "数学" 复习 & 提纲' })
    const html = (await client.get(`/document/${document.id}`).header('Accept', 'text/html')).text()
    const canonical = `${DOMAIN}/document/${document.id}`
    assert.match(html, /<title[^>]*>高考 &quot;数学&quot; 复习 &amp; 提纲 - [^<]+<\/title>/)
    assert.match(html, /<meta[^>]*name="description"[^>]*content="用于测试阅读器的文档"/)
    assert.include(html, `<link rel="canonical" href="${canonical}" data-inertia="canonical">`)
    assert.include(html, `<meta property="og:title" content="高考 &quot;数学&quot; 复习 &amp; 提纲" data-inertia="og:title">`)
    assert.include(html, `<meta property="og:url" content="${canonical}" data-inertia="og:url">`)
    assert.include(html, '<meta property="og:type" content="article" data-inertia="og:type">')
    assert.include(html, `<meta property="og:image" content="${DOMAIN}/view/cover/${document.id}" data-inertia="og:image">`)
    assert.include(html, '<meta name="twitter:card" content="summary_large_image" data-inertia="twitter:card">')
    assert.match(html, /<meta[^>]*property="og:description"[^>]*content="用于测试阅读器的文档"/)
    assert.isBelow(html.indexOf('og:title'), html.indexOf('</head>'), 'in the initial <head>')
    const data = structuredDataOf(html)!
    assert.deepInclude(data, {
      '@context': 'https://schema.org',
      '@type': 'DigitalDocument',
      'name': '高考 "数学" 复习 & 提纲',
      'url': canonical,
    })
    assert.equal(data.image, `${DOMAIN}/view/cover/${document.id}`)
    assert.equal(data.description, '用于测试阅读器的文档')
    assert.lengthOf(data.interactionStatistic, 2)
  })

  test('a shared link to any page of the reader shows the document’s address and its first page as the card image', async ({
    client,
    assert,
  }) => {
    const document = await createReaderDocument({ title: '分享卡片文档', pages: 6, preview: 6 })
    const html = (await client.get(`/document/${document.id}?page=3`).header('Accept', 'text/html')).text()
    assert.include(html, `<meta property="og:url" content="${DOMAIN}/document/${document.id}" data-inertia="og:url">`)
    assert.include(html, `<meta property="og:image" content="${DOMAIN}/view/cover/${document.id}" data-inertia="og:image">`)
    assert.include(html, '<meta property="og:image:width" content="420" data-inertia="og:image:width">')
    assert.include(html, '<meta property="og:image:height" content="594" data-inertia="og:image:height">')
    assert.include(html, '<meta property="og:image:alt" content="分享卡片文档 第 1 页" data-inertia="og:image:alt">')

    // A crawler fetches the card image without a session: page 1, as large as the reader shows it.
    const image = await client.get(`/view/cover/${document.id}`)
    image.assertStatus(200)
    assert.equal(image.header('content-type'), 'image/webp')
    assert.match(image.header('cache-control') ?? '', /^public/)
    const cover = await sharp(image.body() as Buffer).metadata()
    const firstPage = await sharp((await client.get(`/view/page/${document.id}/1.webp`)).body() as Buffer).metadata()
    assert.deepEqual([cover.width, cover.height], [firstPage.width, firstPage.height])
  })

  test('category pages: canonical without filters, page kept, prev/next links still there', async ({ client, assert }) => {
    const category = await Category.create({ title: `规范链接分类${Date.now()}`, parentId: 0, type: 0, enable: true })
    for (let index = 0; index < 41; index++) await createReaderDocument({ categoryIds: [category.id], withoutFiles: true })
    const html = (await client.get(`/category/${category.id}?page=2&sort=view_count&ext=pdf`).header('Accept', 'text/html')).text()
    assert.include(html, `<link rel="canonical" href="${DOMAIN}/category/${category.id}?page=2" data-inertia="canonical">`)
    assert.match(html, new RegExp(`<link rel="prev" href="/category/${category.id}\\?ext=pdf&amp;sort=view_count"`))
    assert.match(html, new RegExp(`<link rel="next" href="/category/${category.id}\\?ext=pdf&amp;sort=view_count&amp;page=3"`))
    assert.match(html, /<meta property="og:title" content="规范链接分类\d+（第2页）"/)
  })
})
