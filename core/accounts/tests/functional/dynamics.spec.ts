import { test } from '@japa/runner'
import User from '#core/accounts/models/user'
import { DynamicType, recordDynamic } from '#core/accounts/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { login, newAccount, register, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

test.group('User dynamics (GET /api/v1/user/dynamic)', (group) => {
  group.each.teardown(resetSecurity)

  test('registering, logging in and changing the profile fill one’s own feed, newest first', async ({ client, assert }) => {
    const account = newAccount('feed')
    ;(await register(client, account)).assertStatus(200)
    const logged = await login(client, account.username, account.password, {}, account.ip)
    logged.assertStatus(200)
    const token = logged.body().token
    ;(await client.put('/api/v1/user/profile').json({ username: account.username, signature: '新的签名' }).bearerToken(token)).assertStatus(
      200
    )

    const response = await client.get('/api/v1/user/dynamic').bearerToken(token)
    response.assertStatus(200)
    const { total, dynamic } = response.body()
    assert.equal(total, 3)
    assert.deepEqual(
      dynamic.map((item: { type: number }) => item.type),
      [DynamicType.Profile, DynamicType.Login, DynamicType.Register]
    )
    assert.equal(dynamic[0].username, account.username)
    assert.equal(dynamic[2].content, '注册成为本站会员')
    assert.include(dynamic[1].content, account.ip)
    assert.isString(dynamic[0].created_at)
  })

  test('another user’s feed shows only the public kinds; without an id a guest must log in', async ({ client, assert }) => {
    const owner = await createUser()
    await recordDynamic(owner.id, DynamicType.Login, ['登录了本站（IP：10.0.0.1）'])
    await recordDynamic(owner.id, DynamicType.Download, ['下载了文档《', { text: '秘密', href: '/document/1' }, '》'])
    await recordDynamic(owner.id, DynamicType.Upload, ['上传了文档《', { text: '公开', href: '/document/2' }, '》'])

    const seen = await client.get('/api/v1/user/dynamic').qs({ id: owner.id })
    seen.assertStatus(200)
    assert.equal(seen.body().total, 1)
    assert.equal(seen.body().dynamic[0].content, '上传了文档《<a href="/document/2">公开</a>》')

    const mine = await client
      .get('/api/v1/user/dynamic')
      .qs({ id: owner.id })
      .bearerToken(await tokenFor(owner))
    assert.equal(mine.body().total, 3)

    const guest = await client.get('/api/v1/user/dynamic')
    guest.assertStatus(401)
    assert.equal(guest.body().message, '请先登录')
    ;(await client.get('/api/v1/user/dynamic').qs({ id: 999999 })).assertStatus(404)
    const bad = await client.get('/api/v1/user/dynamic').qs({ id: 'abc' })
    bad.assertStatus(400)
    assert.equal(bad.body().message, 'ID错误')
  })

  test('titles are escaped and links stay on this site', async ({ client, assert }) => {
    const owner = await createUser()
    await recordDynamic(owner.id, DynamicType.Comment, [
      '评论了《',
      { text: '<img src=x onerror=alert(1)>', href: 'javascript:alert(2)' },
      '》',
    ])
    await recordDynamic(owner.id, DynamicType.Favorite, ['收藏了《', { text: 'A & B', href: '//evil.example/x' }, '》'])
    const { dynamic } = (await client.get('/api/v1/user/dynamic').qs({ id: owner.id })).body()
    assert.equal(dynamic[0].content, '收藏了《<a href="#">A &#38; B</a>》')
    assert.equal(dynamic[1].content, '评论了《<a href="#">&#60;img src=x onerror=alert(1)&#62;</a>》')
  })

  test('size is kept between 10 and 100 and pages do not overlap', async ({ client, assert }) => {
    const owner = await createUser()
    for (let index = 1; index <= 12; index++) await recordDynamic(owner.id, DynamicType.Sign, [`签到 ${index}`])
    const first = (await client.get('/api/v1/user/dynamic').qs({ id: owner.id, size: 1 })).body()
    assert.equal(first.total, 12)
    assert.lengthOf(first.dynamic, 10)
    const second = (await client.get('/api/v1/user/dynamic').qs({ id: owner.id, page: 2, size: 10 })).body()
    assert.deepEqual(
      second.dynamic.map((item: { content: string }) => item.content),
      ['签到 2', '签到 1']
    )
  })

  test('the public page shows the recent public activity and the tabs plugins add, 主页 first', async ({ assert }) => {
    const owner = await createUser()
    await User.query().where('id', owner.id).update({ signature: '热爱阅读的人' })
    await recordDynamic(owner.id, DynamicType.Upload, ['上传了文档《', { text: '动态里的文档', href: '/document/3' }, '》'])
    await recordDynamic(owner.id, DynamicType.Password, ['修改了登录密码'])
    const page = await http('GET', `/user/${owner.id}`, { headers: { Accept: 'text/html' } })
    page.assertStatus(200)
    assert.include(page.text_(), '动态里的文档')
    assert.notInclude(page.text_(), '修改了登录密码')
    const props = page.page().props
    assert.equal(props.tabs[0].key, 'default')
    assert.equal(props.tabs[0].href, `/user/${owner.id}`)
    assert.equal(props.dynamic_total, 1)
  })
})
