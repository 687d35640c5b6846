import { test } from '@japa/runner'
import Navigation from '#core/site/models/navigation'
import { seedNavigation } from '#core/site/contracts'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'

const WRITE_KEYS = ['site.navigation.create', 'site.navigation.update', 'site.navigation.delete']

async function resetNavigation() {
  await Navigation.query().delete()
  await seedNavigation()
}

async function staffToken(keys = WRITE_KEYS) {
  const { user } = await createStaff(keys)
  return tokenFor(user)
}

test.group('Navigation: seed and list', (group) => {
  group.each.setup(resetNavigation)

  test('the fixed entries 首页, 文档分类 and 文章 are seeded once, however often the seed runs', async ({ client, assert }) => {
    await seedNavigation()
    await seedNavigation()
    const response = await client.get('/api/v1/navigation/list').qs({ page: 1, size: 10000 })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.total, 3)
    assert.deepEqual(
      body.navigation.map((item: any) => [item.title, item.href, item.fixed]),
      [
        ['首页', '/', true],
        ['文档分类', '/category', true],
        ['文章', '/article', true],
      ]
    )
  })

  test('guests see enabled entries only; navigation managers see disabled ones too', async ({ client, assert }) => {
    await Navigation.create({ title: '草稿入口', href: '/draft', enable: false, sort: 0, parentId: 0 })
    const guest = await client.get('/api/v1/navigation/list').qs({ size: 100 })
    assert.notInclude(
      guest.body().navigation.map((item: any) => item.title),
      '草稿入口'
    )

    const admin = await client
      .get('/api/v1/navigation/list')
      .qs({ size: 100 })
      .bearerToken(await tokenFor(await createSuperAdmin()))
    assert.include(
      admin.body().navigation.map((item: any) => item.title),
      '草稿入口'
    )
    assert.equal(admin.body().total, 4)

    const staff = await client
      .get('/api/v1/navigation/list')
      .qs({ size: 100 })
      .bearerToken(await staffToken(['site.navigation.list']))
    assert.include(
      staff.body().navigation.map((item: any) => item.title),
      '草稿入口'
    )
    const writer = await client
      .get('/api/v1/navigation/list')
      .qs({ size: 100 })
      .bearerToken(await staffToken(['site.navigation.create']))
    assert.notInclude(
      writer.body().navigation.map((item: any) => item.title),
      '草稿入口'
    )
  })

  test('page and size page the list, field picks the fields', async ({ client, assert }) => {
    const response = await client.get('/api/v1/navigation/list?page=2&size=2&field=id&field=title')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.total, 3)
    assert.deepEqual(body.navigation, [{ id: body.navigation[0].id, title: '文章' }])
  })

  test('a page number that is not a number reads as the first page', async ({ client, assert }) => {
    const response = await client.get('/api/v1/navigation/list?page=abc&size=2')
    response.assertStatus(200)
    assert.deepEqual(
      response.body().navigation.map((item: any) => item.title),
      ['首页', '文档分类']
    )
  })

  test('order sorts by the asked columns, unknown ones ignored; by sort (high first) when none is asked', async ({ client, assert }) => {
    const titles = async (order?: string) =>
      (await client.get('/api/v1/navigation/list').qs(order ? { order, field: 'title' } : { field: 'title' }))
        .body()
        .navigation.map((item: any) => item.title)
    const seeded = await titles()
    assert.deepEqual(await titles('title; drop table navigations'), seeded)
    assert.deepEqual(await titles('id desc'), [...seeded].reverse())
    assert.deepEqual(await titles('sort,asc'), [...seeded].reverse())
  })

  test('anyone reads one entry by id; a missing one is 404', async ({ client, assert }) => {
    const home = await Navigation.findByOrFail('href', '/')
    const response = await client.get('/api/v1/navigation').qs({ id: home.id })
    response.assertStatus(200)
    assert.equal(response.body().title, '首页')
    const missing = await client.get('/api/v1/navigation').qs({ id: 999999 })
    missing.assertStatus(404)
  })
})

test.group('Navigation: create, update, delete', (group) => {
  group.each.setup(resetNavigation)

  test('a guest gets 401 and a member 403 on every write', async ({ client }) => {
    const member = await tokenFor(await createUser())
    const create = await client.post('/api/v1/navigation').json({ title: 'x', href: '/x' }).bearerToken('dst_expired')
    create.assertStatus(401)
    const denied = await client.post('/api/v1/navigation').json({ title: 'x', href: '/x' }).bearerToken(member)
    denied.assertStatus(403)
    denied.assertBodyContains({ message: '您没有权限访问【新增导航】' })
    const update = await client.put('/api/v1/navigation').json({ id: 1, title: 'x' }).bearerToken(member)
    update.assertStatus(403)
    update.assertBodyContains({ message: '您没有权限访问【更新导航】' })
    const remove = await client.delete('/api/v1/navigation?id=1').bearerToken(member)
    remove.assertStatus(403)
    remove.assertBodyContains({ message: '您没有权限访问【删除导航】' })
  })

  test('staff with 新增导航 creates an entry under a parent and it appears in the list', async ({ client, assert }) => {
    const token = await staffToken()
    const parent = await client
      .post('/api/v1/navigation')
      .json({ title: '帮助', href: '/article/help', color: '#ff6600', target: '_blank', sort: 5 })
      .bearerToken(token)
    parent.assertStatus(200)
    assert.include(parent.body(), {
      title: '帮助',
      href: '/article/help',
      color: '#ff6600',
      target: '_blank',
      sort: 5,
      enable: true,
      fixed: false,
      parent_id: 0,
    })

    const child = await client
      .post('/api/v1/navigation')
      .json({ title: '常见问题', href: 'https://help.example.com/faq', parent_id: parent.body().id })
      .bearerToken(token)
    child.assertStatus(200)
    assert.equal(child.body().parent_id, parent.body().id)
    assert.equal(child.body().target, '_self')
    assert.lengthOf(await Navigation.query().where('title', '常见问题'), 1)
  })

  test('invalid input is refused with its message and nothing is stored', async ({ client, assert }) => {
    const token = await staffToken()
    const cases: [Record<string, unknown>, string][] = [
      [{ href: '/x' }, '请填写名称'],
      [{ title: '坏链接', href: 'javascript:alert(1)' }, '链接地址必须以 / 开头，或者是 http:// 或 https:// 开头的网址'],
      [{ title: '协议相对', href: '//evil.example.com' }, '链接地址必须以 / 开头，或者是 http:// 或 https:// 开头的网址'],
      [{ title: '坏颜色', href: '/x', color: 'red;background:url(x)' }, '颜色必须是 #RRGGBB 格式'],
      [{ title: '坏窗口', href: '/x', target: '_top' }, '打开方式的值无效'],
      [{ title: '无上级', href: '/x', parent_id: 999999 }, '上级导航不存在'],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/api/v1/navigation').json(body).bearerToken(token)
      response.assertStatus(400)
      response.assertBodyContains({ message })
    }
    assert.equal((await Navigation.all()).length, 3)
  })

  test('an update changes only the fields sent', async ({ client, assert }) => {
    const token = await staffToken()
    const entry = await Navigation.create({ title: '下载', href: '/download', color: '#333333', sort: 1, parentId: 0 })
    const response = await client.put('/api/v1/navigation').json({ id: entry.id, enable: false }).bearerToken(token)
    response.assertStatus(200)
    response.assertBody({})
    await entry.refresh()
    assert.isFalse(entry.enable)
    assert.equal(entry.title, '下载')
    assert.equal(entry.color, '#333333')

    const missing = await client.put('/api/v1/navigation').json({ id: 999999, title: 'x' }).bearerToken(token)
    missing.assertStatus(404)
  })

  test("an entry cannot become its own parent or its descendant's child", async ({ client }) => {
    const token = await staffToken()
    const parent = await Navigation.create({ title: '父', href: '/p', parentId: 0 })
    const child = await Navigation.create({ title: '子', href: '/c', parentId: parent.id })
    const self = await client.put('/api/v1/navigation').json({ id: parent.id, parent_id: parent.id }).bearerToken(token)
    self.assertStatus(400)
    self.assertBodyContains({ message: '上级导航不能是自己' })
    const cycle = await client.put('/api/v1/navigation').json({ id: parent.id, parent_id: child.id }).bearerToken(token)
    cycle.assertStatus(400)
    cycle.assertBodyContains({ message: '上级导航不能是它的下级导航' })
  })

  test('a fixed entry keeps its link and cannot be deleted; its title and order may change', async ({ client, assert }) => {
    const token = await staffToken()
    const article = await Navigation.findByOrFail('href', '/article')
    const href = await client.put('/api/v1/navigation').json({ id: article.id, href: '/blog' }).bearerToken(token)
    href.assertStatus(400)
    href.assertBodyContains({ message: '固定导航不能修改链接地址' })

    const rename = await client
      .put('/api/v1/navigation')
      .json({ id: article.id, title: '资讯', sort: 150, href: '/article' })
      .bearerToken(token)
    rename.assertStatus(200)

    const other = await Navigation.create({ title: '临时', href: '/tmp', parentId: 0 })
    const remove = await client.delete(`/api/v1/navigation?id=${other.id}&id=${article.id}`).bearerToken(token)
    remove.assertStatus(400)
    remove.assertBodyContains({ message: '固定导航不能删除：资讯' })
    assert.isNotNull(await Navigation.find(other.id))
    assert.isNotNull(await Navigation.find(article.id))
  })

  test('an entry with children is deleted only together with them', async ({ client, assert }) => {
    const token = await staffToken()
    const parent = await Navigation.create({ title: '父', href: '/p', parentId: 0 })
    const child = await Navigation.create({ title: '子', href: '/c', parentId: parent.id })
    const alone = await client.delete(`/api/v1/navigation?id=${parent.id}`).bearerToken(token)
    alone.assertStatus(400)
    alone.assertBodyContains({ message: '请先删除该导航下的子导航' })

    const both = await client.delete(`/api/v1/navigation?id=${parent.id}&id=${child.id}`).bearerToken(token)
    both.assertStatus(200)
    assert.isNull(await Navigation.find(parent.id))
    assert.isNull(await Navigation.find(child.id))

    const none = await client.delete('/api/v1/navigation').bearerToken(token)
    none.assertStatus(400)
  })
})

test.group('Navigation: header tree and admin page', (group) => {
  group.each.setup(resetNavigation)

  test('every page carries the enabled entries as a tree', async ({ client, assert }) => {
    const parent = await Navigation.create({ title: '专题', href: '/topic', sort: 50, parentId: 0, target: '_self', color: '#1677ff' })
    await Navigation.create({ title: '外链', href: 'https://example.com', sort: 2, parentId: parent.id, target: '_blank' })
    await Navigation.create({ title: '隐藏子项', href: '/hidden-child', sort: 1, parentId: parent.id, enable: false })
    const hiddenParent = await Navigation.create({ title: '隐藏父项', href: '/hidden', sort: 40, parentId: 0, enable: false })
    await Navigation.create({ title: '孤儿子项', href: '/orphan', sort: 1, parentId: hiddenParent.id })

    const response = await client.get('/')
    response.assertStatus(200)
    const { navigation } = inertiaPage(response.text()).props
    assert.deepEqual(
      navigation.map((item: any) => item.title),
      ['首页', '文档分类', '文章', '专题']
    )
    const topic = navigation.find((item: any) => item.title === '专题')
    assert.deepEqual(topic.children, [
      { id: topic.children[0].id, title: '外链', href: 'https://example.com', color: '', target: '_blank', children: [] },
    ])
    assert.equal(topic.color, '#1677ff')
    assert.notInclude(response.text(), '孤儿子项')
  }).timeout(120000)

  test('the admin page is open to every admin user and to nobody else', async ({ client, assert }) => {
    const { user: staff } = await createStaff(['settings.config.list'])
    const page = await client
      .get('/admin/navigation')
      .bearerToken(await tokenFor(staff))
      .redirects(0)
    page.assertStatus(200)
    assert.equal(inertiaPage(page.text()).component, 'site/admin/navigation')

    const member = await client
      .get('/admin/navigation')
      .bearerToken(await tokenFor(await createUser()))
      .redirects(0)
    member.assertStatus(302)
    assert.equal(member.header('location'), '/')

    const guest = await client.get('/admin/navigation').redirects(0)
    guest.assertStatus(302)
    assert.equal(guest.header('location'), '/login?redirect=%2Fadmin%2Fnavigation')
  }).timeout(120000)
})
