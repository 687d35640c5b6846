import { test } from '@japa/runner'
import { classifyPath, isAdminPath } from '#plugins/statistics/services/page_type'
import { isBot } from '#plugins/statistics/services/bots'
import { summarizeAgent } from '#plugins/statistics/services/user_agent'
import { normalizeReferer, sourceOf } from '#plugins/statistics/services/sources'
import { RecentViews } from '#plugins/statistics/services/recent_views'
import { resolveVisitorId } from '#plugins/statistics/services/visitor_id'

test.group('Statistics recording rules', () => {
  test('site paths get their page type and item', ({ assert }) => {
    assert.deepEqual(classifyPath('/'), { pageType: 'home', itemId: 0 })
    assert.deepEqual(classifyPath('/document/12'), { pageType: 'document', itemId: 12 })
    assert.deepEqual(classifyPath('/m/document/12'), { pageType: 'document', itemId: 12 })
    assert.deepEqual(classifyPath('/category/3/purchase'), { pageType: 'category', itemId: 3 })
    assert.deepEqual(classifyPath('/m/categoryall'), { pageType: 'category', itemId: 0 })
    assert.deepEqual(classifyPath('/article'), { pageType: 'article', itemId: 0 })
    assert.deepEqual(classifyPath('/article/9'), { pageType: 'article', itemId: 9 })
    assert.deepEqual(classifyPath('/search'), { pageType: 'search', itemId: 0 })
    assert.deepEqual(classifyPath('/user/5/document'), { pageType: 'user', itemId: 5 })
    assert.deepEqual(classifyPath('/documents-list'), { pageType: 'other', itemId: 0 })
    assert.isTrue(isAdminPath('/admin'))
    assert.isTrue(isAdminPath('/admin/statistics'))
    assert.isFalse(isAdminPath('/administrator-guide'))
  })

  test('crawlers and tools are bots, browsers are not', ({ assert }) => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.31',
      '',
    ]) {
      assert.isTrue(isBot(agent), agent)
    }
    assert.isFalse(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
      )
    )
    assert.isFalse(
      isBot(
        'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Mobile Safari/537.36 MicroMessenger/8.0.49'
      )
    )
  })

  test('user agents read as browser, system and device', ({ assert }) => {
    assert.deepEqual(
      summarizeAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        false
      ),
      {
        browser: 'Edge',
        os: 'Windows',
        device: '电脑',
      }
    )
    assert.deepEqual(
      summarizeAgent(
        'Mozilla/5.0 (Linux; Android 13; HarmonyOS) AppleWebKit/537.36 Chrome/114.0 Mobile Safari/537.36 MicroMessenger/8.0.49',
        false
      ),
      {
        browser: '微信',
        os: 'HarmonyOS',
        device: '手机',
      }
    )
    assert.equal(
      summarizeAgent('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1', false).device,
      '平板'
    )
    assert.equal(summarizeAgent('Baiduspider', true).device, '爬虫')
  })

  test('sources: search engines by name, other sites by host, moves within the site not at all', ({ assert }) => {
    assert.equal(sourceOf('https://www.baidu.com/s?wd=x'), '百度')
    assert.equal(sourceOf('https://cn.bing.com/search?q=x'), '必应')
    assert.equal(sourceOf('https://weibo.com/u/1'), 'weibo.com')
    assert.equal(sourceOf(''), '直接访问')
    assert.isNull(sourceOf('/document/1'))
    assert.equal(normalizeReferer('https://docs.example.com/document/1?x=1', 'docs.example.com'), '/document/1?x=1')
    assert.equal(normalizeReferer('https://other.example.com/a', 'docs.example.com'), 'https://other.example.com/a')
    assert.equal(normalizeReferer('not a url', 'docs.example.com'), '')
  })

  test('the 30-minute check remembers keys within the window and forgets the oldest beyond its size', ({ assert }) => {
    const seen = new RecentViews(1000, 2)
    assert.isTrue(seen.claim('a', 0))
    assert.isFalse(seen.claim('a', 999))
    assert.isTrue(seen.claim('a', 1000))
    assert.isTrue(seen.claim('b', 1000))
    assert.isTrue(seen.claim('c', 1000))
    assert.equal(seen.size, 2)
    assert.isTrue(seen.claim('a', 1001), 'the oldest key made room')
  })

  test('a browser is named by its cookie, else its client id, else its address and agent of the day', ({ assert }) => {
    const base = { ip: '10.0.0.1', userAgent: 'UA', day: '2026-11-24' }
    assert.deepEqual(resolveVisitorId({ ...base, cookie: 'cookieid1', clientId: 'clientid1' }), {
      visitorId: 'cookieid1',
      fromCookie: true,
    })
    assert.deepEqual(resolveVisitorId({ ...base, cookie: 'bad id!', clientId: 'clientid1' }), { visitorId: 'clientid1', fromCookie: false })
    const derived = resolveVisitorId(base)
    assert.match(derived.visitorId, /^h[\w-]{21}$/)
    assert.equal(resolveVisitorId(base).visitorId, derived.visitorId)
    assert.notEqual(resolveVisitorId({ ...base, day: '2026-11-25' }).visitorId, derived.visitorId)
  })
})
