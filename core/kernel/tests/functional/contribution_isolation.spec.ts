import { test } from '@japa/runner'
import { sharedProps } from '#core/kernel/shared_props'
import { homeLinks, homeSections, layoutComponents, toolbarLinks } from '#core/site/contracts'
import { loginProviders } from '#core/accounts/contracts'
import { siteStats } from '#core/admin/contracts'
import { crawlerExclusions } from '#core/seo/contracts'
import { inertiaPage } from '#tests/helpers/inertia'

/** A plugin whose contributions read a table that is not there. */
const BROKEN = 'broken_plugin'
const missingTable = async (): Promise<never> => {
  throw new Error('SQLITE_ERROR: no such table: broken_things')
}

test.group('A plugin contribution that throws', (group) => {
  group.each.setup(() => {
    sharedProps.add(BROKEN, missingTable)
    homeSections.add(BROKEN, missingTable)
    homeLinks.add(BROKEN, missingTable)
    layoutComponents.add(BROKEN, () => {
      throw new Error('no such table: broken_things')
    })
    toolbarLinks.add(BROKEN, () => {
      throw new Error('no such table: broken_things')
    })
    loginProviders.add(BROKEN, missingTable)
    siteStats.add(BROKEN, () => ({ labels: { broken_count: { label: '坏掉的' } }, count: missingTable }))
    crawlerExclusions.add(BROKEN, () => {
      throw new Error('no such table: broken_things')
    })
    return () => {
      for (const point of [
        sharedProps,
        homeSections,
        homeLinks,
        layoutComponents,
        toolbarLinks,
        loginProviders,
        siteStats,
        crawlerExclusions,
      ]) {
        point.remove(BROKEN)
      }
    }
  })

  test('leaves / answering 200 with every other contribution', async ({ client, assert }) => {
    const response = await client.get('/')
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'site/site/home')
    assert.isNumber(page.props.stats.user_count, 'core counts still there')
    assert.isArray(page.props.homeLinks)
    assert.isArray(page.props.homeSections)
    assert.isArray(page.props.navigation, 'the other shared props still there')
    assert.isObject(page.props.settings)
  })

  test('leaves /login answering 200 with the login form', async ({ client, assert }) => {
    const response = await client.get('/login')
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'accounts/site/login')
    assert.isArray(page.props.providers)
    assert.isArray(page.props.toolbarLinks)
  })

  test('leaves GET /api/v1/stats answering 200 with the other counts', async ({ client, assert }) => {
    const response = await client.get('/api/v1/stats')
    response.assertStatus(200)
    assert.isNumber(response.body().user_count)
    assert.notProperty(response.body(), 'broken_count')
  })

  test('leaves robots.txt answering with the other rules', async ({ client, assert }) => {
    const response = await client.get('/robots.txt')
    response.assertStatus(200)
    assert.include(response.text(), 'Disallow: /admin')
  })
})
