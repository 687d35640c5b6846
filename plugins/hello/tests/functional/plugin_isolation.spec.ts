import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import lifecycle from '#core/kernel/plugin_lifecycle'
import SitemapBuild from '#core/seo/models/sitemap_build'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import { readSitemap, rebuildSitemap } from '#core/seo/tests/sitemap_reader'
import Greeting from '#plugins/hello/models/greeting'
import { GREETING_CAPABILITY, NO_GREETING } from '#plugins/hello/capabilities'
import { helloDisabled, notEnabledReason, resetHello } from './hello_suite.js'

async function adminProps(client: ApiClient, token: string, path: string) {
  const response = await client.get(path).bearerToken(token)
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

test.group('hello plugin: what it registers follows its switch, and a broken contribution stays its own', (group) => {
  group.each.setup(resetHello)
  group.each.timeout(60_000)

  test('disabled from 插件管理, its role switch, its punishment type and its sitemap files go at once', async ({ client, assert }) => {
    await Greeting.create({ name: '小明', text: '你好，小明' })
    const token = await tokenFor(await createSuperAdmin())
    const member = await createUser()
    await SitemapBuild.query().delete()
    assert.isTrue((await rebuildSitemap(client)).files.has('hello-1.xml'))

    try {
      ;(await client.put('/api/v1/plugin/disable').bearerToken(token).json({ plugin: 'hello' })).assertStatus(200)
      const groups = (await client.get('/api/v1/group/list').bearerToken(token)).body().group
      for (const row of groups) assert.notProperty(row, GREETING_CAPABILITY)
      const roles = await adminProps(client, token, '/admin/user/group')
      assert.notInclude(
        roles.capabilities.map((capability: { key: string }) => capability.key),
        GREETING_CAPABILITY
      )
      const punishments = await adminProps(client, token, '/admin/user/punishment')
      assert.notInclude(
        punishments.punishmentTypes.map((type: { value: number }) => type.value),
        NO_GREETING
      )
      const given = await client
        .post('/api/v1/punishment')
        .bearerToken(token)
        .json({ user_id: [member.id], type: [NO_GREETING] })
      given.assertStatus(400)
      assert.include(JSON.stringify(given.body()), '处罚类型无效')

      const served = await readSitemap(client)
      assert.isFalse(served.files.has('hello-1.xml'))
      ;(await client.get('/sitemap/hello-1.xml')).assertStatus(404)
    } finally {
      await lifecycle.enable('hello')
    }
    const groups = (await client.get('/api/v1/group/list').bearerToken(token)).body().group
    assert.property(groups[0], GREETING_CAPABILITY)
    assert.isTrue((await readSitemap(client)).files.has('hello-1.xml'))
  }).skip(helloDisabled, notEnabledReason)

  test('with its table gone, /, /login and /api/v1/stats still answer 200 with everything else', async ({ client, assert }) => {
    await db.rawQuery('ALTER TABLE hello_greetings RENAME TO hello_greetings_away')
    try {
      const home = await client.get('/')
      home.assertStatus(200)
      const props = inertiaPage(home.text()).props
      assert.notExists(
        props.homeSections.find((section: { key: string }) => section.key === 'hello.recent'),
        'its section is left out'
      )
      assert.exists(
        props.homeLinks.find((link: { key: string }) => link.key === 'hello.greetings'),
        'its contributions that need no table stay'
      )
      assert.isUndefined(props.hello, 'its shared count is left out')
      assert.isArray(props.navigation)

      ;(await client.get('/login')).assertStatus(200)

      const stats = await client.get('/api/v1/stats')
      stats.assertStatus(200)
      assert.notProperty(stats.body(), 'greeting_count')
      assert.isNumber(stats.body().user_count)
    } finally {
      await db.rawQuery('ALTER TABLE hello_greetings_away RENAME TO hello_greetings')
    }
  }).skip(helloDisabled, notEnabledReason)

  test('the dashboard labels its counter 问候 and 搜索记录 tags its searches 问候, as it registered them', async ({ client, assert }) => {
    const token = await tokenFor(await createSuperAdmin())
    const dashboard = await adminProps(client, token, '/admin')
    assert.equal(dashboard.statLabels.greeting_count.label, '问候')
    const records = await adminProps(client, token, '/admin/document/searchrecord')
    assert.deepInclude(records.types, { type: 90, label: '问候' })
  }).skip(helloDisabled, notEnabledReason)
})
