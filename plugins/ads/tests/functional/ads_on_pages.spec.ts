import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'
import Banner from '../../models/banner.js'
import { AdsPermission } from '../../permissions.js'
import {
  adsDisabled,
  clearAds,
  commerceDisabled,
  disabledReason,
  inertiaPage,
  insertAd,
  makeDocument,
  renderedMarkup,
  staffToken,
  vipMember,
} from '../helpers.js'

/** One advertisement per position, each with a marker that names it. */
async function bookEveryPosition() {
  const positions = [
    'global_top',
    'global_bottom',
    'index_banner_bottom',
    'index_category_top',
    'index_category_bottom',
    'index_link_top',
    'list_nav_bottom',
    'list_document_top',
    'list_document_bottom',
    'document_top',
    'document_between',
    'document_bottom',
    'user_top',
    'user_document_top',
    'search_top',
    'search_bottom',
    'search_right',
  ] as const
  for (const position of positions) {
    await insertAd({ position, content: `<p>MARK-${position}</p><img src="x" onerror="alert('${position}')">` })
  }
}

const marks = (html: string) => [...new Set(html.match(/MARK-[a-z_]+/g) ?? [])].map((mark) => mark.slice(5)).sort()

/** The positions the home page shows (with the layout's global ones), sorted. */
const HOME_POSITIONS = [
  'global_bottom',
  'global_top',
  'index_banner_bottom',
  'index_category_bottom',
  'index_category_top',
  'index_link_top',
]

test.group('Advertisements on the site', (group) => {
  // The first render of a page compiles it in Vite's dev server.
  group.each.timeout(120_000)
  group.tap((item) => item.skip(adsDisabled, disabledReason))
  group.each.setup(async () => {
    await clearAds()
    await bookEveryPosition()
    return clearAds
  })

  test('the reader is server-rendered with the global and document positions, in clipping boxes, without script', async ({
    client,
    assert,
  }) => {
    const document = await makeDocument()
    const response = await client.get(`/document/${document.id}`).header('Accept', 'text/html')
    response.assertStatus(200)
    const markup = renderedMarkup(response.text())
    assert.deepEqual(marks(markup), ['document_between', 'document_bottom', 'document_top', 'global_bottom', 'global_top'])
    assert.match(
      markup,
      /<div class="ds-reader-ad" data-position="document_top"><div class="ds-ad" data-ad-id="\d+"><p>MARK-document_top<\/p>/
    )
    assert.match(markup, /<aside class="ds-ad-slot ds-ad-slot--global_top" data-position="global_top" aria-label="广告"><div class="ds-ad"/)
    assert.notInclude(response.text(), 'onerror')
    assert.notInclude(response.text(), 'alert(')
  })

  test("the home page shows its positions and the banner carousel; other pages' positions are not sent", async ({ client, assert }) => {
    await Banner.createMany([
      { title: '首页横幅甲', path: '/uploads/aa/bb/a.webp', url: '/joinvip', type: 0, sort: 5, enable: true, description: '横幅说明文字' },
      { title: '小程序横幅', path: '/uploads/aa/bb/m.webp', url: '', type: 1, sort: 9, enable: true, description: '' },
      { title: '停用横幅', path: '/uploads/aa/bb/off.webp', url: '', type: 0, sort: 9, enable: false, description: '' },
    ])
    const response = await client.get('/').header('Accept', 'text/html')
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.deepEqual(Object.keys(page.props.advertisements).sort(), HOME_POSITIONS)
    assert.deepEqual(
      page.props.banners.map((banner: any) => banner.title),
      ['首页横幅甲']
    )
    const markup = renderedMarkup(response.text())
    assert.deepEqual(marks(markup), HOME_POSITIONS)
    assert.include(markup, 'src="/uploads/aa/bb/a.webp"')
    assert.include(markup, '横幅说明文字')
    assert.notInclude(markup, '小程序横幅')
  })

  test('no banner means no carousel on the home page', async ({ client, assert }) => {
    const response = await client.get('/').header('Accept', 'text/html')
    assert.deepEqual(inertiaPage(response.text()).props.banners, [])
    assert.notInclude(renderedMarkup(response.text()), 'ds-banners')
  })

  test('list, search and profile pages show their own positions', async ({ client, assert }) => {
    const list = renderedMarkup((await client.get('/category').header('Accept', 'text/html')).text())
    assert.deepEqual(marks(list), ['global_bottom', 'global_top', 'list_document_bottom', 'list_document_top', 'list_nav_bottom'])
    const search = renderedMarkup((await client.get('/search?wd=广告').header('Accept', 'text/html')).text())
    assert.deepEqual(marks(search), ['global_bottom', 'global_top', 'search_bottom', 'search_right', 'search_top'])
    assert.include(search, 'class="ds-ad-aside"')
    const member = await createUser()
    const profile = renderedMarkup((await client.get(`/user/${member.id}`).header('Accept', 'text/html')).text())
    assert.deepEqual(marks(profile), ['global_bottom', 'global_top', 'user_top'])
    const documents = renderedMarkup((await client.get(`/user/${member.id}/document`).header('Accept', 'text/html')).text())
    assert.deepEqual(marks(documents), ['global_bottom', 'global_top', 'user_document_top', 'user_top'])
  })

  test('admin pages carry no advertisements', async ({ client, assert }) => {
    const page = inertiaPage(
      (await client.get('/admin/advertisement').bearerToken(await staffToken([AdsPermission.advertisement.list]))).text()
    )
    assert.notProperty(page.props, 'advertisements')
  })

  test('a VIP sees no advertisement anywhere, decided on the server; the banners stay', async ({ client, assert, cleanup }) => {
    const { token, restore } = await vipMember()
    cleanup(restore)
    const document = await makeDocument()
    await Banner.create({
      title: '会员也看得到的横幅',
      path: '/uploads/aa/bb/v.webp',
      url: '',
      type: 0,
      sort: 0,
      enable: true,
      description: '',
    })

    const home = await client.get('/').header('Accept', 'text/html').bearerToken(token)
    const page = inertiaPage(home.text())
    assert.isTrue(page.props.user.is_vip)
    assert.deepEqual(page.props.advertisements, {})
    assert.deepEqual(
      page.props.banners.map((banner: any) => banner.title),
      ['会员也看得到的横幅']
    )
    assert.notInclude(home.text(), 'MARK-')

    for (const path of [`/document/${document.id}`, '/category', '/search?wd=广告']) {
      const html = (await client.get(path).header('Accept', 'text/html').bearerToken(token)).text()
      assert.notInclude(html, 'MARK-', path)
    }
    const api = await client.get('/api/v1/advertisement/position').bearerToken(token)
    assert.deepEqual(api.body(), { advertisement: [] })

    const guest = await client.get('/api/v1/advertisement/position').qs({ position: 'global_top' })
    assert.lengthOf(guest.body().advertisement, 1)
    const member = await client
      .get(`/document/${document.id}`)
      .header('Accept', 'text/html')
      .bearerToken(await tokenFor(await createUser()))
    assert.include(member.text(), 'MARK-document_top')
  }).skip(commerceDisabled, 'VIP membership comes from the commerce plugin')
})

test.group('Advertisement and banner admin pages', (group) => {
  group.each.timeout(120_000)
  group.tap((item) => item.skip(adsDisabled, disabledReason))

  test('open for holders of their list permission only, with what the staff member may do', async ({ client, assert }) => {
    const guest = await client.get('/admin/advertisement').redirects(0)
    assert.equal(guest.status(), 302)
    assert.match(guest.header('location') ?? '', /^\/login/)
    const member = await client
      .get('/admin/advertisement')
      .bearerToken(await tokenFor(await createUser()))
      .redirects(0)
    assert.equal(member.header('location'), '/')

    const adStaff = await staffToken([AdsPermission.advertisement.list])
    const ads = inertiaPage((await client.get('/admin/advertisement').bearerToken(adStaff)).text())
    assert.equal(ads.component, 'ads/admin/advertisement')
    assert.deepEqual(ads.props.can, { create: false, update: false, delete: false, preview: false })
    assert.lengthOf(ads.props.positions, 17)
    assert.deepInclude(ads.props.positions, { value: 'document_between', label: '文档页预览页之间' })
    const other = await client.get('/admin/banner').bearerToken(adStaff).redirects(0)
    assert.equal(other.header('location'), '/admin')

    const banners = inertiaPage((await client.get('/admin/banner').bearerToken(await staffToken([AdsPermission.banner.list]))).text())
    assert.equal(banners.component, 'ads/admin/banner')
    assert.deepEqual(banners.props.types, [
      { value: 0, label: '网站' },
      { value: 1, label: '小程序' },
      { value: 2, label: 'App' },
    ])
  })
})
