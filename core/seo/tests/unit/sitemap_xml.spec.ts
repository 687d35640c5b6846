import { test } from '@japa/runner'
import { absoluteUrl, escapeXml, lastmodOf, sitemapIndexXml, urlsetXml } from '#core/seo/sitemap/xml'
import { DISALLOWED_PATHS, robotsTxt } from '#core/seo/robots'

test.group('Sitemap XML', () => {
  test('escapes the five XML specials and drops characters XML cannot hold', ({ assert }) => {
    assert.equal(escapeXml(`a&b<c>d"e'f`), 'a&amp;b&lt;c&gt;d&quot;e&apos;f')
    assert.equal(escapeXml('x\u0001y\u000bz'), 'xyz')
  })

  test('locations are absolute and percent-encoded; a base URL path is kept', ({ assert }) => {
    assert.equal(absoluteUrl('/document/1', 'https://docs.example.com'), 'https://docs.example.com/document/1')
    assert.equal(
      absoluteUrl('/article?category_id=3&page=2', 'https://docs.example.com/'),
      'https://docs.example.com/article?category_id=3&page=2'
    )
    assert.equal(absoluteUrl('/article/关于', 'https://example.com/wenku'), 'https://example.com/wenku/article/%E5%85%B3%E4%BA%8E')
    assert.equal(absoluteUrl('https://cdn.example.com/a b', 'https://example.com'), 'https://cdn.example.com/a%20b')
  })

  test('lastmod is a W3C datetime in UTC, from dates, ISO strings and SQL timestamps', ({ assert }) => {
    assert.equal(lastmodOf(new Date('2026-11-20T08:30:00.923Z')), '2026-11-20T08:30:00Z')
    assert.equal(lastmodOf(new Date('2026-11-20T08:30:00Z')), '2026-11-20T08:30:00Z')
    assert.equal(lastmodOf('2026-11-20T10:30:00+02:00'), '2026-11-20T08:30:00Z')
    assert.match(lastmodOf('2026-11-20 08:30:00')!, /^2026-11-2\dT\d\d:30:00Z$/)
    assert.isNull(lastmodOf('yesterday'))
    assert.isNull(lastmodOf(null))
    assert.isNull(lastmodOf(undefined))
  })

  test('a urlset and an index in the sitemap namespace, every loc escaped', ({ assert }) => {
    const urlset = urlsetXml([
      { loc: 'https://example.com/article?category_id=1&page=2', lastmod: '2026-11-20T08:30:00Z' },
      { loc: "https://example.com/a'b", lastmod: null },
    ])
    assert.isTrue(urlset.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'))
    assert.include(
      urlset,
      '<url><loc>https://example.com/article?category_id=1&amp;page=2</loc><lastmod>2026-11-20T08:30:00Z</lastmod></url>'
    )
    assert.include(urlset, '<url><loc>https://example.com/a&apos;b</loc></url>')
    assert.notInclude(urlset, '&page')
    const index = sitemapIndexXml([{ loc: 'https://example.com/sitemap/documents-1.xml', lastmod: null }])
    assert.include(index, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    assert.include(index, '<sitemap><loc>https://example.com/sitemap/documents-1.xml</loc></sitemap>')
  })
})

test.group('robots.txt', () => {
  test('allows the public site, keeps crawlers out of private paths, appends extra rules and names the sitemap', ({ assert }) => {
    const text = robotsTxt({
      baseUrl: 'https://docs.example.com',
      extra: 'Disallow: /tag/\r\n\r\n  Crawl-delay: 5  ',
      closed: false,
      disallow: [...DISALLOWED_PATHS, '/download/', '/upload$'],
    })
    const lines = text.split('\n')
    assert.equal(lines[0], 'User-agent: *')
    assert.include(lines, 'Allow: /')
    for (const path of ['/admin', '/api/', '/me$', '/me/', '/login', '/register', '/download/', '/upload$']) {
      assert.include(lines, `Disallow: ${path}`)
    }
    assert.notInclude(lines, 'Disallow: /uploads/', 'uploaded images (article pictures, covers) stay crawlable')
    assert.isBelow(lines.indexOf('Disallow: /tag/'), lines.indexOf('Sitemap: https://docs.example.com/sitemap.xml'))
    assert.include(lines, 'Crawl-delay: 5')
    assert.isTrue(text.endsWith('Sitemap: https://docs.example.com/sitemap.xml\n'))
  })

  test('a closed or private site turns every crawler away', ({ assert }) => {
    assert.equal(robotsTxt({ baseUrl: 'https://x.example', extra: 'Allow: /document/', closed: true }), 'User-agent: *\nDisallow: /\n')
  })
})
