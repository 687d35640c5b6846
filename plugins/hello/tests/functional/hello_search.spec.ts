import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { searchIndex } from '#core/search/contracts'
import Greeting from '#plugins/hello/models/greeting'

const enabled = registry.isEnabled('hello')

/** The /search page's props as an Inertia visit gets them. */
async function searchPage(client: any, qs: Record<string, unknown>) {
  const response = await client.get('/search').qs(qs).header('x-inertia', 'true').header('x-inertia-version', '1')
  response.assertStatus(200)
  return response.body().props
}

test.group('hello plugin: the 问候 search kind', (group) => {
  group.each.setup(async () => {
    await Greeting.query().delete()
    await searchIndex.driver().removeStale('greeting', Number.MAX_SAFE_INTEGER)
  })

  test("a new greeting is indexed and found under its own tab, shown by hello's card", async ({ client, assert }) => {
    const greeting = await Greeting.create({ name: '小蓝', text: '你好，小蓝' })

    const props = await searchPage(client, { wd: '小蓝', type: 90 })
    assert.equal(props.type, 90)
    assert.deepInclude(props.types, { type: 90, title: '问候', placeholder: '搜索问候', paths: ['/hello'] })
    assert.equal(props.card, 'hello.searchCard')
    assert.deepEqual(
      props.hits.map((hit: { id: number; extra: { name: string } }) => [hit.id, hit.extra.name]),
      [[greeting.id, '小蓝']]
    )

    const api = await client.get('/api/v1/search').qs({ wd: '小蓝', type: 90 })
    assert.deepEqual(
      api.body().document.map((hit: { id: number; doc_type: number }) => [hit.id, hit.doc_type]),
      [[greeting.id, 90]]
    )
  })
    .skip(!enabled, 'the hello plugin is not enabled (run with DOCSITE_PLUGINS=hello)')
    .timeout(60_000)

  test('greetings created in one transaction are indexed once it commits', async ({ client, assert }) => {
    const [first, second] = await Greeting.createMany([
      { name: '小紫', text: '你好，小紫' },
      { name: '小紫', text: '你好呀，小紫' },
    ])
    const props = await searchPage(client, { wd: '小紫', type: 90 })
    assert.sameMembers(
      props.hits.map((hit: { id: number }) => hit.id),
      [first.id, second.id]
    )
  })
    .skip(!enabled, 'the hello plugin is not enabled (run with DOCSITE_PLUGINS=hello)')
    .timeout(60_000)

  test('a site without hello has no 问候 tab, and ?type=90 searches the first kind', async ({ client, assert }) => {
    const props = await searchPage(client, { wd: '小蓝', type: 90 })
    assert.notInclude(
      props.types.map((tab: { title: string }) => tab.title),
      '问候'
    )
    assert.notEqual(props.type, 90)
    assert.notInclude(
      props.searchKinds.map((kind: { type: number }) => kind.type),
      90,
      "no page's search box offers it"
    )
  }).skip(enabled, 'this run enables the hello plugin (DOCSITE_PLUGINS=hello)')
})
