import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { fixedNavigation, Navigation, seedNavigation, type FixedNavigationEntry } from '#core/site/contracts'
import { collectFixedNavigation } from '#core/site/extension_points'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'

/** What a stand-in plugin offers; an empty list is that plugin disabled. */
let offered: FixedNavigationEntry[] = []
fixedNavigation.add('test', () => offered)

const defaultSite = ['documents', 'articles', 'commerce', 'community', 'ads'].every((id) => registry.isEnabled(id))
const reason = 'needs the default plugins (documents, articles, commerce, community, ads)'

async function headerOf(client: any) {
  const response = await client.get('/')
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

test.group('Site extension points: fixed navigation', (group) => {
  group.each.setup(async () => {
    offered = []
    await Navigation.query().delete()
  })
  group.teardown(() => {
    offered = []
  })

  test("an offered entry is seeded once as a fixed entry; while its owner is off it is hidden, kept with the operator's edits, and back when it is on again", async ({
    client,
    assert,
  }) => {
    offered = [{ title: '专栏', href: '/column', sort: 150 }]
    await seedNavigation()
    await seedNavigation()
    const rows = await Navigation.query().where('href', '/column')
    assert.lengthOf(rows, 1)
    assert.isTrue(rows[0].fixed)
    assert.include(
      (await headerOf(client)).navigation.map((item: any) => item.title),
      '专栏'
    )

    rows[0].title = '精选专栏'
    await rows[0].save()
    const operatorEntry = await Navigation.create({ title: '活动', href: '/events', sort: 10, parentId: 0 })
    await Navigation.create({ title: '专栏子项', href: '/column/new', sort: 1, parentId: rows[0].id })

    offered = []
    await seedNavigation()
    const hidden = await headerOf(client)
    assert.notInclude(
      hidden.navigation.map((item: any) => item.href),
      '/column'
    )
    assert.notInclude(JSON.stringify(hidden.navigation), '专栏子项')
    assert.include(
      hidden.navigation.map((item: any) => item.title),
      operatorEntry.title
    )
    const guestList = await client.get('/api/v1/navigation/list').qs({ size: 100 })
    assert.notInclude(
      guestList.body().navigation.map((item: any) => item.href),
      '/column'
    )
    const adminList = await client
      .get('/api/v1/navigation/list')
      .qs({ size: 100 })
      .bearerToken(await tokenFor(await createSuperAdmin()))
    assert.include(
      adminList.body().navigation.map((item: any) => item.title),
      '精选专栏'
    )

    offered = [{ title: '专栏', href: '/column', sort: 150 }]
    await seedNavigation()
    const back = (await headerOf(client)).navigation.find((item: any) => item.href === '/column')
    assert.equal(back.title, '精选专栏')
    assert.deepEqual(
      back.children.map((child: any) => child.title),
      ['专栏子项']
    )
    assert.lengthOf(await Navigation.query().where('href', '/column'), 1)
  }).timeout(120_000)

  test("an entry's popover names the component its owner shows on hover", async ({ client, assert }) => {
    offered = [{ title: '专栏', href: '/column', sort: 150, popover: 'test.columnPopover' }]
    await seedNavigation()
    const column = (await headerOf(client)).navigation.find((item: any) => item.href === '/column')
    assert.equal(column.popover, 'test.columnPopover')
  }).timeout(120_000)

  test('the seeded site looks as before: 首页, 文档分类 and 文章 from the site, documents and articles', async ({ client, assert }) => {
    await seedNavigation()
    const { navigation } = await headerOf(client)
    assert.deepEqual(
      navigation.map((item: any) => [item.title, item.href, item.popover ?? null]),
      [
        ['首页', '/', null],
        ['文档分类', '/category', null],
        ['文章', '/article', 'articles.categoryPopover'],
      ]
    )
  })
    .skip(!defaultSite, reason)
    .timeout(120_000)
})

test.group('Site extension points: home links, tool bar and site components', () => {
  test("the home page gets the plugins' links in order: four cards and the two buttons of the closing call", async ({ client, assert }) => {
    const response = await client.get('/')
    const { homeLinks } = inertiaPage(response.text()).props
    const pick = (place: string) => homeLinks.filter((link: any) => link.place === place).map((link: any) => [link.title, link.href])
    assert.deepEqual(pick('feature'), [
      ['在线阅读', '/category'],
      ['上传分享', '/upload'],
      ['文章专栏', '/article'],
      ['签到领魔豆', '/me'],
    ])
    assert.deepEqual(pick('action'), [
      ['上传文档', '/upload'],
      ['发布文章', '/post'],
    ])
    const html = response.text()
    const links = html.match(/<a [^>]*>/g) ?? []
    assert.isTrue(links.some((tag) => tag.includes('href="/upload"') && tag.includes('class="ds-pill-button"')))
    assert.isTrue(links.some((tag) => tag.includes('href="/post"') && tag.includes('class="ds-pill-button ds-pill-button--ghost"')))
    assert.lengthOf(
      links.filter((tag) => tag.includes('class="ds-feature ds-feature--')),
      4
    )
  })
    .skip(!defaultSite, reason)
    .timeout(120_000)

  test('every page gets the tool bar buttons of the enabled plugins: 发布文章 then 上传文档', async ({ client, assert }) => {
    const response = await client.get('/login')
    const { toolbarLinks } = inertiaPage(response.text()).props
    assert.deepEqual(
      toolbarLinks.map((link: any) => [link.title, link.href, link.icon]),
      [
        ['发布文章', '/post', 'IconEdit'],
        ['上传文档', '/upload', 'IconUpload'],
      ]
    )
    const buttons = (response.text().match(/<a [^>]*ds-toolbar__button[^>]*>/g) ?? []).map(
      (tag: string) => tag.match(/aria-label="([^"]+)"/)?.[1]
    )
    assert.deepEqual(buttons, ['发布文章', '上传文档'])
  })
    .skip(!defaultSite, reason)
    .timeout(120_000)

  test('every page lists the site components of the enabled plugins, and only theirs; each navigation popover is among them', async ({
    client,
    assert,
  }) => {
    const { siteComponents } = inertiaPage((await client.get('/login')).text()).props
    for (const entry of await collectFixedNavigation()) {
      if (entry.popover) assert.include(siteComponents, entry.popover, `${entry.href}'s popover is not listed`)
    }
    const owners = new Set(siteComponents.map((name: string) => name.split('.')[0]))
    for (const owner of owners) assert.isTrue(registry.isEnabled(owner as string), `${owner} is listed but not enabled`)
    if (defaultSite) {
      for (const name of ['community.contentCommunity', 'documents.cover', 'ads.slot']) {
        assert.include(siteComponents, name)
      }
    }
  }).timeout(120_000)

  test("the layout's slots and the core pages' regions hold only enabled plugins' components: on the default site the ads' positions, the assistant's floating chat and 每日签到 on /tool", async ({
    client,
    assert,
  }) => {
    const { layoutComponents } = inertiaPage((await client.get('/login')).text()).props
    const owners = new Set(layoutComponents.map((entry: any) => entry.component.split('.')[0]))
    for (const owner of owners) assert.isTrue(registry.isEnabled(owner as string), `${owner} fills a slot but is not enabled`)
    if (defaultSite) {
      assert.deepInclude(layoutComponents, { component: 'ads.slot', place: 'top', props: { position: 'global_top' } })
      assert.deepInclude(layoutComponents, { component: 'ads.slot', place: 'bottom', props: { position: 'global_bottom' } })
      assert.deepInclude(layoutComponents, { component: 'assistant.chat', place: 'floating' })
      assert.deepInclude(layoutComponents, { component: 'ads.aside', place: 'search_results', props: { position: 'search_right' } })
      assert.deepInclude(layoutComponents, { component: 'ads.banners', place: 'home_before_sections' })
      assert.deepInclude(layoutComponents, { component: 'commerce.dailySign', place: 'tool_head', props: { variant: 'inline' } })
      assert.deepInclude(layoutComponents, { component: 'commerce.dailySign', place: 'header_actions', props: { variant: 'header' } })
      assert.deepInclude(layoutComponents, { component: 'commerce.vipBadge', place: 'header_actions' })
      assert.deepInclude(layoutComponents, { component: 'commerce.dailySign', place: 'drawer_menu', props: { variant: 'drawer' } })
    }
  }).timeout(120_000)
})
