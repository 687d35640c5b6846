import { test } from '@japa/runner'
import { structuredDataOf } from '#tests/helpers/inertia'
import { asGuest } from '#tests/helpers/plain_http'
import env from '#start/env'
import { settings } from '#core/settings/contracts'
import { siteBaseUrl } from '#core/seo/contracts'

test.group('robots.txt', (group) => {
  group.each.setup(async () => {
    const system = await settings.group('system')
    const security = await settings.group('security')
    await settings.update('system', { domain: 'https://docs.example.com' })
    return async () => {
      await settings.update('seo', { robots_extra: '' })
      await settings.update('security', { is_close: security.is_close, login_required: security.login_required })
      await settings.update('system', { domain: system.domain })
    }
  })

  test('allows the public site, disallows private paths, adds the admin rules and the absolute sitemap URL', async ({ client, assert }) => {
    await settings.update('seo', { robots_extra: 'Disallow: /tag/\nUser-agent: Baiduspider\nCrawl-delay: 2' })
    const response = await client.get('/robots.txt')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/plain; charset=utf-8')
    const lines = response.text().split('\n')
    assert.equal(lines[0], 'User-agent: *')
    assert.include(lines, 'Allow: /')
    for (const path of ['/admin', '/api/', '/me$', '/me/', '/login', '/register']) assert.include(lines, `Disallow: ${path}`)
    // The plugins' own rules (crawlerExclusions): documents, articles and commerce.
    for (const path of ['/upload$', '/download/', '/post$', '/order$', '/m/order']) assert.include(lines, `Disallow: ${path}`)
    assert.lengthOf(
      lines.filter((line) => line === 'Disallow: /download/'),
      1
    )
    assert.includeMembers(lines, ['Disallow: /tag/', 'User-agent: Baiduspider', 'Crawl-delay: 2'])
    assert.include(lines, 'Sitemap: https://docs.example.com/sitemap.xml')
    assert.notMatch(response.text(), /Disallow: \/(document|category|article)\b/)
    // (The test client always sends a session cookie; a crawler is a plain fetch.)
    const crawler = await fetch(`http://${process.env.HOST}:${process.env.PORT}/robots.txt`)
    assert.equal(crawler.status, 200)
    assert.deepEqual(crawler.headers.getSetCookie(), [], 'a crawler gets no cookie')
    assert.equal(await crawler.text(), response.text())
  })

  test('a site that needs a login or is closed still answers, and turns every crawler away', async ({ client, assert }) => {
    await settings.update('security', { login_required: true })
    const locked = await client.get('/robots.txt').redirects(0)
    locked.assertStatus(200)
    assert.equal(locked.text(), 'User-agent: *\nDisallow: /\n')
    ;(await client.get('/sitemap.xml').redirects(0)).assertStatus(302)
    ;(await client.get('/sitemap/pages-1.xml').redirects(0)).assertStatus(302)
    const crawler = await asGuest('GET', '/sitemap.xml')
    assert.equal(crawler.status, 302, 'a crawler without a session meets the site guard too')

    await settings.update('security', { login_required: false, is_close: true })
    assert.equal((await client.get('/robots.txt').redirects(0)).text(), 'User-agent: *\nDisallow: /\n')
  })
})

test.group('Site base URL', (group) => {
  group.each.setup(async () => {
    const domain = await settings.get<string>('system', 'domain')
    const appUrl = env.get('APP_URL')
    return async () => {
      env.set('APP_URL', appUrl ?? '')
      await settings.update('system', { domain })
    }
  })

  test('the domain setting, normalised; else APP_URL; a domain left at localhost gives way to APP_URL', async ({ assert }) => {
    env.set('APP_URL', 'https://app.example.org/')
    await settings.update('system', { domain: 'https://docs.example.com/' })
    assert.equal(await siteBaseUrl(), 'https://docs.example.com')
    await settings.update('system', { domain: 'docs.example.com' })
    assert.equal(await siteBaseUrl(), 'https://docs.example.com')
    await settings.update('system', { domain: '' })
    assert.equal(await siteBaseUrl(), 'https://app.example.org')
    await settings.update('system', { domain: 'http://localhost:3333' })
    assert.equal(await siteBaseUrl(), 'https://app.example.org')
    env.set('APP_URL', '')
    assert.equal(await siteBaseUrl(), 'http://localhost:3333')
  })
})

test.group('SEO head on core pages', (group) => {
  group.each.setup(async () => {
    const system = await settings.group('system')
    await settings.update('system', {
      domain: 'https://docs.example.com',
      title: '测试文库 - 首页',
      description: '一个测试用的 <文库> & 资料站',
    })
    return async () => {
      await settings.update('system', { domain: system.domain, title: system.title, description: system.description })
    }
  })

  test('the home page carries title, description, canonical URL and Open Graph tags in the server HTML', async ({ client, assert }) => {
    const html = (await client.get('/').header('Accept', 'text/html')).text()
    assert.match(html, /<title[^>]*>测试文库 - 首页<\/title>/)
    assert.match(html, /<meta[^>]*name="description"[^>]*content="一个测试用的 &lt;文库&gt; &amp; 资料站"/)
    assert.match(html, /<link[^>]*rel="canonical"[^>]*href="https:\/\/docs\.example\.com\/"/)
    assert.match(html, /<meta[^>]*property="og:title"[^>]*content="测试文库 - 首页"/)
    assert.match(html, /<meta[^>]*property="og:url"[^>]*content="https:\/\/docs\.example\.com\/"/)
    assert.match(html, /<meta[^>]*property="og:type"[^>]*content="website"/)
    assert.match(html, /<meta[^>]*property="og:site_name"[^>]*content="[^"]+"/)
    assert.match(html, /<meta[^>]*name="twitter:card"[^>]*content="summary"/)
    assert.notMatch(html, /name="robots"/)
    const data = structuredDataOf(html)!
    assert.equal(data['@type'], 'WebSite')
    assert.equal(data.url, 'https://docs.example.com/')
    assert.equal(data.potentialAction.target, 'https://docs.example.com/search?wd={search_term_string}')
  })

  test('sign-in screens and search results are kept out of search engines', async ({ client, assert }) => {
    for (const path of ['/login', '/register', '/search?wd=合同']) {
      const html = (await client.get(path).header('Accept', 'text/html')).text()
      assert.match(html, /<meta[^>]*name="robots"[^>]*content="noindex, follow"/, path)
      assert.match(html, /<link[^>]*rel="canonical"[^>]*href="https:\/\/docs\.example\.com\//, path)
    }
  })
})
