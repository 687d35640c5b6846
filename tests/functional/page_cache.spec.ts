import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import { unique } from '#tests/helpers/unique'
import { cachedVisit, freshVisit, visit } from '#tests/helpers/anonymous_visits'
import { runCli } from '#cli/testing/child_process'
import { flushCounters } from '#core/page_cache/contracts'
import { pluginSwitches } from '#core/kernel/plugin_switches'
import { markStaleHere } from '#core/page_cache/services/invalidations'
import { followInvalidations } from '#core/page_cache/services/invalidation_feed'
import Navigation from '#core/site/models/navigation'
import Friendlink from '#core/site/models/friendlink'
import { settings } from '#core/settings/contracts'
import Category from '#plugins/categories/models/category'
import Banner from '#plugins/ads/models/banner'
import { insertAd } from '#plugins/ads/tests/helpers'
import { makeDocument } from '#plugins/documents/tests/functional/admin_helpers'

async function publicDocument(title = unique('缓存文档')) {
  const owner = await createUser()
  const category = await Category.create({ title: unique('缓存分类'), parentId: 0, type: 0, enable: true })
  const document = await makeDocument({ userId: owner.id, title, categoryIds: [category.id] })
  return { owner, category, document }
}

test.group('Page cache: what anonymous visitors get', (group) => {
  // Hits count views a second later: written before the database goes away.
  group.teardown(() => flushCounters())
  test('the second anonymous visit of the home page is served from the cache, cookie-free, with an ETag that answers 304', async ({
    assert,
  }) => {
    const first = await cachedVisit('/')
    assert.equal(first.status, 200)
    assert.isUndefined(first.cookies)
    assert.match(first.etag ?? '', /^W\/".+"$/)
    assert.equal(first.cacheControl, 'public, max-age=0, must-revalidate')
    assert.include(first.text, 'data-server-rendered')

    const again = await visit('/', { 'If-None-Match': first.etag! })
    assert.equal(again.status, 304)
    assert.equal(again.text, '')
  })

  test('a member gets a fresh render with their own header, never the visitors copy', async ({ client, assert }) => {
    await cachedVisit('/')
    const member = await createUser()
    const response = await client
      .get('/')
      .header('Accept', 'text/html')
      .bearerToken(await tokenFor(member))
    assert.isUndefined(response.header('x-page-cache'))
    assert.equal(inertiaPage(response.text()).props.user.id, member.id)

    const withSession = await client.get('/').header('Accept', 'text/html').header('Cookie', 'docsite-session=abc')
    assert.isUndefined(withSession.header('x-page-cache'))
  })

  test('a hit still counts the view: the document view count grows by one per visit', async ({ assert }) => {
    const { document } = await publicDocument()
    await cachedVisit(`/document/${document.id}`)
    await flushCounters()
    const before = Number((await db.from('documents').where('id', document.id).first()).view_count)
    for (let visitNumber = 0; visitNumber < 5; visitNumber++) {
      assert.equal((await visit(`/document/${document.id}`)).cache, 'hit')
    }
    await flushCounters()
    const after = Number((await db.from('documents').where('id', document.id).first()).view_count)
    assert.equal(after - before, 5)
  })

  test('/api/v1/settings is kept too, and a settings change reaches it at once', async ({ assert, cleanup }) => {
    const original = await settings.get<string>('system', 'sitename')
    cleanup(async () => {
      await settings.update('system', { sitename: original })
    })
    const read = async () => {
      const response = await visit('/api/v1/settings', { accept: 'application/json' })
      return { cache: response.cache, name: JSON.parse(response.text).system?.sitename }
    }
    await read()
    assert.equal((await read()).cache, 'hit')
    const name = unique('站点名')
    await settings.update('system', { sitename: name })
    const changed = await read()
    assert.notEqual(changed.cache, 'hit')
    assert.equal(changed.name, name)
  })
})

test.group('Page cache: every change a page shows is visible on the next request', (group) => {
  group.teardown(() => flushCounters())
  test('the document: its title', async ({ assert }) => {
    const { document } = await publicDocument()
    await cachedVisit(`/document/${document.id}`)
    document.title = unique('改过的标题')
    await document.save()
    assert.include((await freshVisit(`/document/${document.id}`)).text, document.title)
  })

  test('its category: renamed, on the document page and the category page', async ({ assert }) => {
    const { document, category } = await publicDocument()
    await cachedVisit(`/document/${document.id}`)
    await cachedVisit(`/category/${category.id}`)
    category.title = unique('新分类名')
    await category.save()
    assert.include((await freshVisit(`/document/${document.id}`)).text, category.title)
    assert.include((await freshVisit(`/category/${category.id}`)).text, category.title)
  })

  test('settings: the site name on the home page', async ({ assert, cleanup }) => {
    const original = await settings.get<string>('system', 'sitename')
    cleanup(async () => {
      await settings.update('system', { sitename: original })
    })
    await cachedVisit('/')
    const name = unique('新站名')
    await settings.update('system', { sitename: name })
    assert.include((await freshVisit('/')).text, name)
  })

  test('navigation: a new entry in the header', async ({ assert, cleanup }) => {
    await cachedVisit('/')
    const entry = await Navigation.create({ title: unique('新入口'), href: '/new-entry', enable: true, sort: 0, parentId: 0 })
    cleanup(() => entry.delete())
    assert.include((await freshVisit('/')).text, entry.title)
  })

  test('advertisements: a new one at the top of every page', async ({ assert, cleanup }) => {
    const { document } = await publicDocument()
    await cachedVisit(`/document/${document.id}`)
    const marker = unique('AD-MARK')
    const ad = await insertAd({ position: 'global_top', content: `<p>${marker}</p>` })
    cleanup(() => ad.delete())
    assert.include((await freshVisit(`/document/${document.id}`)).text, marker)
  })

  test('advertisements by the clock: one that starts a little later shows from its start time, with no write', async ({
    assert,
    cleanup,
  }) => {
    const { document } = await publicDocument()
    const marker = unique('AD-LATER')
    const startsAt = DateTime.now().plus({ seconds: 6 }).startOf('second')
    const ad = await insertAd({ position: 'global_top', content: `<p>${marker}</p>`, startTime: startsAt })
    cleanup(() => ad.delete())
    const before = await cachedVisit(`/document/${document.id}`)
    assert.notInclude(before.text, marker)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.toMillis() + 1_100 - Date.now())))
    assert.include((await freshVisit(`/document/${document.id}`)).text, marker)
  })

  test('banners: a new one on the home page', async ({ assert, cleanup }) => {
    await cachedVisit('/')
    const banner = await Banner.create({
      title: unique('新横幅'),
      path: '/uploads/aa/bb/cache.webp',
      url: '',
      type: 0,
      sort: 0,
      enable: true,
      description: '',
    })
    cleanup(() => banner.delete())
    assert.include((await freshVisit('/')).text, banner.title)
  })

  test('friend links: a new one in the footer of the home page', async ({ assert, cleanup }) => {
    await cachedVisit('/')
    const link = await Friendlink.create({ title: unique('新友链'), link: 'https://example.com/', enable: true, sort: 0, description: '' })
    cleanup(() => link.delete())
    assert.include((await freshVisit('/')).text, link.title)
  })

  test('comments and the counts the page shows: a member comments, the document page shows the new count', async ({ client, assert }) => {
    const { document } = await publicDocument()
    const before = inertiaPage((await cachedVisit(`/document/${document.id}`)).text).props.document.comment_count
    const member = await createUser()
    const posted = await client
      .post('/api/v1/comment')
      .bearerToken(await tokenFor(member))
      .json({ document_id: document.id, content: `写得很好 ${unique('评')}`, type: 0 })
    assert.oneOf(posted.status(), [200, 201], posted.text())
    const after = inertiaPage((await freshVisit(`/document/${document.id}`)).text).props.document.comment_count
    assert.equal(after, before + 1)
  })

  test('a plugin switched off or on: every page renders again', async ({ assert }) => {
    const { document } = await publicDocument()
    await cachedVisit(`/document/${document.id}`)
    await cachedVisit('/')
    await pluginSwitches.collect({ plugin: 'ads', enabled: true })
    assert.notEqual((await visit(`/document/${document.id}`)).cache, 'hit')
    assert.notEqual((await visit('/')).cache, 'hit')
  })

  test('a change made by another process (the docsite CLI, a worker) arrives through the invalidations table', async ({ assert }) => {
    const { document } = await publicDocument()
    await cachedVisit(`/document/${document.id}`)
    const feed = followInvalidations(60_000)
    try {
      await feed.poll()
      await db.table('page_cache_invalidations').insert({ tags: 'documents', created_at: new Date() })
      await feed.poll()
      assert.notEqual((await visit(`/document/${document.id}`)).cache, 'hit')
    } finally {
      feed.stop()
    }
  })

  test('the docsite CLI run beside the site: a setting it changes shows on the kept home page within seconds', async ({
    assert,
    cleanup,
  }) => {
    const original = await settings.get<string>('system', 'sitename')
    cleanup(async () => {
      await settings.update('system', { sitename: original })
    })
    await cachedVisit('/')
    const name = unique('命令行站名')
    // The CLI on this run's own database, as an operator runs it on the same machine.
    const result = await runCli(['config', 'set', 'system.sitename', name], { DOCSITE_PLUGINS: undefined })
    assert.equal(result.code, 0, result.stderr)
    // The web process reads other processes' invalidations each second (Redis delivers them at once).
    let page = await visit('/')
    for (let attempt = 0; attempt < 40 && !page.text.includes(name); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      page = await visit('/')
    }
    assert.include(page.text, name)
  })
    .skip(process.env.DB_CONNECTION === 'mysql', 'the CLI child runs on SQLite (cli/testing/child_process.ts)')
    .timeout(60_000)

  test('an invalidation marked here (what the bus or the feed delivers) makes the page stale', async ({ assert }) => {
    const { document } = await publicDocument()
    await cachedVisit(`/document/${document.id}`)
    markStaleHere(['categories'])
    assert.notEqual((await visit(`/document/${document.id}`)).cache, 'hit')
  })
})

test.group('Front door: static files', () => {
  test('the favicon comes from memory with an ETag, and a matching If-None-Match gets 304', async ({ client, assert }) => {
    const first = await client.get('/favicon.ico')
    first.assertStatus(200)
    const etag = first.header('etag')
    assert.isString(etag)
    assert.equal(first.header('x-content-type-options'), 'nosniff')
    const again = await client.get('/favicon.ico').header('If-None-Match', etag!)
    again.assertStatus(304)
  })
})

test.group('Page cache across web nodes (Redis)', (group) => {
  group.tap((item) => item.skip(!process.env.REDIS_HOST, 'the pages are shared only when REDIS_HOST is set'))
  group.teardown(() => flushCounters())

  const connection = () => ({ host: process.env.REDIS_HOST!, port: Number(process.env.REDIS_PORT ?? 6379) })
  const CHANNEL = 'docsite:page_cache:invalidations'

  /** Another web node's memory tier over the same Redis (config/cache.ts's "pages" store). */
  async function otherNodesStore() {
    const { BentoCache, bentostore } = await import('bentocache')
    const { memoryDriver } = await import('bentocache/drivers/memory')
    const { redisDriver } = await import('bentocache/drivers/redis')
    return new BentoCache({
      default: 'pages',
      stores: {
        pages: bentostore()
          .useL1Layer(memoryDriver({ maxItems: 10, serialize: false }))
          .useL2Layer(redisDriver({ connection: { ...connection(), keyPrefix: 'docsite:' } })),
      },
    })
  }

  const keyOf = (path: string) => `h ${process.env.HOST}:${process.env.PORT}${path}`

  async function eventually(check: () => Promise<boolean>) {
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await check()) return true
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return false
  }

  test('a page this node rendered is there for the other nodes, and a write here tells them it is stale', async ({ assert, cleanup }) => {
    const { Redis } = await import('ioredis')
    const other = await otherNodesStore()
    const listener = new Redis(connection())
    cleanup(async () => {
      await other.disconnectAll()
      listener.disconnect()
    })
    const heard: string[][] = []
    await listener.subscribe(CHANNEL)
    listener.on('message', (_channel, message) => heard.push(JSON.parse(message).tags))

    const { document } = await publicDocument()
    const path = `/document/${document.id}`
    await cachedVisit(path)
    const shared = await other.get<{ body: string; renderedAt: number; tags: string[] }>({ key: keyOf(path) })
    assert.include(shared?.body ?? '', document.title)
    assert.include(shared?.tags ?? [], 'documents')

    document.title = unique('别的节点也知道')
    await document.save()
    assert.isTrue(await eventually(async () => heard.some((tags) => tags.includes('documents'))))
    const writer = new Redis({ ...connection(), keyPrefix: 'docsite:' })
    cleanup(() => writer.disconnect())
    // A node that starts later reads the same from the hash.
    assert.isAtLeast(Number(await writer.hget('page_cache:tags', 'documents')), shared!.renderedAt)
  })

  test('an invalidation another node publishes reaches this one', async ({ assert, cleanup }) => {
    const { Redis } = await import('ioredis')
    const publisher = new Redis(connection())
    cleanup(() => publisher.disconnect())
    const { document } = await publicDocument()
    const path = `/document/${document.id}`
    await cachedVisit(path)
    await publisher.publish(CHANNEL, JSON.stringify({ tags: ['document_categories'], at: Date.now(), from: 'another-node' }))
    assert.isTrue(await eventually(async () => (await visit(path)).cache !== 'hit'))
  })
})
