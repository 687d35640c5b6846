import { test } from '@japa/runner'
import { parseAllowList } from '../../services/fetch/address_policy.js'
import { FetchRefused, safeFetch, type FetchLimits } from '../../services/fetch/safe_fetch.js'
import { Crawler, forgetRobots } from '../../services/crawler.js'
import { decodePage, extractLinks } from '../../services/fetch/html.js'
import { dispositionFileName } from '../../services/fetch/content_disposition.js'
import { startFixtureServer, type FixtureServer } from '../fixture_server.js'

function limits(overrides: Partial<FetchLimits> = {}): FetchLimits {
  return {
    maxBytes: 1024 * 1024,
    timeoutMs: 3000,
    maxRedirects: 5,
    userAgent: 'Mozilla/5.0 (compatible; DocsiteSpider/1.0; +https://docs.example)',
    allowed: parseAllowList('127.0.0.1'),
    ...overrides,
  }
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof FetchRefused) return error
    throw error
  }
  throw new Error('the fetch was expected to be refused')
}

test.group('Safe fetcher', (group) => {
  let server: FixtureServer
  group.setup(async () => {
    server = await startFixtureServer()
    return () => server.close()
  })

  test('fetches an allowed page, naming the site in its User-Agent', async ({ assert }) => {
    const response = await safeFetch(`${server.origin}/files/report.pdf`, limits())
    assert.equal(response.status, 200)
    assert.equal(response.body.subarray(0, 5).toString(), '%PDF-')
    assert.include(server.hits.at(-1)!.userAgent, 'DocsiteSpider/1.0; +https://docs.example')
  })

  test('refuses loopback without the allow-list, by literal IP and by a name that resolves to it', async ({ assert }) => {
    const literal = await refusal(safeFetch(`${server.origin}/files/report.pdf`, limits({ allowed: parseAllowList('') })))
    assert.equal(literal.code, 'address')
    assert.include(literal.message, '127.0.0.1')
    const named = await refusal(safeFetch(`http://localhost:${server.port}/files/report.pdf`, limits({ allowed: parseAllowList('') })))
    assert.equal(named.code, 'address')
    assert.match(named.message, /禁止访问内网或保留地址/)
  })

  test('checks every redirect hop: metadata, another loopback address and non-http schemes are refused', async ({ assert }) => {
    const metadata = await refusal(safeFetch(`${server.origin}/to-metadata`, limits()))
    assert.equal(metadata.code, 'address')
    assert.include(metadata.message, '169.254.169.254')
    const other = await refusal(safeFetch(`${server.origin}/to-other-loopback`, limits()))
    assert.include(other.message, '127.0.0.2')
    const ftp = await refusal(safeFetch(`${server.origin}/to-ftp`, limits()))
    assert.equal(ftp.code, 'scheme')
    for (const address of [
      'http://10.1.2.3/',
      'http://192.168.1.1/',
      'http://172.20.0.1/',
      'http://100.64.0.1/',
      'http://[::1]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
    ]) {
      assert.equal((await refusal(safeFetch(address, limits()))).code, 'address', address)
    }
  })

  test('follows at most N redirects and stops a loop', async ({ assert }) => {
    const followed = await safeFetch(`${server.origin}/hop/1`, limits({ maxRedirects: 3 }))
    assert.equal(followed.url, `${server.origin}/files/report.pdf`)
    const tooMany = await refusal(safeFetch(`${server.origin}/hop/1`, limits({ maxRedirects: 2 })))
    assert.equal(tooMany.message, '重定向次数超过 2 次')
    const loop = await refusal(safeFetch(`${server.origin}/loop/a`, limits()))
    assert.match(loop.message, /^重定向循环/)
  })

  test('cuts a lying Content-Length and an endless body at the size limit, and a slow server at the time limit', async ({ assert }) => {
    const lying = await refusal(safeFetch(`${server.origin}/lying-length`, limits()))
    assert.equal(lying.message, '文件超过大小上限 1 MB')
    const endless = await refusal(safeFetch(`${server.origin}/endless`, limits()))
    assert.equal(endless.code, 'too_large')
    const started = Date.now()
    const slow = await refusal(safeFetch(`${server.origin}/slow`, limits({ timeoutMs: 300 })))
    assert.equal(slow.message, '请求超时（0 秒）')
    assert.isBelow(Date.now() - started, 10_000)
    const missing = await refusal(safeFetch(`${server.origin}/missing`, limits()))
    assert.equal(missing.message, '服务器返回 HTTP 404')
    // The server kept serving through all of it.
    assert.equal((await safeFetch(`${server.origin}/files/report.pdf`, limits())).status, 200)
  })
})

test.group('Crawler politeness', (group) => {
  let server: FixtureServer
  group.setup(async () => {
    server = await startFixtureServer()
    return () => server.close()
  })
  group.each.setup(() => forgetRobots())

  const crawler = () => new Crawler({ ...limits(), pageMaxBytes: 8 * 1024 * 1024, fileMaxBytes: 1024 * 1024, hostDelayMs: 0 })

  test('robots.txt disallows a path, and is read once per site', async ({ assert }) => {
    const spider = crawler()
    const error = await refusal(spider.fetchFile(`${server.origin}/private/secret.pdf`))
    assert.equal(error.code, 'robots')
    assert.equal(error.message, 'robots.txt 不允许采集：/private/secret.pdf')
    await spider.fetchFile(`${server.origin}/files/report.pdf`)
    assert.lengthOf(
      server.hits.filter((hit) => hit.path === '/robots.txt'),
      1
    )
  })

  test('one request at a time per host, spaced by the Crawl-delay', async ({ assert }) => {
    const spider = crawler()
    await spider.robots(new URL(server.origin))
    const before = server.hits.length
    await Promise.all([1, 2, 3].map(() => spider.fetchFile(`${server.origin}/files/report.pdf`)))
    const times = server.hits.slice(before).map((hit) => hit.at)
    assert.lengthOf(times, 3)
    for (let i = 1; i < times.length; i++) assert.isAtLeast(times[i] - times[i - 1], 190)
  })
})

test.group('Pages and names', () => {
  test('links resolve against <base href>, keep their text, skip scripts and non-web schemes, dedupe', async ({ assert }) => {
    const server = await startFixtureServer()
    try {
      const page = await safeFetch(`${server.origin}/list.html`, limits())
      const links = extractLinks(decodePage(page.body, String(page.headers['content-type'])), page.url)
      assert.deepEqual(links, [
        { url: `${server.origin}/files/report.pdf`, text: '年度报告 & 附录' },
        { url: `${server.origin}/files/notes.txt`, text: '笔记' },
        { url: `${server.origin}/private/secret.pdf`, text: '私密' },
        { url: `${server.origin}/files/list2.html`, text: '下一页' },
      ])
    } finally {
      await server.close()
    }
  })

  test('a GB2312 page is decoded as GBK; a 100,000-link page is read whole', async ({ assert }) => {
    const server = await startFixtureServer()
    try {
      const gbk = await safeFetch(`${server.origin}/gbk.html`, limits())
      const html = decodePage(gbk.body, String(gbk.headers['content-type']))
      assert.include(html, '你好，采集')
      assert.deepEqual(extractLinks(html, gbk.url), [{ url: `${server.origin}/gb.pdf`, text: '国标文档' }])
      const started = Date.now()
      const many = await safeFetch(`${server.origin}/many.html`, limits({ maxBytes: 8 * 1024 * 1024 }))
      const links = extractLinks(decodePage(many.body, String(many.headers['content-type'])), many.url)
      assert.lengthOf(links, 100_000)
      assert.deepEqual(links[99_999], { url: `${server.origin}/doc/99999.pdf`, text: '文档 99999' })
      // Linear work: a quadratic scan of this page would take minutes, not seconds.
      assert.isBelow(Date.now() - started, 30_000)
    } finally {
      await server.close()
    }
  })

  test('Content-Disposition names: RFC 5987 wins, plain and raw UTF-8 names, no directories', ({ assert }) => {
    assert.equal(dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''%E5%B9%B4%E5%BA%A6.pdf`), '年度.pdf')
    assert.equal(dispositionFileName(`attachment; filename*=gbk''%C4%E3%BA%C3.doc`), '你好.doc')
    assert.equal(dispositionFileName('attachment; filename="..\\..\\evil \\"x\\".pdf"'), 'evil "x".pdf')
    assert.equal(dispositionFileName(`attachment; filename=${Buffer.from('报告.pdf').toString('latin1')}`), '报告.pdf')
    assert.isNull(dispositionFileName('inline'))
    assert.isNull(dispositionFileName(undefined))
  })
})
