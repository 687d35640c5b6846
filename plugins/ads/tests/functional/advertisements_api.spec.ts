import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { createUser, tokenFor } from '#tests/helpers/users'
import Advertisement from '../../models/advertisement.js'
import { AdsPermission } from '../../permissions.js'
import { adsDisabled, disabledReason, insertAd, staffToken, withoutAds } from '../helpers.js'

const ALL = [
  AdsPermission.advertisement.list,
  AdsPermission.advertisement.get,
  AdsPermission.advertisement.create,
  AdsPermission.advertisement.update,
  AdsPermission.advertisement.delete,
  AdsPermission.advertisement.preview,
]

test.group('Advertisements: staff API', (group) => {
  group.tap((item) => item.skip(adsDisabled, disabledReason))
  group.each.setup(withoutAds)

  test('staff create, read, update and delete an advertisement', async ({ client, assert }) => {
    const token = await staffToken(ALL)
    const created = await client
      .post('/api/v1/advertisement')
      .json({
        position: 'document_top',
        title: '秋季促销',
        content: '<a href="https://shop.example.com" target="_blank"><img src="https://cdn.example.com/a.png" alt="促销"></a>',
        start_time: '2026-01-01 00:00:00',
        end_time: '2099-12-31T23:59:59Z',
        sort: 5,
        remark: '合作方 A',
      })
      .bearerToken(token)
    created.assertStatus(200)
    const body = created.body()
    assert.include(body, { position: 'document_top', title: '秋季促销', enable: true, sort: 5, remark: '合作方 A', state: 'running' })
    assert.include(body.content, 'rel="sponsored noopener noreferrer nofollow"')
    assert.equal(DateTime.fromISO(body.start_time).toFormat('yyyy-MM-dd HH:mm:ss'), '2026-01-01 00:00:00')
    assert.isAbove(body.user_id, 0)

    const shown = await client.get('/api/v1/advertisement').qs({ id: body.id }).bearerToken(token)
    shown.assertStatus(200)
    assert.equal(shown.body().title, '秋季促销')

    const updated = await client
      .put('/api/v1/advertisement')
      .json({ id: body.id, position: 'global_top', enable: false, end_time: null })
      .bearerToken(token)
    updated.assertStatus(200)
    assert.deepEqual(updated.body(), {})
    const stored = await Advertisement.findOrFail(body.id)
    assert.equal(stored.position, 'global_top')
    assert.isFalse(stored.enable)
    assert.isNull(stored.endTime)
    assert.equal(stored.title, '秋季促销')

    const other = await insertAd({})
    const removed = await client
      .delete('/api/v1/advertisement')
      .qs({ id: [body.id, other.id] })
      .bearerToken(token)
    removed.assertStatus(200)
    assert.isNull(await Advertisement.find(body.id))
    assert.isNull(await Advertisement.find(other.id))
    ;(await client.get('/api/v1/advertisement').qs({ id: body.id }).bearerToken(token)).assertStatus(404)
  })

  test('bad input gets the message of the field and changes nothing', async ({ client, assert }) => {
    const token = await staffToken(ALL)
    const post = (json: Record<string, unknown>) => client.post('/api/v1/advertisement').json(json).bearerToken(token)
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '<p>x</p>' }, '请选择广告位置'],
      [{ position: 'sidebar', content: '<p>x</p>' }, '广告位置不存在，请从列表中选择'],
      [{ position: 'global_top' }, '请输入广告内容'],
      [{ position: 'global_top', content: '   ' }, '请输入广告内容'],
      [
        { position: 'global_top', content: '<script>alert(1)</script>' },
        '广告内容只包含不允许的标签或属性（如 script、事件属性），请修改后再保存',
      ],
      [{ position: 'global_top', content: '<p>x</p>', start_time: 'tomorrow' }, '开始时间格式不正确，例如 2026-12-01 08:00:00'],
      [{ position: 'global_top', content: '<p>x</p>', start_time: '2026-12-02', end_time: '2026-12-01' }, '结束时间必须晚于开始时间'],
      [{ position: 'global_top', content: '<p>x</p>', end_time: '1900-01-01' }, '结束时间应在 2000 年到 9999 年之间'],
      [{ position: 'global_top', content: '<p>x</p>', title: 'x'.repeat(129) }, '广告标题不能超过 128 个字符'],
    ]
    for (const [json, message] of cases) {
      const response = await post(json)
      assert.equal(response.status(), 400, JSON.stringify(json))
      assert.equal(response.body().message, message)
    }
    assert.equal(
      await Advertisement.query()
        .count('* as total')
        .then((rows) => Number(rows[0].$extras.total)),
      0
    )

    const ad = await insertAd({ startTime: DateTime.fromISO('2026-12-01T00:00:00'), content: '<p>原内容</p>' })
    const window = await client.put('/api/v1/advertisement').json({ id: ad.id, end_time: '2026-11-30 00:00:00' }).bearerToken(token)
    assert.equal(window.status(), 400)
    assert.equal(window.body().message, '结束时间必须晚于开始时间')
    const missing = await client.put('/api/v1/advertisement').json({ id: 999999, title: 'x' }).bearerToken(token)
    assert.equal(missing.status(), 404)
    assert.equal(missing.body().message, '广告不存在')
    const noId = await client.delete('/api/v1/advertisement').bearerToken(token)
    assert.equal(noId.status(), 400)
    assert.equal(noId.body().message, '请指定 ID')
    await ad.refresh()
    assert.equal(ad.content, '<p>原内容</p>')
  })

  test('the list filters by position, enable and keyword, pages, and orders as asked', async ({ client, assert }) => {
    const token = await staffToken([AdsPermission.advertisement.list])
    await insertAd({ position: 'global_top', title: '顶部一', sort: 1 })
    await insertAd({ position: 'global_top', title: '顶部二', sort: 9, enable: false })
    await insertAd({ position: 'search_right', title: '搜索右侧', sort: 5 })
    const all = await client.get('/api/v1/advertisement/list').bearerToken(token)
    all.assertStatus(200)
    assert.equal(all.body().total, 3)
    assert.deepEqual(
      all.body().advertisement.map((ad: any) => ad.title),
      ['顶部二', '搜索右侧', '顶部一']
    )
    assert.equal(all.body().advertisement[0].state, 'disabled')

    const top = await client.get('/api/v1/advertisement/list').qs({ position: 'global_top', enable: 'true' }).bearerToken(token)
    assert.deepEqual(
      top.body().advertisement.map((ad: any) => ad.title),
      ['顶部一']
    )
    const two = await client
      .get('/api/v1/advertisement/list')
      .qs({ position: ['global_top', 'search_right'], order: 'sort asc', field: ['id', 'title'] })
      .bearerToken(token)
    assert.deepEqual(
      two.body().advertisement.map((ad: any) => ad.title),
      ['顶部一', '搜索右侧', '顶部二']
    )
    assert.deepEqual(Object.keys(two.body().advertisement[0]).sort(), ['id', 'title'])
    const word = await client.get('/api/v1/advertisement/list').qs({ wd: '搜索' }).bearerToken(token)
    assert.deepEqual(
      word.body().advertisement.map((ad: any) => ad.title),
      ['搜索右侧']
    )
    const paged = await client.get('/api/v1/advertisement/list').qs({ page: 2, size: 2 }).bearerToken(token)
    assert.equal(paged.body().total, 3)
    assert.deepEqual(
      paged.body().advertisement.map((ad: any) => ad.title),
      ['顶部一']
    )

    const badOrder = await client.get('/api/v1/advertisement/list').qs({ order: 'content; drop table' }).bearerToken(token)
    assert.equal(badOrder.status(), 400)
    assert.match(badOrder.body().message, /^排序只能按/)
    const badPosition = await client.get('/api/v1/advertisement/list').qs({ position: 'nowhere' }).bearerToken(token)
    assert.equal(badPosition.status(), 400)
    assert.equal(badPosition.body().message, '广告位置不存在')
  })

  test('every staff route answers 401 to guests and bad tokens, 403 without its permission', async ({ client, assert }) => {
    const ad = await insertAd({})
    const routes: [string, string, string][] = [
      ['get', '/api/v1/advertisement/list', '广告列表'],
      ['get', `/api/v1/advertisement?id=${ad.id}`, '查看广告'],
      ['post', '/api/v1/advertisement', '新增广告'],
      ['put', '/api/v1/advertisement', '更新广告'],
      ['delete', `/api/v1/advertisement?id=${ad.id}`, '删除广告'],
      ['post', '/api/v1/advertisement/preview', '预览广告（查看净化后的 HTML）'],
    ]
    const member = await tokenFor(await createUser())
    const listOnly = await staffToken([AdsPermission.advertisement.list])
    for (const [method, path, title] of routes) {
      const request = (client as any)[method](path)
      const guest = await request
      assert.equal(guest.status(), 401, `${method} ${path} as a guest`)
      const bad = await (client as any)[method](path).bearerToken('oat_bad.token')
      assert.equal(bad.status(), 401, `${method} ${path} with a bad token`)
      const forbidden = await (client as any)
        [method](path)
        .json({ id: ad.id, position: 'global_top', content: '<p>x</p>' })
        .bearerToken(member)
      assert.equal(forbidden.status(), 403, `${method} ${path} as a member`)
      assert.equal(forbidden.body().message, `您没有权限访问【${title}】`)
      if (title !== '广告列表') {
        const staff = await (client as any)
          [method](path)
          .json({ id: ad.id, position: 'global_top', content: '<p>x</p>' })
          .bearerToken(listOnly)
        assert.equal(staff.status(), 403, `${method} ${path} with the list permission only`)
      }
    }
    assert.isNotNull(await Advertisement.find(ad.id))
  })

  test('saved HTML is sanitised: scripts, handlers and page-covering styles never reach the database', async ({ client, assert }) => {
    const token = await staffToken(ALL)
    const created = await client
      .post('/api/v1/advertisement')
      .json({
        position: 'global_bottom',
        content:
          '<div style="position:fixed;inset:0;z-index:99999;color:#333">SAFE-AD<img src="/uploads/x.webp" onerror="alert(1)"><script>steal()</script><a href="javascript:alert(2)" onclick="x()">go</a></div>',
      })
      .bearerToken(token)
    created.assertStatus(200)
    const stored = await Advertisement.findOrFail(created.body().id)
    assert.include(stored.content, 'SAFE-AD')
    assert.notMatch(stored.content, /script|steal|onerror|onclick|javascript:|position|z-index|alert/)
    assert.include(stored.content, 'style="color:#333"')

    await client
      .put('/api/v1/advertisement')
      .json({ id: stored.id, content: '<p onmouseover="x()">NEW</p><iframe src="https://evil.example/x"></iframe>' })
      .bearerToken(token)
    await stored.refresh()
    assert.equal(stored.content, '<p>NEW</p>')
  })

  test('preview shows the HTML as the site will show it and names what saving removes', async ({ client, assert }) => {
    const token = await staffToken([AdsPermission.advertisement.preview])
    const response = await client
      .post('/api/v1/advertisement/preview')
      .json({ content: '<p style="position:absolute;color:red" onclick="x()">HI</p><script>y()</script>' })
      .bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().content, '<p style="color:red">HI</p>')
    assert.sameMembers(response.body().removed, ['<script> 标签', 'onclick 属性', '样式 position'])
    const clean = await client.post('/api/v1/advertisement/preview').json({ content: '<p>OK</p>' }).bearerToken(token)
    assert.deepEqual(clean.body(), { content: '<p>OK</p>', removed: [] })
  })
})

test.group('Advertisements: what visitors get', (group) => {
  group.tap((item) => item.skip(adsDisabled, disabledReason))
  group.each.setup(withoutAds)

  test('the position endpoint returns live advertisements of the asked positions, highest sort first', async ({ client, assert }) => {
    const now = DateTime.now()
    await insertAd({ position: 'document_top', title: '进行中', sort: 1 })
    await insertAd({ position: 'document_top', title: '置顶', sort: 9, startTime: now.minus({ days: 1 }), endTime: now.plus({ days: 1 }) })
    await insertAd({ position: 'document_top', title: '已禁用', enable: false })
    await insertAd({ position: 'document_top', title: '未开始', startTime: now.plus({ hours: 1 }) })
    await insertAd({ position: 'document_top', title: '已结束', endTime: now.minus({ minutes: 1 }) })
    await insertAd({ position: 'search_top', title: '搜索顶部' })
    await insertAd({ position: 'global_top', title: '全站顶部' })

    const response = await client.get('/api/v1/advertisement/position').qs({ position: ['document_top', 'search_top'] })
    response.assertStatus(200)
    assert.deepEqual(
      response.body().advertisement.map((ad: any) => ad.title),
      ['置顶', '进行中', '搜索顶部']
    )
    assert.deepEqual(Object.keys(response.body().advertisement[0]).sort(), ['content', 'id', 'position', 'title'])
    assert.notProperty(response.body(), 'total')

    const every = await client.get('/api/v1/advertisement/position')
    assert.lengthOf(every.body().advertisement, 4)
    const unknown = await client.get('/api/v1/advertisement/position').qs({ position: 'nowhere' })
    assert.equal(unknown.status(), 400)
    assert.equal(unknown.body().message, '广告位置不存在')
  })

  test('HTML is sanitised again when shown, so a row written around the API cannot run script', async ({ client, assert }) => {
    await insertAd({ position: 'global_top', content: '<p>SHOWN</p><img src=x onerror="alert(1)"><script>alert(2)</script>' })
    await insertAd({ position: 'global_top', content: '<script>only()</script>' })
    const response = await client.get('/api/v1/advertisement/position').qs({ position: 'global_top' })
    assert.lengthOf(response.body().advertisement, 1)
    assert.equal(response.body().advertisement[0].content, '<p>SHOWN</p><img src="x" alt="" />')
  })

  test('iframes show only from the hosts in config/ads, and stop showing when a host is removed', async ({ client, assert }) => {
    const settings = (await import('#core/settings/settings_service')).default
    await settings.update('ads', { iframe_hosts: 'player.example.com' })
    await insertAd({
      position: 'global_top',
      content: '<iframe src="https://player.example.com/embed/7" width="300" height="250"></iframe>',
    })
    const allowed = await client.get('/api/v1/advertisement/position').qs({ position: 'global_top' })
    assert.include(allowed.body().advertisement[0].content, 'src="https://player.example.com/embed/7"')
    assert.include(allowed.body().advertisement[0].content, 'sandbox="allow-scripts')
    await settings.update('ads', { iframe_hosts: '' })
    const removed = await client.get('/api/v1/advertisement/position').qs({ position: 'global_top' })
    assert.lengthOf(removed.body().advertisement, 0)
  })
})
