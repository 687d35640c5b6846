import { test } from '@japa/runner'
import Friendlink from '#core/site/models/friendlink'
import { seedFriendlinks } from '#core/site/contracts'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'

const ALL_KEYS = ['site.friendlink.list', 'site.friendlink.create', 'site.friendlink.update', 'site.friendlink.delete']

async function staffToken(keys = ALL_KEYS) {
  const { user } = await createStaff(keys)
  return tokenFor(user)
}

async function someLinks() {
  await Friendlink.query().delete()
  await Friendlink.createMany([
    { title: '文档站', link: 'https://docs.example.com', sort: 10, enable: true },
    { title: '博客', link: 'http://blog.example.com', sort: 30, enable: true },
    { title: '已下线', link: 'https://old.example.com', sort: 99, enable: false },
  ])
}

test.group('Friend links: list and read', (group) => {
  group.each.setup(someLinks)

  test('guests see enabled links only, by sort, whatever enable filter they send', async ({ client, assert }) => {
    const response = await client.get('/api/v1/friendlink/list?enable=true&enable=false&field=id&field=title&field=link')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.total, 2)
    assert.deepEqual(
      body.friendlink.map((item: any) => Object.keys(item).sort()),
      [
        ['id', 'link', 'title'],
        ['id', 'link', 'title'],
      ]
    )
    assert.deepEqual(
      body.friendlink.map((item: any) => item.title),
      ['博客', '文档站']
    )
  })

  test('holders of 查看友链 see disabled links and filter by enable', async ({ client, assert }) => {
    const token = await staffToken(['site.friendlink.list'])
    const all = await client.get('/api/v1/friendlink/list').bearerToken(token)
    assert.equal(all.body().total, 3)
    assert.deepEqual(
      all.body().friendlink.map((item: any) => item.title),
      ['博客', '文档站', '已下线']
    )
    const disabled = await client.get('/api/v1/friendlink/list?enable=false').bearerToken(token)
    assert.deepEqual(
      disabled.body().friendlink.map((item: any) => item.title),
      ['已下线']
    )
    const search = await client.get('/api/v1/friendlink/list?wd=blog').bearerToken(token)
    assert.deepEqual(
      search.body().friendlink.map((item: any) => item.title),
      ['博客']
    )
  })

  test('one link is read by id; a disabled one only by holders of 查看友链', async ({ client, assert }) => {
    const links = await Friendlink.query().orderBy('id')
    const enabled = links.find((link) => link.enable)!
    const disabled = links.find((link) => !link.enable)!
    const open = await client.get('/api/v1/friendlink').qs({ id: enabled.id })
    open.assertStatus(200)
    assert.include(open.body(), { id: enabled.id, title: enabled.title, link: enabled.link, enable: true })
    const hidden = await client.get('/api/v1/friendlink').qs({ id: disabled.id })
    hidden.assertStatus(404)
    const staff = await client
      .get('/api/v1/friendlink')
      .qs({ id: disabled.id })
      .bearerToken(await staffToken(['site.friendlink.list']))
    staff.assertStatus(200)
  })

  test('the home page carries the enabled links for its footer, in order; other pages none', async ({ client, assert }) => {
    const response = await client.get('/')
    response.assertStatus(200)
    const { friendlinks } = inertiaPage(response.text()).props
    assert.deepEqual(
      friendlinks.map((item: any) => [item.title, item.link]),
      [
        ['博客', 'http://blog.example.com'],
        ['文档站', 'https://docs.example.com'],
      ]
    )
    assert.notInclude(response.text(), 'old.example.com')
    const other = await client.get('/login')
    other.assertStatus(200)
    assert.deepEqual(inertiaPage(other.text()).props.friendlinks, [])
  }).timeout(120000)
})

test.group('Friend links: create, update, delete', (group) => {
  group.each.setup(someLinks)

  test('a guest gets 401 and a member 403 on every write', async ({ client }) => {
    const member = await tokenFor(await createUser())
    const guest = await client.post('/api/v1/friendlink').json({ title: 'x', link: 'https://x.com' }).bearerToken('dst_expired')
    guest.assertStatus(401)
    const create = await client.post('/api/v1/friendlink').json({ title: 'x', link: 'https://x.com' }).bearerToken(member)
    create.assertStatus(403)
    create.assertBodyContains({ message: '您没有权限访问【新增友链】' })
    const update = await client.put('/api/v1/friendlink').json({ id: 1, title: 'x' }).bearerToken(member)
    update.assertStatus(403)
    update.assertBodyContains({ message: '您没有权限访问【更新友链】' })
    const remove = await client.delete('/api/v1/friendlink?id=1').bearerToken(member)
    remove.assertStatus(403)
    remove.assertBodyContains({ message: '您没有权限访问【删除友链】' })
  })

  test('staff with 新增友链 adds a link that guests then see', async ({ client, assert }) => {
    const response = await client
      .post('/api/v1/friendlink')
      .json({ title: '合作伙伴', link: 'https://partner.example.com/home', description: '友站', sort: 50 })
      .bearerToken(await staffToken(['site.friendlink.create']))
    response.assertStatus(200)
    assert.include(response.body(), {
      title: '合作伙伴',
      link: 'https://partner.example.com/home',
      description: '友站',
      sort: 50,
      enable: true,
    })
    assert.isNumber(response.body().id)
    const list = await client.get('/api/v1/friendlink/list')
    assert.equal(list.body().friendlink[0].title, '合作伙伴')
  })

  test('a link must be an http or https URL', async ({ client, assert }) => {
    const token = await staffToken()
    for (const link of ['javascript:alert(1)', 'ftp://files.example.com', 'www.example.com', 'data:text/html,hi', '']) {
      const response = await client.post('/api/v1/friendlink').json({ title: '坏链接', link }).bearerToken(token)
      response.assertStatus(400)
      response.assertBodyContains({ code: 3 })
      assert.oneOf(response.body().message, ['链接地址必须是 http:// 或 https:// 开头的网址', '请填写链接地址'], link)
    }
    const missingTitle = await client.post('/api/v1/friendlink').json({ link: 'https://a.example.com' }).bearerToken(token)
    missingTitle.assertStatus(400)
    missingTitle.assertBodyContains({ message: '请填写名称' })

    const docs = await Friendlink.findByOrFail('title', '文档站')
    const update = await client.put('/api/v1/friendlink').json({ id: docs.id, link: 'javascript:alert(1)' }).bearerToken(token)
    update.assertStatus(400)
    update.assertBodyContains({ message: '链接地址必须是 http:// 或 https:// 开头的网址' })
    await docs.refresh()
    assert.equal(docs.link, 'https://docs.example.com')
    assert.lengthOf(await Friendlink.all(), 3)
  })

  test('an update changes only the fields sent; a missing link is 404', async ({ client, assert }) => {
    const token = await staffToken(['site.friendlink.update'])
    const docs = await Friendlink.findByOrFail('title', '文档站')
    const response = await client.put('/api/v1/friendlink').json({ id: docs.id, enable: false }).bearerToken(token)
    response.assertStatus(200)
    response.assertBody({})
    await docs.refresh()
    assert.isFalse(docs.enable)
    assert.equal(docs.link, 'https://docs.example.com')
    const missing = await client.put('/api/v1/friendlink').json({ id: 999999, title: 'x' }).bearerToken(token)
    missing.assertStatus(404)
  })

  test('several links are deleted at once', async ({ client, assert }) => {
    const token = await staffToken(['site.friendlink.delete'])
    const [a, b] = await Friendlink.query().orderBy('id').limit(2)
    const response = await client.delete(`/api/v1/friendlink?id=${a.id}&id=${b.id}`).bearerToken(token)
    response.assertStatus(200)
    assert.lengthOf(await Friendlink.all(), 1)
    const bad = await client.delete('/api/v1/friendlink?id=abc').bearerToken(token)
    bad.assertStatus(400)
  })

  test('the demo seed adds two links once', async ({ assert }) => {
    await Friendlink.query().delete()
    await seedFriendlinks()
    await seedFriendlinks()
    const links = await Friendlink.all()
    assert.lengthOf(links, 2)
    assert.isTrue(links.every((link) => /^https:\/\//.test(link.link) && link.enable))
  })
})

test.group('Friend links: admin page', (group) => {
  group.each.setup(someLinks)

  test('opens for holders of 查看友链 only', async ({ client, assert }) => {
    const page = await client
      .get('/admin/friendlink')
      .bearerToken(await staffToken(['site.friendlink.list']))
      .redirects(0)
    page.assertStatus(200)
    assert.equal(inertiaPage(page.text()).component, 'site/admin/friendlink')

    const otherStaff = await client
      .get('/admin/friendlink')
      .bearerToken(await staffToken(['settings.config.list']))
      .redirects(0)
    otherStaff.assertStatus(302)
    assert.equal(otherStaff.header('location'), '/admin')

    const member = await client
      .get('/admin/friendlink')
      .bearerToken(await tokenFor(await createUser()))
      .redirects(0)
    member.assertStatus(302)
    assert.equal(member.header('location'), '/')
  }).timeout(120000)
})
