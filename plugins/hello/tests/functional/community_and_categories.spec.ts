import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import lifecycle from '#core/kernel/plugin_lifecycle'
import registry, { PluginContractError } from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import { Category, CATEGORY_TYPE, CategoriesPermission } from '#plugins/categories/contracts'
import { CommunityPermission, registerCommunityTarget } from '#plugins/community/contracts'
import Greeting from '#plugins/hello/models/greeting'
import { HelloPermission } from '#plugins/hello/permissions'
import { greetingTarget } from '#plugins/hello/boot/community_boot'
import { GREETING_KIND } from '#plugins/hello/enums/greeting_kind'
import { helloDisabled, notEnabledReason, resetHello } from './hello_suite.js'

const needs = (...ids: string[]) => helloDisabled || ids.some((id) => !registry.isEnabled(id))
const needsReason = (...ids: string[]) => `needs the hello, ${ids.join(' and ')} plugins enabled (${notEnabledReason})`

async function resetCommunity() {
  await settings.update('security', { comment_interval: 0, enable_captcha_comment: false })
  await limiter.clear()
}

async function pageProps(request: PromiseLike<{ assertStatus(status: number): void; text(): string }>) {
  const response = await request
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

test.group('hello plugin: greetings as a community target (communityTargets)', (group) => {
  group.tap((item) => item.skip(needs('community'), needsReason('community')))
  group.each.setup(async () => {
    await resetHello()
    await resetCommunity()
  })
  group.teardown(async () => {
    if (!helloDisabled) await lifecycle.enable('hello')
  })

  test('a member favourites a greeting; 我的收藏 and the favourite API show its text and page', async ({ client, assert }) => {
    const greeting = await Greeting.create({ name: '收藏', text: '你好，收藏' })
    const member = await createUser()
    const token = await tokenFor(member)

    const added = await client.post('/api/v1/favorite').json({ document_id: greeting.id, type: GREETING_KIND }).bearerToken(token)
    added.assertStatus(200)
    await greeting.refresh()
    assert.equal(greeting.favoriteCount, 1, 'community stores the count through setCounts')

    const list = (await client.get('/api/v1/favorite/list').qs({ type: GREETING_KIND }).bearerToken(token)).body()
    assert.equal(list.total, 1)
    assert.include(list.favorite[0], { title: '你好，收藏', link: `/hello/${greeting.id}`, type: GREETING_KIND, exists: true })

    const me = await pageProps(client.get('/me/favorite').loginAs(member))
    assert.deepInclude(me.kinds, { value: GREETING_KIND, label: '问候' })
    assert.include(me.favorites[0], { title: '你好，收藏', link: `/hello/${greeting.id}` })

    const missing = await client
      .post('/api/v1/favorite')
      .json({ document_id: greeting.id + 1000, type: GREETING_KIND })
      .bearerToken(token)
    missing.assertStatus(404)
    assert.equal(missing.body().message, '问候不存在')
  }).timeout(60_000)

  test('a member reports a greeting and comments on it; the admin lists name it, and their type filter offers 问候', async ({
    client,
    assert,
  }) => {
    const greeting = await Greeting.create({ name: '举报', text: '你好，举报' })
    const token = await tokenFor(await createUser())
    ;(
      await client.post('/api/v1/report').json({ document_id: greeting.id, type: GREETING_KIND, reason: 1 }).bearerToken(token)
    ).assertStatus(200)
    const commented = await client
      .post('/api/v1/comment')
      .json({ document_id: greeting.id, type: GREETING_KIND, content: '问候得好' })
      .bearerToken(token)
    commented.assertStatus(200)

    const staff = await tokenFor((await createStaff([CommunityPermission.report.list, CommunityPermission.comment.list])).user)
    const reports = (await client.get('/api/v1/report/list').bearerToken(staff)).body()
    const report = reports.report.find(
      (row: { document_id: number; type: number }) => row.type === GREETING_KIND && row.document_id === greeting.id
    )
    assert.include(report, { document_title: '你好，举报', link: `/hello/${greeting.id}`, reason_name: '垃圾广告' })

    const comments = (
      await client
        .get('/api/v1/comment/list')
        .qs({ type: GREETING_KIND, status: [0, 1, 2] })
        .bearerToken(staff)
    ).body()
    assert.equal(comments.total, 1)
    assert.include(comments.comment[0], { content: '问候得好', document_title: '你好，举报', link: `/hello/${greeting.id}` })

    const page = await pageProps(client.get('/admin/comment').bearerToken(staff).header('Accept', 'text/html'))
    assert.deepInclude(page.kinds, { value: GREETING_KIND, label: '问候' })

    const shown = await pageProps(client.get(`/hello/${greeting.id}`))
    assert.equal(shown.community_kind, GREETING_KIND)
    assert.equal(shown.greeting.text, '你好，举报')
  }).timeout(60_000)

  test('while hello is disabled its kind is refused and leaves the lists; its rows stay and come back', async ({ client, assert }) => {
    const greeting = await Greeting.create({ name: '停用', text: '你好，停用' })
    const member = await createUser()
    const token = await tokenFor(member)
    ;(await client.post('/api/v1/favorite').json({ document_id: greeting.id, type: GREETING_KIND }).bearerToken(token)).assertStatus(200)

    await lifecycle.disable('hello')
    try {
      const refused = await client
        .post('/api/v1/report')
        .json({ document_id: greeting.id, type: GREETING_KIND, reason: 1 })
        .bearerToken(token)
      refused.assertStatus(400)
      assert.equal(refused.body().message, '内容类型无效')
      const filtered = await client.get('/api/v1/favorite/list').qs({ type: GREETING_KIND }).bearerToken(token)
      filtered.assertStatus(400)
      assert.equal((await client.get('/api/v1/favorite/list').bearerToken(token)).body().total, 0)
      const me = await pageProps(client.get('/me/favorite').loginAs(member))
      assert.notInclude(
        me.kinds.map((kind: { value: number }) => kind.value),
        GREETING_KIND
      )
      const staff = await tokenFor((await createStaff([CommunityPermission.comment.list])).user)
      const page = await pageProps(client.get('/admin/comment').bearerToken(staff).header('Accept', 'text/html'))
      assert.notInclude(
        page.kinds.map((kind: { value: number }) => kind.value),
        GREETING_KIND
      )
    } finally {
      await lifecycle.enable('hello')
    }
    const back = (await client.get('/api/v1/favorite/list').bearerToken(token)).body()
    assert.equal(back.total, 1, 'the favourite was kept')
    assert.equal(back.favorite[0].title, '你好，停用')
  }).timeout(120_000)

  test('another plugin claiming kind 100 stops its boot with a clear message', ({ assert }) => {
    assert.throws(
      () => registerCommunityTarget('other', { ...greetingTarget, label: '别的' }),
      PluginContractError,
      'Community target kind 100 (别的) of "other" is already registered by "hello"'
    )
  })
})

test.group('hello plugin: greetings filed under an article category (categoryUsage)', (group) => {
  group.tap((item) => item.skip(needs('categories'), needsReason('categories')))
  group.each.setup(resetHello)

  test('/hello/new offers the article categories; a category greetings are filed under cannot be deleted', async ({ client, assert }) => {
    const category = await Category.create({ title: '问候分类', type: CATEGORY_TYPE.Article, parentId: 0, enable: true })
    const documentCategory = await Category.create({ title: '文档分类', type: CATEGORY_TYPE.Document, parentId: 0, enable: true })
    const { user } = await createStaff([HelloPermission.greeting.create])

    const compose = await pageProps(client.get('/hello/new').loginAs(user))
    assert.deepInclude(compose.categories, { value: category.id, label: '问候分类' })
    assert.notDeepInclude(compose.categories, { value: documentCategory.id, label: '文档分类' })
    assert.deepEqual(compose.can, { create: true })

    const token = await tokenFor(user)
    const wrong = await client.post('/api/v1/hello').json({ name: '分类', category_id: documentCategory.id }).bearerToken(token)
    wrong.assertStatus(400)
    assert.equal(wrong.body().message, '分类不存在')
    const saved = await client.post('/api/v1/hello').json({ name: '分类', category_id: category.id }).bearerToken(token)
    saved.assertStatus(200)
    assert.equal(saved.body().category_id, category.id)
    assert.equal((await pageProps(client.get(`/hello/${saved.body().id}`))).category, '问候分类')

    const deleter = await tokenFor((await createStaff([CategoriesPermission.category.delete])).user)
    const refused = await client.delete(`/api/v1/category?id=${category.id}`).bearerToken(deleter)
    refused.assertStatus(400)
    assert.equal(refused.body().message, '该分类下还有文档，无法删除')
    assert.exists(await Category.find(category.id))

    await Greeting.query().delete()
    ;(await client.delete(`/api/v1/category?id=${category.id}`).bearerToken(deleter)).assertStatus(200)
    assert.notExists(await Category.find(category.id))
  }).timeout(60_000)
})

test.group('hello plugin: the compose page is kept from crawlers (crawlerExclusions)', (group) => {
  group.tap((item) => item.skip(helloDisabled, notEnabledReason))
  group.teardown(async () => {
    if (!helloDisabled) await lifecycle.enable('hello')
  })

  test('/hello/new needs a login, and /robots.txt disallows it only while hello is on', async ({ client, assert }) => {
    const guest = await client.get('/hello/new').redirects(0)
    assert.match(guest.header('location') ?? '', /^\/login/)
    const member = await pageProps(client.get('/hello/new').loginAs(await createUser()))
    assert.deepEqual(member.can, { create: false })

    const lines = async () => (await client.get('/robots.txt')).text().split('\n')
    assert.include(await lines(), 'Disallow: /hello/new')
    assert.notInclude(await lines(), 'Disallow: /hello')
    await lifecycle.disable('hello')
    try {
      assert.notInclude(await lines(), 'Disallow: /hello/new')
    } finally {
      await lifecycle.enable('hello')
    }
    assert.include(await lines(), 'Disallow: /hello/new')
  }).timeout(60_000)
})
