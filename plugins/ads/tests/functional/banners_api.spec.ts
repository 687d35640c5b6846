import { test } from '@japa/runner'
import sharp from 'sharp'
import { createUser, tokenFor } from '#tests/helpers/users'
import Banner from '../../models/banner.js'
import { AdsPermission } from '../../permissions.js'
import { adsDisabled, clearAds, disabledReason, staffToken } from '../helpers.js'

const ALL = [
  AdsPermission.banner.list,
  AdsPermission.banner.get,
  AdsPermission.banner.create,
  AdsPermission.banner.update,
  AdsPermission.banner.delete,
  AdsPermission.banner.upload,
]

async function someBanners() {
  await clearAds()
  await Banner.createMany([
    { title: '网站横幅一', path: '/uploads/aa/bb/one.webp', url: '/joinvip', type: 0, sort: 10, enable: true, description: '' },
    { title: '网站横幅二', path: 'https://cdn.example.com/two.jpg', url: '', type: 0, sort: 30, enable: true, description: '' },
    { title: '小程序横幅', path: '/uploads/aa/bb/mini.webp', url: '', type: 1, sort: 50, enable: true, description: '' },
    { title: '已下线横幅', path: '/uploads/aa/bb/off.webp', url: '', type: 0, sort: 99, enable: false, description: '' },
  ])
}

function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()
}

test.group('Banners: API', (group) => {
  group.tap((item) => item.skip(adsDisabled, disabledReason))
  group.each.setup(async () => {
    await someBanners()
    return clearAds
  })

  test('visitors list enabled banners only, by sort; the type filter picks the app they are for', async ({ client, assert }) => {
    const response = await client.get('/api/v1/banner/list').qs({ enable: ['true', 'false'] })
    response.assertStatus(200)
    assert.equal(response.body().total, 3)
    assert.deepEqual(
      response.body().banner.map((banner: any) => banner.title),
      ['小程序横幅', '网站横幅二', '网站横幅一']
    )
    const website = await client.get('/api/v1/banner/list').qs({ type: 0, field: ['title', 'path'] })
    assert.deepEqual(website.body().banner, [
      { title: '网站横幅二', path: 'https://cdn.example.com/two.jpg' },
      { title: '网站横幅一', path: '/uploads/aa/bb/one.webp' },
    ])
    const bad = await client.get('/api/v1/banner/list').qs({ type: 7 })
    assert.equal(bad.status(), 400)
    assert.equal(bad.body().message, '横幅类型只能是 0（网站）、1（小程序）或 2（App）')
  })

  test('holders of 横幅列表（全部） also see disabled banners, enabled first, and search', async ({ client, assert }) => {
    const token = await staffToken([AdsPermission.banner.list])
    const all = await client.get('/api/v1/banner/list').bearerToken(token)
    assert.deepEqual(
      all.body().banner.map((banner: any) => banner.title),
      ['小程序横幅', '网站横幅二', '网站横幅一', '已下线横幅']
    )
    const disabled = await client.get('/api/v1/banner/list').qs({ enable: 'false' }).bearerToken(token)
    assert.deepEqual(
      disabled.body().banner.map((banner: any) => banner.title),
      ['已下线横幅']
    )
    const word = await client.get('/api/v1/banner/list').qs({ wd: '小程序' }).bearerToken(token)
    assert.deepEqual(
      word.body().banner.map((banner: any) => banner.title),
      ['小程序横幅']
    )
  })

  test('staff upload an image, then create, read, update and delete a banner', async ({ client, assert }) => {
    const token = await staffToken(ALL)
    const upload = await client
      .post('/api/v1/upload/banner')
      .bearerToken(token)
      .file('file', await png(1600, 400), { filename: 'banner.png' })
    upload.assertStatus(200)
    assert.equal(upload.body().message, '上传成功')
    assert.equal(upload.body().data.type, 5)
    assert.match(upload.body().data.path, /^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/)
    assert.equal(upload.body().data.width, 1600)
    const image = await client.get(upload.body().data.path)
    image.assertStatus(200)
    assert.equal(image.header('content-type'), 'image/webp')

    const created = await client
      .post('/api/v1/banner')
      .json({ title: '开通 VIP', path: upload.body().data.path, url: '/joinvip', type: 0, sort: 7, description: '首页轮播' })
      .bearerToken(token)
    created.assertStatus(200)
    assert.include(created.body(), { title: '开通 VIP', url: '/joinvip', type: 0, sort: 7, enable: true, description: '首页轮播' })
    const id = created.body().id

    const shown = await client.get('/api/v1/banner').qs({ id }).bearerToken(token)
    assert.equal(shown.body().path, upload.body().data.path)
    const updated = await client.put('/api/v1/banner').json({ id, enable: false, type: 2, url: '' }).bearerToken(token)
    assert.deepEqual(updated.body(), {})
    const stored = await Banner.findOrFail(id)
    assert.include(stored.$attributes, { enable: false, type: 2, url: '', title: '开通 VIP' })

    const removed = await client.delete('/api/v1/banner').qs({ id }).bearerToken(token)
    removed.assertStatus(200)
    assert.isNull(await Banner.find(id))
    const missing = await client.get('/api/v1/banner').qs({ id }).bearerToken(token)
    assert.equal(missing.status(), 404)
    assert.equal(missing.body().message, '横幅不存在')
  })

  test('bad input gets the message of the field and changes nothing', async ({ client, assert }) => {
    const token = await staffToken(ALL)
    const before = (await Banner.all()).length
    const cases: [Record<string, unknown>, string][] = [
      [{ path: '/uploads/a.webp' }, '请输入横幅标题'],
      [{ title: '横幅' }, '请上传横幅图片'],
      [{ title: '横幅', path: 'javascript:alert(1)' }, '横幅图片必须是上传后的图片地址（/uploads/...）或 http(s) 网址'],
      [
        { title: '横幅', path: '/uploads/a.webp', url: 'javascript:alert(1)' },
        '链接地址必须以 / 开头，或者是 http:// 或 https:// 开头的网址',
      ],
      [{ title: '横幅', path: '/uploads/a.webp', url: '//evil.example' }, '链接地址必须以 / 开头，或者是 http:// 或 https:// 开头的网址'],
      [{ title: '横幅', path: '/uploads/a.webp', type: 3 }, '横幅类型只能是 网站、小程序 或 App'],
    ]
    for (const [json, message] of cases) {
      const response = await client.post('/api/v1/banner').json(json).bearerToken(token)
      assert.equal(response.status(), 400, JSON.stringify(json))
      assert.equal(response.body().message, message)
    }
    const missing = await client.put('/api/v1/banner').json({ id: 999999, title: 'x' }).bearerToken(token)
    assert.equal(missing.status(), 404)
    assert.equal(missing.body().message, '横幅不存在')
    assert.lengthOf(await Banner.all(), before)

    const notImage = await client
      .post('/api/v1/upload/banner')
      .bearerToken(token)
      .file('file', Buffer.from('%PDF-1.4 not an image'), { filename: 'x.png' })
    assert.equal(notImage.status(), 400)
    assert.equal(notImage.body().message, '横幅只支持 JPG、PNG、GIF、WebP 格式的图片')
    const none = await client.post('/api/v1/upload/banner').bearerToken(token)
    assert.equal(none.status(), 400)
    assert.equal(none.body().message, '请选择要上传的横幅图片')
  })

  test('every staff route answers 401 to guests and bad tokens, 403 without its permission', async ({ client, assert }) => {
    const banner = await Banner.firstOrFail()
    const routes: [string, string, string][] = [
      ['get', `/api/v1/banner?id=${banner.id}`, '查看横幅'],
      ['post', '/api/v1/banner', '新增横幅'],
      ['put', '/api/v1/banner', '更新横幅'],
      ['delete', `/api/v1/banner?id=${banner.id}`, '删除横幅'],
      ['post', '/api/v1/upload/banner', '上传横幅图片'],
    ]
    const member = await tokenFor(await createUser())
    const listOnly = await staffToken([AdsPermission.banner.list])
    for (const [method, path, title] of routes) {
      assert.equal((await (client as any)[method](path)).status(), 401, `${method} ${path} as a guest`)
      assert.equal((await (client as any)[method](path).bearerToken('oat_bad.token')).status(), 401, `${method} ${path} with a bad token`)
      const forbidden = await (client as any)[method](path).json({ id: banner.id, title: 'x', path: '/uploads/x.webp' }).bearerToken(member)
      assert.equal(forbidden.status(), 403, `${method} ${path} as a member`)
      assert.equal(forbidden.body().message, `您没有权限访问【${title}】`)
      assert.equal((await (client as any)[method](path).json({ id: banner.id }).bearerToken(listOnly)).status(), 403)
    }
    assert.isNotNull(await Banner.find(banner.id))
  })
})
