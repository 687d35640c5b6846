import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import lifecycle from '#core/kernel/plugin_lifecycle'
import registry from '#core/kernel/plugin_registry'
import { User } from '#core/accounts/contracts'
import { registeredSources } from '#core/seo/sitemap/sources'
import { STATS_PERMISSION } from '#core/admin/contracts'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import { documentPageExtras } from '#plugins/documents/contracts'
import { DocumentFactory } from '#plugins/documents/testing'
import Greeting from '#plugins/hello/models/greeting'
import { HelloPermission } from '#plugins/hello/permissions'
import { helloDisabled, notEnabledReason, resetHello } from './hello_suite.js'

async function pageProps(request: Promise<{ assertStatus(status: number): void; text(): string }>) {
  const response = await request
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

async function sitemapLocs() {
  const source = registeredSources().find((entry) => entry.name === 'hello')
  if (!source) return null
  const locs: string[] = []
  for await (const batch of source.urls(100)) locs.push(...batch.map((url) => url.loc))
  return locs
}

const noDocuments = !registry.isLoaded('documents')

test.group('hello plugin: every extension point it fills', (group) => {
  group.each.setup(resetHello)

  test('homeSections: the home page shows a section of the newest greetings', async ({ client, assert }) => {
    await Greeting.create({ name: '小明', text: '你好，小明' })
    const props = await pageProps(client.get('/'))
    const section = props.homeSections.find((entry: { key: string }) => entry.key === 'hello.recent')
    assert.equal(section.title, '最新问候')
    assert.deepEqual(
      section.items.map((item: { title: string; href: string }) => [item.title, item.href]),
      [['你好，小明', '/hello']]
    )
  })
    .skip(helloDisabled, notEnabledReason)
    .timeout(60_000)

  test('siteTools: /tool offers 问候', async ({ client, assert }) => {
    const props = await pageProps(client.get('/tool'))
    assert.deepInclude(
      props.tools.map((tool: { key: string; href: string }) => [tool.key, tool.href]),
      ['hello', '/hello']
    )
  })
    .skip(helloDisabled, notEnabledReason)
    .timeout(60_000)

  test('sharedProps: every page knows how many greetings there are', async ({ client, assert }) => {
    // In one transaction: the greetings are indexed for search once it commits.
    await Greeting.createMany([
      { name: 'a', text: '你好，a' },
      { name: 'b', text: '你好，b' },
    ])
    const props = await pageProps(client.get('/hello'))
    assert.deepEqual(props.hello, { greeting_count: 2 })
  })
    .skip(helloDisabled, notEnabledReason)
    .timeout(60_000)

  test('meTabs: 我的问候 is a tab of /me and lists only the member’s own greetings', async ({ client, assert }) => {
    const member = await createUser()
    await Greeting.create({ name: member.username, text: '你好，我', userId: member.id })
    await Greeting.create({ name: 'other', text: '你好，别人', userId: null })
    const props = await pageProps(client.get('/me/hello').loginAs(member))
    assert.deepInclude(
      props.tabs.map((tab: { key: string; title: string; href: string }) => [tab.key, tab.title, tab.href]),
      ['hello', '我的问候', '/me/hello']
    )
    assert.equal(props.active, 'hello')
    assert.deepEqual(
      props.greetings.map((greeting: { text: string }) => greeting.text),
      ['你好，我']
    )
  })
    .skip(helloDisabled, notEnabledReason)
    .timeout(60_000)

  test('userFlags: the signed-in member’s record says whether they have left a greeting', async ({ client, assert }) => {
    const member = await createUser()
    const flagsOf = async () => (await client.get('/api/v1/user').loginAs(member)).body().flags
    assert.deepInclude(await flagsOf(), { 'hello.greeted': false })
    await Greeting.create({ name: member.username, text: '你好，我', userId: member.id })
    assert.deepInclude(await flagsOf(), { 'hello.greeted': true })
    assert.notProperty(await flagsOf(), 'is_vip', 'is_vip keeps its own field')
  })
    .skip(helloDisabled, notEnabledReason)
    .timeout(60_000)

  test('profileTabs: everyone’s page has a 问候 tab with that member’s greetings', async ({ client, assert }) => {
    const member = await createUser()
    await Greeting.create({ name: member.username, text: '你好，大家', userId: member.id })
    const props = await pageProps(client.get(`/user/${member.id}/hello`))
    assert.deepInclude(
      props.tabs.map((tab: { key: string; href: string }) => [tab.key, tab.href]),
      ['hello', `/user/${member.id}/hello`]
    )
    assert.deepEqual(
      props.greetings.map((greeting: { text: string }) => greeting.text),
      ['你好，大家']
    )
  })
    .skip(helloDisabled, notEnabledReason)
    .timeout(60_000)

  test('userDeletion: deleting a member deletes their greetings, and no one else’s', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const member = await createUser()
    await Greeting.create({ name: member.username, text: '你好，我', userId: member.id })
    await Greeting.create({ name: 'cli', text: '你好，cli', userId: null })
    const response = await client.delete(`/api/v1/user?id=${member.id}&password=secret123`).bearerToken(await tokenFor(admin))
    response.assertStatus(200)
    assert.isNull(await User.find(member.id))
    assert.deepEqual(
      (await Greeting.all()).map((greeting) => greeting.name),
      ['cli']
    )
  }).skip(helloDisabled, notEnabledReason)

  test('events: a new member (accounts:registered) is greeted by name, only while hello is on', async ({ assert }) => {
    const member = await createUser()
    await emitter.emit('accounts:registered', { userId: member.id })
    const greeting = await Greeting.findByOrFail('name', member.username)
    assert.equal(greeting.text, `你好，${member.username}`)
    assert.isNull(greeting.userId)

    await lifecycle.disable('hello')
    try {
      const later = await createUser()
      await emitter.emit('accounts:registered', { userId: later.id })
      assert.isNull(await Greeting.findBy('name', later.username))
    } finally {
      await lifecycle.enable('hello')
    }
  }).skip(helloDisabled, notEnabledReason)

  test('siteStats: GET /api/v1/stats counts the greetings', async ({ client, assert }) => {
    await Greeting.create({ name: 'a', text: '你好，a' })
    const response = await client.get('/api/v1/stats')
    response.assertStatus(200)
    assert.equal(response.body().greeting_count, 1)
  }).skip(helloDisabled, notEnabledReason)

  test('dashboardWidgets: the dashboard shows the greeting figures to those who may list greetings', async ({ client, assert }) => {
    await Greeting.create({ name: 'a', text: '你好，a' })
    const widgetOf = async (user: User) =>
      (
        await pageProps(
          client
            .get('/admin')
            .bearerToken(await tokenFor(user))
            .header('Accept', 'text/html')
        )
      ).widgets.find((widget: { key: string }) => widget.key === 'hello.greetings')

    const { user: reader } = await createStaff([HelloPermission.greeting.list])
    const widget = await widgetOf(reader)
    assert.equal(widget.kind, 'metrics')
    assert.deepEqual(widget.metrics, [
      { label: '问候总数', value: 1 },
      { label: '近 24 小时', value: 1 },
    ])
    // Staff who may open the admin (here the settings pages) but not the greetings.
    const { user: other } = await createStaff([STATS_PERMISSION, 'settings.config.list'])
    assert.isUndefined(await widgetOf(other))
  })
    .skip(helloDisabled, notEnabledReason)
    .timeout(60_000)

  test('environmentChecks: GET /api/v1/envs reports the Chinese locale greetings are dated in', async ({ client, assert }) => {
    const { user } = await createStaff([STATS_PERMISSION])
    const response = await client.get('/api/v1/envs').bearerToken(await tokenFor(user))
    response.assertStatus(200)
    const check = response.body().envs.find((env: { name: string }) => env.name === 'Intl zh-CN')
    assert.include(check, { is_required: false, is_installed: true, error: '' })
  }).skip(helloDisabled, notEnabledReason)

  test('sitemapSources: the sitemap lists /hello and the 问候 tab of each member who left one', async ({ assert }) => {
    const member = await createUser()
    await Greeting.create({ name: member.username, text: '你好', userId: member.id })
    await Greeting.create({ name: member.username, text: '你好呀', userId: member.id })
    await Greeting.create({ name: 'cli', text: '你好，cli', userId: null })
    assert.deepEqual(await sitemapLocs(), ['/hello', `/user/${member.id}/hello`])
  }).skip(helloDisabled, notEnabledReason)

  test('documentPageExtras: the reader page greets its reader by name', async ({ client, assert }) => {
    const document = await DocumentFactory.create()
    const reader = await createUser()
    const guest = await pageProps(client.get(`/document/${document.id}`))
    assert.deepEqual(guest.extras.hello, { greeting: '你好，读者' })
    const extras = Object.assign({}, ...(await documentPageExtras.collect({ document, viewerId: reader.id })))
    assert.deepEqual(extras.hello, { greeting: `你好，${reader.username}` })
  })
    .skip(helloDisabled || noDocuments, 'needs the hello and documents plugins enabled')
    .timeout(60_000)

  test('beforeDocumentDownload: a signed-in downloader is greeted with the link, and nothing is written for it', async ({
    client,
    assert,
  }) => {
    const document = await DocumentFactory.merge({ title: '问候手册' }).create()
    const reader = await createUser()
    const response = await client
      .get('/api/v1/document/download')
      .qs({ id: document.id })
      .header('X-Forwarded-For', '10.99.0.1')
      .bearerToken(await tokenFor(reader))
    response.assertStatus(200)
    assert.include(response.body().message, `你好，${reader.username}，祝《问候手册》阅读愉快`)
    assert.lengthOf(await Greeting.all(), 0)
    const downloads = await db.from('document_downloads').where('document_id', document.id)
    assert.lengthOf(downloads, 1)
  }).skip(helloDisabled || noDocuments, 'needs the hello and documents plugins enabled')
})

test.group('hello plugin: its contributions while it is disabled', (group) => {
  group.each.setup(resetHello)
  group.teardown(async () => {
    if (!helloDisabled) await lifecycle.enable('hello')
  })

  test('the home section, tool, tabs, stats, sitemap source and shared count are gone; enabling brings them back', async ({
    client,
    assert,
  }) => {
    await Greeting.create({ name: 'a', text: '你好，a' })
    await lifecycle.disable('hello')

    const home = await pageProps(client.get('/'))
    assert.notExists(home.homeSections.find((entry: { key: string }) => entry.key === 'hello.recent'))
    assert.notProperty(home, 'hello')
    const tools = await pageProps(client.get('/tool'))
    assert.notInclude(
      tools.tools.map((tool: { key: string }) => tool.key),
      'hello'
    )
    const member = await createUser()
    const profile = await pageProps(client.get(`/user/${member.id}`))
    assert.notInclude(
      profile.tabs.map((tab: { key: string }) => tab.key),
      'hello'
    )
    assert.notProperty((await client.get('/api/v1/stats')).body(), 'greeting_count')
    assert.isNull(await sitemapLocs())
    assert.notProperty((await client.get('/api/v1/user').loginAs(member)).body().flags, 'hello.greeted')
    assert.notInclude((await client.get('/robots.txt')).text().split('\n'), 'Disallow: /hello/new')
    if (registry.isEnabled('community')) {
      const favourites = await pageProps(client.get('/me/favorite').loginAs(member))
      assert.notInclude(
        favourites.kinds.map((kind: { label: string }) => kind.label),
        '问候'
      )
    }

    // Enabling may install it first (a fresh test site), which seeds a greeting of its own.
    await lifecycle.enable('hello')
    assert.equal((await client.get('/api/v1/stats')).body().greeting_count, (await Greeting.all()).length)
    assert.deepEqual(await sitemapLocs(), ['/hello'])
    assert.include((await client.get('/robots.txt')).text().split('\n'), 'Disallow: /hello/new')
  })
    .skip(helloDisabled, notEnabledReason)
    .timeout(120_000)
})
