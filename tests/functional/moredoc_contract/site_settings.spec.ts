import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import settings from '#core/settings/settings_service'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { assertFields } from './shape.js'

/** What moredoc-web reads of GET /api/v1/settings, /api/v1/stats and /api/v1/user/group. */
test.group("MOREDOC client contract: settings, stats and the member's groups", (group) => {
  group.each.teardown(async () => {
    await settings.update('display', { home_version: 'v1' })
    await settings.update('system', { recommend_words: '' })
  })

  test('settings.display.home_version picks the home page (components/home/v1 or v2): v1 unless the admin config page sets v2', async ({
    client,
    assert,
  }) => {
    const fresh = await client.get('/api/v1/settings')
    fresh.assertStatus(200)
    assert.equal(fresh.body().display.home_version, 'v1')

    const admin = await tokenFor(await createSuperAdmin())
    const list = await client.get('/api/v1/config/list').qs({ category: 'display' }).bearerToken(admin)
    const field = (list.body().config as any[]).find((row) => row.name === 'home_version')
    assert.exists(field, '展示配置 lists 首页版式')
    ;(
      await client
        .put('/api/v1/config')
        .bearerToken(admin)
        .json({ config: [{ id: field.id, value: 'v2' }] })
    ).assertStatus(200)
    assert.equal((await client.get('/api/v1/settings')).body().display.home_version, 'v2')

    const bad = await client
      .put('/api/v1/config')
      .bearerToken(admin)
      .json({ config: [{ id: field.id, value: 'v3' }] })
    assert.equal(bad.status(), 400, 'only v1 and v2')
    assert.equal((await client.get('/api/v1/settings')).body().display.home_version, 'v2')
  })

  test('settings.system.recommend_words is an array of words (the home page iterates it)', async ({ client, assert }) => {
    assert.deepEqual((await client.get('/api/v1/settings')).body().system.recommend_words, [])
    await settings.update('system', { recommend_words: '简历, 合同，论文,' })
    assert.deepEqual((await client.get('/api/v1/settings')).body().system.recommend_words, ['简历', '合同', '论文'])
  })

  test('GET /api/v1/stats has the counters the home page and the dashboard show', async ({ client, assert }) => {
    const guest = await client.get('/api/v1/stats')
    guest.assertStatus(200)
    assertFields(assert, guest.body(), { user_count: 'number', document_count: 'number', article_count: 'number' }, 'stats')
    assert.notProperty(guest.body(), 'comment_count', 'counts for staff stay with staff')

    const admin = await client.get('/api/v1/stats').bearerToken(await tokenFor(await createSuperAdmin()))
    const staffCounters: Record<string, 'number'> = { user_count: 'number', document_count: 'number', article_count: 'number' }
    if (registry.isLoaded('categories')) staffCounters.category_count = 'number'
    if (registry.isLoaded('community')) Object.assign(staffCounters, { comment_count: 'number', report_count: 'number' })
    if (registry.isLoaded('ads')) staffCounters.banner_count = 'number'
    staffCounters.friendlink_count = 'number'
    assertFields(assert, admin.body(), staffCounters, 'stats (admin)')
    assertFields(assert, admin.body(), { os: 'string', version: 'string' }, 'stats (admin)')
  })

  test('GET /api/v1/user/group gives the member its roles with the flags /upload and /post test', async ({ client, assert }) => {
    ;(await client.get('/api/v1/user/group')).assertStatus(401)
    const member = await tokenFor(await createUser())
    const response = await client.get('/api/v1/user/group').bearerToken(member)
    response.assertStatus(200)
    const groups = response.body().group as any[]
    assert.isAbove(groups.length, 0)
    for (const row of groups) {
      assertFields(assert, row, { id: 'number', title: 'string', is_default: 'boolean' }, 'group')
      if (registry.isLoaded('documents')) assertFields(assert, row, { enable_upload: 'boolean' }, 'group')
      if (registry.isLoaded('articles')) assertFields(assert, row, { enable_article: 'boolean' }, 'group')
      assert.notProperty(row, 'user_count', 'how many hold a role is for staff')
    }
    if (registry.isLoaded('documents')) {
      const may = await client.get('/api/v1/user/caniuploaddocument').bearerToken(member)
      assert.equal(
        groups.some((row) => row.enable_upload),
        may.status() === 200,
        '/upload shows the form exactly when the server takes the upload'
      )
    }
  })

  test('a role without upload shows as such to its member', async ({ client, assert }) => {
    if (!registry.isLoaded('documents')) return
    const { user, group: role } = await createStaff([])
    const { setGroupCapabilities } = await import('#core/access/contracts')
    await setGroupCapabilities(role.id, { enable_upload: false })
    const groups = (await client.get('/api/v1/user/group').bearerToken(await tokenFor(user))).body().group as any[]
    const row = groups.find((item) => item.id === role.id)
    assert.isFalse(row.enable_upload)
  })
})
