import { test } from '@japa/runner'
import { parseRobots } from '../../services/fetch/robots.js'
import { isPaginationLink, matcherOf, patternError, titleFromUrl } from '../../services/link_rules.js'

test.group('Link rules', () => {
  test('extensions, a regular expression over the URL or over the link text, and the default formats', ({ assert }) => {
    const link = (url: string, text = '') => ({ url, text })
    const byExt = matcherOf({ pattern: 'PDF, .docx', target: 'url' })
    assert.isTrue(byExt(link('https://a.example/x/report.PDF?download=1')))
    assert.isTrue(byExt(link('https://a.example/x/b.docx')))
    assert.isFalse(byExt(link('https://a.example/x/b.doc')))
    const byUrl = matcherOf({ pattern: '/\\/files\\/\\d+$/', target: 'url' })
    assert.isTrue(byUrl(link('https://a.example/files/42')))
    assert.isFalse(byUrl(link('https://a.example/files/x')))
    const byText = matcherOf({ pattern: '/下载|download/i', target: 'text' })
    assert.isTrue(byText(link('https://a.example/get?id=1', '点击下载')))
    assert.isFalse(byText(link('https://a.example/get?id=1', '详情')))
    const defaults = matcherOf({ pattern: '', target: 'url' })
    assert.isTrue(defaults(link('https://a.example/a.epub')))
    assert.isFalse(defaults(link('https://a.example/a.exe')))
    assert.match(patternError('/([/')!, /^正则表达式无效/)
    assert.isNull(patternError('pdf docx'))
  })

  test('pagination links stay on the same site and are named like a pager; titles come from the file name', ({ assert }) => {
    const page = 'https://a.example/list?page=1'
    assert.isTrue(isPaginationLink({ url: 'https://a.example/list?page=2', text: '下一页' }, page))
    assert.isTrue(isPaginationLink({ url: 'https://a.example/list?page=3', text: ' 3 ' }, page))
    assert.isTrue(isPaginationLink({ url: 'https://a.example/list?page=2', text: 'Next' }, page))
    assert.isFalse(isPaginationLink({ url: 'https://b.example/list?page=2', text: '下一页' }, page))
    assert.isFalse(isPaginationLink({ url: 'https://a.example/about', text: '关于我们' }, page))
    assert.equal(titleFromUrl('https://a.example/d/%E5%B9%B4%E6%8A%A5.pdf'), '年报')
    assert.equal(titleFromUrl('https://a.example/d/%E0%A4%A.pdf'), '%E0%A4%A')
  })
})

test.group('robots.txt', () => {
  test('our group wins over *, the longest rule decides, Allow wins a tie, and * and $ match', ({ assert }) => {
    const robots = parseRobots(
      [
        'User-agent: *',
        'Disallow: /',
        '',
        'User-agent: Googlebot',
        'User-agent: DocsiteSpider',
        'Disallow: /private/',
        'Allow: /private/open/',
        'Disallow: /*.zip$',
        'Allow: /same',
        'Disallow: /same',
        'Crawl-delay: 2.5',
      ].join('\n'),
      'DocsiteSpider'
    )
    assert.isTrue(robots.isAllowed('/docs/a.pdf'))
    assert.isFalse(robots.isAllowed('/private/a.pdf'))
    assert.isTrue(robots.isAllowed('/private/open/a.pdf'))
    assert.isFalse(robots.isAllowed('/files/a.zip'))
    assert.isTrue(robots.isAllowed('/files/a.zip?x=1'))
    assert.isTrue(robots.isAllowed('/same'))
    assert.equal(robots.crawlDelay, 2.5)
    const others = parseRobots('User-agent: *\nDisallow: /tmp/ # comment\n', 'DocsiteSpider')
    assert.isFalse(others.isAllowed('/tmp/x'))
    assert.isNull(others.crawlDelay)
    assert.isTrue(parseRobots('', 'DocsiteSpider').isAllowed('/anything'))
  })
})
