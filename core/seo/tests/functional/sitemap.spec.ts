import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { storage } from '#core/storage/contracts'
import SitemapBuild from '#core/seo/models/sitemap_build'
import { buildSitemap } from '#core/seo/actions/build_sitemap'
import { currentSitemap } from '#core/seo/queries/current_sitemap'
import { fileKey } from '#core/seo/sitemap/store'
import { SeoPermission } from '#core/seo/permissions'
import type { SitemapSource, SitemapUrl } from '#core/seo/contracts'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { locsOf, readSitemap, useSiteDomain } from '../sitemap_reader.js'

const DOMAIN = 'https://docs.example.com'

function source(name: string, urls: SitemapUrl[], batch = 2): SitemapSource {
  return {
    name,
    async *urls() {
      for (let start = 0; start < urls.length; start += batch) yield urls.slice(start, start + batch)
    },
  }
}

test.group('Sitemap', (group) => {
  group.setup(() => useSiteDomain(`${DOMAIN}/`))

  test('GET /sitemap.xml builds the sitemap on demand when none was built, then serves that build', async ({ client, assert }) => {
    await SitemapBuild.query().delete()
    const first = await client.get('/sitemap.xml')
    first.assertStatus(200)
    assert.equal(first.header('content-type'), 'application/xml; charset=utf-8')
    assert.include(first.text(), '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    assert.include(locsOf(first.text()), `${DOMAIN}/sitemap/pages-1.xml`)
    assert.lengthOf(await SitemapBuild.query().where('status', 'ready'), 1)

    const again = await client.get('/sitemap.xml')
    assert.equal(again.header('etag'), first.header('etag'), 'the same build, not a new one')
    assert.lengthOf(await SitemapBuild.all(), 1)
    const unchanged = await client.get('/sitemap.xml').header('If-None-Match', first.header('etag')!)
    unchanged.assertStatus(304)

    const pages = await client.get('/sitemap/pages-1.xml')
    pages.assertStatus(200)
    assert.equal(pages.header('content-type'), 'application/xml; charset=utf-8')
    assert.include(pages.text(), `<url><loc>${DOMAIN}/</loc></url>`)
  })

  test('crawlers get the sitemaps without a cookie; a visitor with a session gets the same files', async ({ client, assert }) => {
    // (The test client always sends a session cookie; a crawler is a plain fetch.)
    for (const path of ['/sitemap.xml', '/sitemap/pages-1.xml']) {
      const crawler = await fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`)
      assert.equal(crawler.status, 200, path)
      assert.deepEqual(crawler.headers.getSetCookie(), [], `${path} sets no cookie`)
      assert.equal(crawler.headers.get('cache-control'), 'public, max-age=3600')
      const visitor = await client.get(path)
      visitor.assertStatus(200)
      assert.equal(visitor.text(), await crawler.text())
    }
    assert.equal((await fetch(`http://${process.env.HOST}:${process.env.PORT}/sitemap/nothing-1.xml`)).status, 404)
  })

  test('files hold at most the per-file limit, in order, with escaped absolute locations and lastmod', async ({ client, assert }) => {
    const urls: SitemapUrl[] = [
      { loc: '/t/1', lastmod: new Date('2026-01-02T03:04:05Z') },
      { loc: '/t/2?a=1&b=<2>', lastmod: '2026-03-01 10:00:00' },
      { loc: "/t/it's", lastmod: null },
      { loc: '/t/4' },
      { loc: '/t/文档' },
      { loc: '/t/6', lastmod: new Date('2026-05-01T00:00:00Z') },
      { loc: '/t/7', lastmod: new Date('2026-04-01T00:00:00Z') },
    ]
    const summary = await buildSitemap({ perFile: 3, sources: [source('tests', urls)] })
    assert.deepEqual(
      summary.files.map((file) => [file.name, file.urls]),
      [
        ['tests-1.xml', 3],
        ['tests-2.xml', 3],
        ['tests-3.xml', 1],
      ]
    )
    assert.equal(summary.urlCount, 7)

    const { index, files } = await readSitemap(client)
    assert.deepEqual([...files.keys()], ['tests-1.xml', 'tests-2.xml', 'tests-3.xml'])
    assert.include(index, `<sitemap><loc>${DOMAIN}/sitemap/tests-2.xml</loc><lastmod>2026-05-01T00:00:00Z</lastmod></sitemap>`)
    assert.include(index, `<sitemap><loc>${DOMAIN}/sitemap/tests-3.xml</loc><lastmod>2026-04-01T00:00:00Z</lastmod></sitemap>`)
    assert.deepEqual(files.get('tests-1.xml'), [`${DOMAIN}/t/1`, `${DOMAIN}/t/2?a=1&b=%3C2%3E`, `${DOMAIN}/t/it's`])
    assert.deepEqual(files.get('tests-2.xml'), [`${DOMAIN}/t/4`, `${DOMAIN}/t/%E6%96%87%E6%A1%A3`, `${DOMAIN}/t/6`])

    const raw = (await client.get('/sitemap/tests-1.xml')).text()
    assert.include(raw, `<loc>${DOMAIN}/t/2?a=1&amp;b=%3C2%3E</loc><lastmod>2026-03-01T`)
    assert.include(raw, `<url><loc>${DOMAIN}/t/it&apos;s</loc></url>`)
    assert.include(raw, `<url><loc>${DOMAIN}/t/1</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>`)

    ;(await client.get('/sitemap/tests-4.xml')).assertStatus(404)
    ;(await client.get('/sitemap/pages-1.xml')).assertStatus(404) // only files of the served build
    ;(await client.get('/sitemap/..%2F..%2F.env')).assertStatus(404)
  })

  test('a build that fails leaves the served sitemap as it was and removes its partial files', async ({ client, assert }) => {
    await buildSitemap({ sources: [source('good', [{ loc: '/good' }])] })
    const served = await currentSitemap()
    const failing: SitemapSource = {
      name: 'broken',
      async *urls() {
        yield [{ loc: '/a' }, { loc: '/b' }]
        throw new Error('the source lost its database')
      },
    }
    await assert.rejects(() => buildSitemap({ perFile: 1, sources: [failing] }), 'the source lost its database')
    assert.equal((await currentSitemap())!.key, served!.key)
    const failed = await SitemapBuild.query().where('status', 'failed').orderBy('id', 'desc').firstOrFail()
    assert.include(failed.error, 'the source lost its database')
    assert.isFalse(await storage.disk().exists(fileKey(failed.key, 'broken-1.xml')), 'the file written before the failure is gone')

    const { files } = await readSitemap(client)
    assert.deepEqual([...files.entries()], [['good-1.xml', [`${DOMAIN}/good`]]])
  })

  test('each build writes a new set, swaps, and keeps only the served build and the one before', async ({ assert }) => {
    const keys: string[] = []
    for (const name of ['one', 'two', 'three']) keys.push((await buildSitemap({ sources: [source(name, [{ loc: `/${name}` }])] })).key)
    const ready = await SitemapBuild.query().where('status', 'ready').orderBy('id', 'asc')
    assert.deepEqual(
      ready.map((build) => build.key),
      keys.slice(1)
    )
    assert.isFalse(await storage.disk().exists(fileKey(keys[0], 'sitemap.xml')))
    assert.isTrue(await storage.disk().exists(fileKey(keys[1], 'two-1.xml')))
    assert.isTrue(await storage.disk().exists(fileKey(keys[2], 'three-1.xml')))
    assert.lengthOf(await SitemapBuild.query().where('status', 'failed'), 0, 'failed builds are cleared too')
  })

  test('source names must be file-safe and unique', async ({ assert }) => {
    await assert.rejects(() => buildSitemap({ sources: [source('../x', [])] }), /must be 1-40 of a-z/)
    await assert.rejects(() => buildSitemap({ sources: [source('a', []), source('a', [])] }), 'Two sitemap sources are named "a"')
  })

  test('PUT /api/v1/sitemap needs 更新站点地图: 401 for guests and bad tokens, 403 without it; with it the registered sources are served', async ({
    client,
    assert,
  }) => {
    await buildSitemap({ sources: [source('old', [{ loc: '/old' }])] })
    ;(await client.put('/api/v1/sitemap')).assertStatus(401)
    ;(await client.put('/api/v1/sitemap').bearerToken('oat_bad.token')).assertStatus(401)
    ;(await client.put('/api/v1/sitemap').bearerToken(await tokenFor(await createUser()))).assertStatus(403)
    assert.equal((await client.get('/sitemap.xml')).text().includes('/sitemap/old-1.xml'), true, 'refused calls built nothing')

    const { user } = await createStaff([SeoPermission.sitemap.update])
    const response = await client.put('/api/v1/sitemap').bearerToken(await tokenFor(user))
    response.assertStatus(200)
    response.assertBody({})
    const { files } = await readSitemap(client)
    assert.isFalse(files.has('old-1.xml'))
    assert.deepEqual(files.get('pages-1.xml'), [`${DOMAIN}/`])
    for (const loc of [...files.values()].flat()) assert.isTrue(loc.startsWith(`${DOMAIN}/`), loc)
  })

  test('the 站点地图 admin page shows the served build to holders of 更新站点地图 only', async ({ client, assert }) => {
    await buildSitemap({ perFile: 2, sources: [source('admin', [{ loc: '/a' }, { loc: '/b' }, { loc: '/c' }])] })
    const { user } = await createStaff([SeoPermission.sitemap.update])
    const response = await client.get('/admin/seo/sitemap').bearerToken(await tokenFor(user))
    response.assertStatus(200)
    const page = JSON.parse(response.text().match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)![1])
    assert.equal(page.component, 'seo/admin/sitemap')
    assert.include(page.props.sitemap, { base_url: DOMAIN, url_count: 3, file_count: 2 })
    assert.deepEqual(
      page.props.sitemap.files.map((file: any) => [file.name, file.urls]),
      [
        ['admin-1.xml', 2],
        ['admin-2.xml', 1],
      ]
    )
    assert.equal(page.props.site_url, DOMAIN)
    const refused = await client
      .get('/admin/seo/sitemap')
      .bearerToken(await tokenFor(await createUser()))
      .redirects(0)
    assert.equal(refused.status(), 302)
    assert.notEqual(refused.header('location'), '/admin/seo/sitemap')
  })

  test('the index is rebuilt for a new domain: the old build is served while a fresh one is queued', async ({ client, assert }) => {
    await buildSitemap({ sources: [source('pages', [{ loc: '/' }])] })
    const { queue } = await import('#core/queue/contracts')
    await queue.startWorkers({ jobs: ['seo.sitemap'] })
    try {
      await settings.update('system', { domain: 'https://new.example.com' })
      const stale = await client.get('/sitemap.xml')
      assert.include(stale.text(), `${DOMAIN}/sitemap/pages-1.xml`)
      await queue.idle(20_000)
      assert.include((await client.get('/sitemap.xml')).text(), 'https://new.example.com/sitemap/pages-1.xml')
    } finally {
      await queue.stop()
      await settings.update('system', { domain: `${DOMAIN}/` })
    }
  })
})
