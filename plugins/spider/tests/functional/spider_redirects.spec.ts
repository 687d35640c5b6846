import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { queue } from '#core/queue/contracts'
import SpiderUrl from '../../models/spider_url.js'
import { SpiderUrlStatus } from '../../enums/spider_status.js'
import { startFixtureServer, type FixtureServer } from '../fixture_server.js'
import { disabledReason, freshSpiderStaff, openLoopback, spiderDisabled, spiderSite } from './spider_helpers.js'

/** A second site, on another loopback address, whose robots.txt turns every crawler away. */
const OTHER_HOST = '127.0.0.2'

test.group('Spider: redirects are checked hop by hop', (group) => {
  group.each.timeout(60_000)
  group.tap((item) => item.skip(spiderDisabled, disabledReason))
  let server: FixtureServer
  let closed: FixtureServer
  let token: string

  group.setup(async () => {
    closed = await startFixtureServer(
      {
        '/robots.txt': (_, res) => {
          res.setHeader('content-type', 'text/plain')
          res.end('User-agent: *\nDisallow: /\n')
        },
      },
      OTHER_HOST
    )
    const site = await spiderSite({ '/elsewhere': (_, res) => res.writeHead(302, { location: `${closed.origin}/list.html` }).end() })
    server = site.server
    return async () => {
      await site.teardown()
      await closed.close()
    }
  })

  group.each.setup(async () => {
    token = await freshSpiderStaff()
    await openLoopback({ allowed_hosts: `127.0.0.1\n${OTHER_HOST}` })
    server.hits.length = 0
    closed.hits.length = 0
  })

  async function crawl(client: ApiClient, path: string) {
    const created = await client
      .post('/api/v1/spiderurl')
      .bearerToken(token)
      .json({ url: `${server.origin}${path}` })
    created.assertStatus(200)
    const id = created.body().spider_url[0].id
    ;(await client.put('/api/v1/spiderurl').bearerToken(token).json({ id, status: 1 })).assertStatus(200)
    await queue.idle(30_000)
    return SpiderUrl.findOrFail(id)
  }

  test('a redirect into a path robots.txt disallows is refused at that hop, and the path is never requested', async ({
    client,
    assert,
  }) => {
    const source = await crawl(client, '/to-private')
    assert.equal(source.status, SpiderUrlStatus.Failed)
    assert.equal(source.error, `重定向到 127.0.0.1:${server.port}/private/secret.pdf，robots.txt 不允许采集`)
    const paths = server.hits.map((hit) => hit.path)
    assert.includeMembers(paths, ['/to-private', '/hop/private'])
    assert.notInclude(paths, '/private/secret.pdf')
  })

  test('a redirect to another site asks that site’s robots.txt first', async ({ client, assert }) => {
    const source = await crawl(client, '/elsewhere')
    assert.equal(source.status, SpiderUrlStatus.Failed)
    assert.equal(source.error, `重定向到 ${OTHER_HOST}:${closed.port}/list.html，robots.txt 不允许采集`)
    assert.deepEqual(
      closed.hits.map((hit) => hit.path),
      ['/robots.txt'],
      'only its robots.txt was read'
    )
  })

  test('a redirect to an address the settings do not open is refused, naming the setting', async ({ client, assert }) => {
    await openLoopback()
    const source = await crawl(client, '/elsewhere')
    assert.equal(source.status, SpiderUrlStatus.Failed)
    assert.equal(source.error, `禁止访问内网或保留地址：${OTHER_HOST}（如需采集，请在 系统设置 › 采集 的「允许访问的内网地址」中放行）`)
    assert.deepEqual(closed.hits, [])
  })
})
