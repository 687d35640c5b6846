import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { siteStats } from '#core/admin/contracts'
import { registerSearchKind, searchKinds } from '#core/search/contracts'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'

async function props(client: any, path: string) {
  const token = await tokenFor(await createSuperAdmin())
  const response = await client.get(path).bearerToken(token)
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

test.group('Labels come from the registrations', () => {
  test('the dashboard labels each counter as the plugin counting it registered it', async ({ client, assert, cleanup }) => {
    siteStats.add('labels_test', () => ({
      labels: { faq_count: { label: '常见问题', icon: 'IconComment', tone: 'cyan' } },
      count: async () => ({ faq_count: 4 }),
    }))
    cleanup(() => siteStats.remove('labels_test'))
    const dashboard = await props(client, '/admin')
    assert.deepEqual(dashboard.statLabels.faq_count, { label: '常见问题', icon: 'IconComment', tone: 'cyan' })
    assert.equal(dashboard.statLabels.user_count.label, '注册用户')
    if (registry.isEnabled('documents')) assert.equal(dashboard.statLabels.document_count.label, '文档')
    // The counters a plugin no longer sends are not labelled by core.
    assert.notProperty(dashboard.statLabels, 'navigation_count')
  })

  test('搜索记录 tags each record type with the title of the search kind that registered it', async ({ client, assert }) => {
    if (!searchKinds().some((kind) => kind.type === 93)) {
      registerSearchKind({
        kind: 'labels-test-faq',
        // Not a loaded plugin: no tab on /search for the rest of the run, yet its records keep their name.
        plugin: 'labels_test_plugin',
        type: 93,
        title: '常见问题',
        placeholder: '搜索常见问题',
        card: 'none',
        load: async () => [],
        publicIds: async () => [],
        bodies: async () => new Map(),
      })
    }
    for (const path of ['/admin/document/searchrecord', '/admin/search-analytics']) {
      const page = await props(client, path)
      assert.deepInclude(page.types, { type: 93, label: '常见问题' }, path)
      if (registry.isEnabled('documents')) assert.deepInclude(page.types, { type: 0, label: '文档' }, path)
    }
  })
})
