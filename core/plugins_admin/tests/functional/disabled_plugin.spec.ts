import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import registry from '#core/kernel/plugin_registry'
import lifecycle from '#core/kernel/plugin_lifecycle'
import PluginState from '#core/kernel/models/plugin_state'
import SitemapBuild from '#core/seo/models/sitemap_build'
import { queue } from '#core/queue/contracts'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { readSitemap, rebuildSitemap, useSiteDomain } from '#core/seo/tests/sitemap_reader'

/** articles registers a role switch (enable_article), a punishment type (禁止发布文章) and a sitemap source; nothing depends on it. */
const notLoaded = !registry.isLoaded('articles')
const reason = 'needs the articles plugin loaded (the default configuration)'
const ARTICLE_SWITCH = 'enable_article'
const NO_ARTICLE = '禁止发布文章'

async function pageProps(client: ApiClient, token: string, path: string) {
  const first = await client.get(path).bearerToken(token).header('X-Inertia', 'true').redirects(0)
  const version = first.header('x-inertia-version')
  if (first.status() !== 409 || !version) return first.body().props
  const response = await client.get(path).bearerToken(token).header('X-Inertia', 'true').header('X-Inertia-Version', version)
  return response.body().props
}

async function switchPlugin(client: ApiClient, token: string, action: 'enable' | 'disable') {
  ;(await client.put(`/api/v1/plugin/${action}`).bearerToken(token).json({ plugin: 'articles' })).assertStatus(200)
}

test.group('插件管理: a disabled plugin leaves what it registered', (group) => {
  group.setup(() => useSiteDomain('https://docs.example.com/'))
  group.each.setup(async () => {
    await PluginState.query().delete()
    registry.setInactive([])
    await lifecycle.installNew()
    return async () => {
      await PluginState.query().delete()
      registry.setInactive([])
    }
  })

  test('its role switch leaves the group API and 角色管理, its punishment type leaves 处罚管理 and cannot be given', async ({
    client,
    assert,
  }) => {
    const admin = await createSuperAdmin()
    const token = await tokenFor(admin)
    const member = await createUser()
    const typeValue = (await pageProps(client, token, '/admin/user/punishment')).punishmentTypes.find(
      (type: { label: string }) => type.label === NO_ARTICLE
    ).value
    const groups = async () => (await client.get('/api/v1/group/list').bearerToken(token)).body().group as Record<string, unknown>[]
    assert.property((await groups())[0], ARTICLE_SWITCH)

    await switchPlugin(client, token, 'disable')
    for (const row of await groups()) assert.notProperty(row, ARTICLE_SWITCH)
    const roles = await pageProps(client, token, '/admin/user/group')
    assert.notInclude(
      roles.capabilities.map((capability: { key: string }) => capability.key),
      ARTICLE_SWITCH
    )
    assert.include(
      roles.capabilities.map((capability: { key: string }) => capability.key),
      'enable_comment',
      'the enabled plugins keep theirs'
    )
    for (const path of ['/admin/user/punishment', '/admin/user/list']) {
      const labels = (await pageProps(client, token, path)).punishmentTypes.map((type: { label: string }) => type.label)
      assert.notInclude(labels, NO_ARTICLE, path)
      assert.include(labels, '禁用账户', path)
    }
    const given = await client
      .post('/api/v1/punishment')
      .bearerToken(token)
      .json({ user_id: [member.id], type: [typeValue] })
    given.assertStatus(400)
    assert.include(JSON.stringify(given.body()), '处罚类型无效')

    await switchPlugin(client, token, 'enable')
    assert.property((await groups())[0], ARTICLE_SWITCH)
    const back = await pageProps(client, token, '/admin/user/punishment')
    assert.include(
      back.punishmentTypes.map((type: { label: string }) => type.label),
      NO_ARTICLE
    )
  }).skip(notLoaded, reason)

  test('its sitemap files leave /sitemap.xml as soon as it is disabled, and come back with it', async ({ client, assert }) => {
    await SitemapBuild.query().delete()
    const built = await rebuildSitemap(client)
    assert.isTrue(built.files.has('articles-1.xml'))
    const token = await tokenFor(await createSuperAdmin())

    await switchPlugin(client, token, 'disable')
    const served = await readSitemap(client)
    assert.isFalse(served.files.has('articles-1.xml'), 'the index no longer lists it')
    assert.isTrue(served.files.has('pages-1.xml'))
    ;(await client.get('/sitemap/articles-1.xml')).assertStatus(404)
    const crawler = await fetch(`http://${process.env.HOST}:${process.env.PORT}/sitemap/articles-1.xml`)
    assert.equal(crawler.status, 404, 'nor does the crawlers’ fast route serve it')

    await switchPlugin(client, token, 'enable')
    assert.isTrue((await readSitemap(client)).files.has('articles-1.xml'))
  }).skip(notLoaded, reason)

  test('switched back on, it gets a fresh sitemap built: one made while it was off had none of its files', async ({ client, assert }) => {
    const token = await tokenFor(await createSuperAdmin())
    // Builds queued by earlier switches run first.
    await queue.startWorkers({ jobs: ['seo.sitemap'] })
    try {
      await queue.idle(20_000)
      await switchPlugin(client, token, 'disable')
      await SitemapBuild.query().delete()
      assert.isFalse((await rebuildSitemap(client)).files.has('articles-1.xml'))

      await switchPlugin(client, token, 'enable')
      await queue.idle(20_000)
    } finally {
      await queue.stop()
    }
    assert.isTrue((await readSitemap(client)).files.has('articles-1.xml'))
  }).skip(notLoaded, reason)
})
