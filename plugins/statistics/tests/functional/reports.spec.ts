import { test } from '@japa/runner'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { recordPageView, type Caller } from '#plugins/statistics/actions/record_page_view'
import { rollupEvents } from '#plugins/statistics/actions/rollup_events'
import { dayOf } from '#plugins/statistics/services/clock'
import { StatisticsPermission } from '#plugins/statistics/permissions'
import { BROWSER, CRAWLER, PHONE, disabledReason, makeDocument, resetRecording, statisticsDisabled, visitor } from '../helpers.js'

const STATISTICS_ROUTES = ['page-views', 'document-access', 'top-viewed-documents', 'top-downloaded-documents', 'page-types', 'total']
const VISITOR_ROUTES = ['visitors', 'visitor-list', 'visitor-trend', 'visitor-activities']
const caller = (visitorCookie: string, userAgent = BROWSER, userId = 0, ip = '10.66.0.1'): Caller => ({
  userId,
  ip,
  userAgent,
  visitorCookie,
  host: 'docs.example.com',
})
const at = (day: string, time: string) => new Date(`${day}T${time}`)

function inertiaPage(html: string): { component: string; props: Record<string, any> } {
  const match = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error(`No Inertia page in: ${html.slice(0, 200)}`)
  return JSON.parse(match[1])
}

test.group('Statistics reads: who may read them', (group) => {
  group.tap((item) => item.skip(statisticsDisabled, disabledReason))

  test('a guest gets 401, a member 403, each key opens its own routes only', async ({ client, assert }) => {
    const member = await tokenFor(await createUser())
    const { user: statsStaff } = await createStaff([StatisticsPermission.view])
    const { user: visitorStaff } = await createStaff([StatisticsPermission.visitor.view])
    const stats = await tokenFor(statsStaff)
    const visitors = await tokenFor(visitorStaff)
    for (const route of [...STATISTICS_ROUTES, ...VISITOR_ROUTES]) {
      const path = `/api/v1/statistics/${route}`
      const guest = await client.get(path)
      guest.assertStatus(401)
      assert.equal(guest.body().message, '您未登录或您的登录已过期，请重新登录或刷新页面重试')
      ;(await client.get(path).bearerToken(member)).assertStatus(403)
      const isStats = STATISTICS_ROUTES.includes(route)
      const asStats = await client.get(path).bearerToken(stats)
      asStats.assertStatus(isStats ? 200 : 403)
      const asVisitors = await client.get(path).bearerToken(visitors)
      asVisitors.assertStatus(isStats ? 403 : 200)
      if (!isStats) assert.equal(asStats.body().message, '您没有权限访问【查看访客统计】')
    }
  })

  test('bad ranges are refused with a message', async ({ client, assert }) => {
    const token = await tokenFor(await createSuperAdmin())
    const reversed = await client
      .get('/api/v1/statistics/page-views')
      .qs({ start_date: '2024-05-10', end_date: '2024-05-01' })
      .bearerToken(token)
    reversed.assertStatus(400)
    assert.equal(reversed.body().message, '开始日期不能晚于结束日期')
    const tooLong = await client.get('/api/v1/statistics/total').qs({ start_date: '2020-01-01', end_date: '2024-01-01' }).bearerToken(token)
    tooLong.assertStatus(400)
    assert.equal(tooLong.body().message, '时间范围不能超过731天')
    const badDay = await client.get('/api/v1/statistics/total').qs({ start_date: '2024-02-31', end_date: '2024-03-01' }).bearerToken(token)
    badDay.assertStatus(400)
    assert.equal(badDay.body().message, '日期 2024-02-31 不存在')
    const badFormat = await client.get('/api/v1/statistics/total').qs({ start_date: '5/1/2024' }).bearerToken(token)
    badFormat.assertStatus(400)
    assert.equal(badFormat.body().message, '开始日期格式应为 yyyy-MM-dd')
  })
})

test.group('Statistics reads: figures', (group) => {
  group.tap((item) => item.skip(statisticsDisabled, disabledReason))
  group.each.setup(resetRecording)

  test('every read reports what was recorded in the range', async ({ client, assert }) => {
    const [day1, day2] = ['2024-06-03', '2024-06-04']
    const member = await createUser()
    const [a, b, bot] = [visitor(), visitor(), visitor()]
    const popular = await makeDocument('最受欢迎的统计文档')
    const other = await makeDocument('另一份统计文档')
    await recordPageView({ url: '/' }, caller(a, BROWSER, member.id, '10.66.1.1'), at(day1, '09:00:00'))
    await recordPageView({ url: `/document/${popular.id}` }, caller(a, BROWSER, member.id, '10.66.1.1'), at(day1, '09:05:00'))
    await recordPageView({ url: `/document/${popular.id}`, referer: 'https://www.google.com/' }, caller(b, PHONE), at(day1, '10:00:00'))
    await recordPageView({ url: `/document/${other.id}` }, caller(b, PHONE), at(day2, '10:00:00'))
    await recordPageView({ url: `/document/${popular.id}` }, caller(bot, CRAWLER), at(day2, '11:00:00'))
    await rollupEvents({ lagMs: 0 })

    const token = await tokenFor(await createSuperAdmin())
    const range = { start_date: day1, end_date: day2 }
    const get = async (route: string, query: Record<string, unknown> = {}) => {
      const response = await client
        .get(`/api/v1/statistics/${route}`)
        .qs({ ...range, ...query })
        .bearerToken(token)
      response.assertStatus(200)
      return response.body()
    }

    const total = await get('total')
    assert.include(total, { start_date: day1, end_date: day2, page_views: 4, bot_views: 1, document_views: 3, new_visitors: 2 })
    assert.equal(total.visitors, 3, 'a range that ends before today adds the days’ visitors')

    const trend = await get('page-views')
    assert.deepEqual(trend.trend, [
      { date: day1, page_views: 3, visitors: 2, new_visitors: 2, bot_views: 0 },
      { date: day2, page_views: 1, visitors: 1, new_visitors: 0, bot_views: 1 },
    ])

    const access = await get('document-access', { document_id: popular.id })
    assert.deepEqual(access.trend, [
      { date: day1, views: 2, downloads: 0 },
      { date: day2, views: 0, downloads: 0 },
    ])

    const viewed = await get('top-viewed-documents', { size: 2 })
    assert.deepEqual(
      viewed.document.map((row: any) => [row.id, row.title, row.views]),
      [
        [popular.id, '最受欢迎的统计文档', 2],
        [other.id, '另一份统计文档', 1],
      ]
    )
    const downloaded = await get('top-downloaded-documents')
    assert.deepEqual(downloaded.document, [])

    const types = await get('page-types')
    assert.equal(types.page_views, 4)
    assert.deepInclude(types.page_type, { page_type: 'document', label: '文档', views: 3, percent: 75 })
    assert.deepInclude(types.page_type, { page_type: 'home', label: '首页', views: 1, percent: 25 })

    const visitors = await get('visitors')
    assert.include(visitors, { visitors: 3, new_visitors: 2, user_visitors: 1, page_views: 4, bot_views: 1 })
    assert.deepInclude(visitors.source, { value: 'Google', count: 1 })
    assert.sameDeepMembers(visitors.device, [
      { value: '电脑', count: 1 },
      { value: '手机', count: 2 },
    ])

    const visitorTrend = await get('visitor-trend')
    assert.deepEqual(
      visitorTrend.trend.map((row: any) => [row.date, row.visitors, row.new_visitors, row.returning_visitors]),
      [
        [day1, 2, 2, 0],
        [day2, 1, 0, 1],
      ]
    )

    const list = await get('visitor-list', { ip: '10.66.1' })
    assert.equal(list.total, 1)
    assert.include(list.visitor[0], {
      visitor_id: a,
      ip: '10.66.1.1',
      page_views: 2,
      browser: 'Chrome',
      os: 'Windows',
      device: '电脑',
      is_bot: false,
    })
    assert.deepEqual(list.visitor[0].user, { id: member.id, username: member.username })
    const bots = await get('visitor-list', { is_bot: true })
    assert.deepEqual(
      bots.visitor.map((row: any) => row.visitor_id),
      [bot]
    )

    const trail = await get('visitor-activities', { visitor_id: b })
    assert.equal(trail.total, 2)
    assert.deepEqual(
      trail.activity.map((row: any) => [row.url, row.page_type, row.referer]),
      [
        [`/document/${other.id}`, 'document', ''],
        [`/document/${popular.id}`, 'document', 'https://www.google.com/'],
      ]
    )
    assert.include(trail.activity[0], { browser: 'Safari', os: 'iOS', device: '手机' })
  })

  test('quick ranges end today, and their visitors are counted once however many days they came', async ({ client, assert }) => {
    const today = dayOf(new Date())
    const id = visitor()
    await recordPageView({ url: '/' }, caller(id), new Date(Date.now() - 2 * 24 * 3600 * 1000))
    await recordPageView({ url: '/' }, caller(id), new Date(Date.now() - 1000))
    const token = await tokenFor(await createSuperAdmin())
    const before = (await client.get('/api/v1/statistics/total').qs({ days: 7 }).bearerToken(token)).body()
    await rollupEvents({ lagMs: 0 })
    const after = (await client.get('/api/v1/statistics/total').qs({ days: 7 }).bearerToken(token)).body()
    assert.equal(after.end_date, today)
    assert.equal(after.page_views - before.page_views, 2)
    assert.equal(after.visitors - before.visitors, 1, 'one browser on two days is one visitor of the week')
    assert.equal(after.today.page_views - before.today.page_views, 1)
  })
})

test.group('Statistics pages and the dashboard', (group) => {
  group.tap((item) => item.skip(statisticsDisabled, disabledReason))
  group.each.setup(resetRecording)

  test('the pages open for holders of their permission and say which figures are out of reach', async ({ client, assert }) => {
    const admin = await tokenFor(await createSuperAdmin())
    for (const [path, component] of [
      ['/admin/statistics', 'statistics/admin/statistics'],
      ['/admin/visitor-analytics', 'statistics/admin/visitor_analytics'],
    ]) {
      const response = await client.get(path).bearerToken(admin).header('Accept', 'text/html')
      response.assertStatus(200)
      const page = inertiaPage(response.text())
      assert.equal(page.component, component)
      assert.isTrue(page.props.can.view)
    }

    const { user } = await createStaff([StatisticsPermission.view])
    const staff = await tokenFor(user)
    const page = inertiaPage((await client.get('/admin/statistics').bearerToken(staff).header('Accept', 'text/html')).text())
    assert.deepEqual(page.props.can, { view: true, visitors: false })
    const titles = page.props.adminMenu.flatMap((node: any) => [node.title, ...(node.children ?? []).map((child: any) => child.title)])
    assert.include(titles, '网站统计')
    assert.notInclude(titles, '访客分析')
    const visitors = await client.get('/admin/visitor-analytics').bearerToken(staff).redirects(0)
    visitors.assertStatus(302)
    assert.equal(visitors.header('location'), '/admin')

    const guest = await client.get('/admin/statistics').redirects(0)
    guest.assertStatus(302)
  })

  test('the dashboard shows today’s visits to holders of statistics.view only', async ({ client, assert }) => {
    const document = await makeDocument('仪表盘热门文档')
    const before = await client
      .get('/admin')
      .bearerToken(await tokenFor(await createSuperAdmin()))
      .header('Accept', 'text/html')
    const todayBefore = inertiaPage(before.text()).props.widgets.find((widget: any) => widget.key === 'statistics.today').metrics[0].value
    await recordPageView({ url: `/document/${document.id}` }, caller(visitor()))
    await rollupEvents({ lagMs: 0 })

    const response = await client
      .get('/admin')
      .bearerToken(await tokenFor(await createSuperAdmin()))
      .header('Accept', 'text/html')
    const props = inertiaPage(response.text()).props
    const widgets = Object.fromEntries(props.widgets.map((widget: any) => [widget.key, widget]))
    assert.equal(widgets['statistics.today'].metrics[0].label, '浏览量')
    assert.equal(widgets['statistics.today'].metrics[0].value, todayBefore + 1)
    assert.lengthOf(widgets['statistics.trend'].trend.dates, 7)
    assert.deepInclude(widgets['statistics.top-documents'].ranking, { title: '仪表盘热门文档', href: `/document/${document.id}`, value: 1 })
    assert.isArray(props.queue.jobs)
    assert.deepInclude(
      props.queue.jobs.map((job: any) => job.job),
      'statistics.rollup'
    )

    const { user } = await createStaff(['settings.config.list'])
    const staffPage = inertiaPage(
      (
        await client
          .get('/admin')
          .bearerToken(await tokenFor(user))
          .header('Accept', 'text/html')
      ).text()
    )
    assert.deepEqual(
      staffPage.props.widgets.filter((widget: any) => widget.key.startsWith('statistics.')),
      []
    )
    assert.isNull(staffPage.props.queue)
  })
})
