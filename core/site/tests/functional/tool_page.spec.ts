import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import { siteTools } from '#core/site/contracts'
import { inertiaPage } from '#tests/helpers/inertia'

const keysOf = (page: { props: { tools: { key: string }[] } }) => page.props.tools.map((tool) => tool.key)

test.group('The /tool page', () => {
  test('lists the site’s tools and those plugins add, in their order, server-rendered', async ({ client, assert }) => {
    siteTools.add('tool-test', () => [
      { key: 'tool_test', title: '测试工具', description: '只在测试里出现', href: '/tool-test', icon: 'IconCode', order: 50 },
    ])
    const response = await client.get('/tool').header('Accept', 'text/html')
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'site/site/tool')
    const keys = keysOf(page)
    assert.equal(keys[0], 'search')
    assert.equal(keys.at(-1), 'me')
    assert.isBelow(keys.indexOf('tool_test'), keys.indexOf('me'), 'ordered by `order`')
    for (const tool of page.props.tools) {
      assert.match(tool.icon, /^Icon[A-Z]/, tool.key)
      assert.isAbove(tool.description.length, 0, tool.key)
    }
    assert.include(response.text(), '测试工具', 'the cards are in the server render')
    assert.include(response.text(), 'href="/search"')
    // commerce puts 每日签到 in the page's head region; the page itself names no plugin.
    if (registry.isEnabled('commerce')) assert.include(response.text(), 'class="ds-sign-inline"')
  })

  test('the plugins’ tools: upload, articles, and VIP only while VIP is on', async ({ client, assert }) => {
    const open = async () => keysOf(inertiaPage((await client.get('/tool').header('Accept', 'text/html')).text()))
    if (registry.isEnabled('documents')) assert.includeMembers(await open(), ['categories', 'upload'])
    if (registry.isEnabled('articles')) assert.includeMembers(await open(), ['post', 'articles'])
    if (registry.isEnabled('commerce')) {
      const before = await settings.get<boolean>('vip', 'enable')
      try {
        await settings.update('vip', { enable: false })
        assert.notInclude(await open(), 'vip')
        await settings.update('vip', { enable: true })
        assert.includeMembers(await open(), ['vip', 'credit'])
      } finally {
        await settings.update('vip', { enable: before })
      }
    }
  })
})
