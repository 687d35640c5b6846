import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { Navigation, seedNavigation } from '#core/site/contracts'
import { inertiaPage } from '#tests/helpers/inertia'

const enabled = registry.isEnabled('hello')

async function homeProps(client: any) {
  const response = await client.get('/')
  response.assertStatus(200)
  return { html: response.text() as string, props: inertiaPage(response.text()).props }
}

test.group('hello plugin: header navigation, home link, tool bar button, greeting popover and ribbon', (group) => {
  group.each.setup(async () => {
    await Navigation.query().delete()
  })

  test('enabled, it seeds 问候 into the header navigation (with its popover) and adds its card to the home page, its tool bar button and its ribbon above the footer', async ({
    client,
    assert,
  }) => {
    await seedNavigation()
    const row = await Navigation.findByOrFail('href', '/hello')
    assert.deepEqual([row.title, row.fixed, row.enable, row.sort, row.parentId], ['问候', true, true, 50, 0])

    const { html, props } = await homeProps(client)
    assert.deepInclude(
      props.navigation.map((item: any) => [item.title, item.href, item.popover]),
      ['问候', '/hello', 'hello.greetingPopover']
    )
    assert.include(props.siteComponents, 'hello.greetingPopover')
    assert.deepInclude(props.layoutComponents, { component: 'hello.greetingRibbon', place: 'bottom' })
    assert.match(html, /<aside class="ds-hello-ribbon" aria-label="问候">/)
    assert.deepInclude(props.toolbarLinks, { key: 'hello.greetings', title: '问候', href: '/hello', icon: 'HelloWave', order: 50 })
    assert.isTrue(
      (html.match(/<a [^>]*>/g) ?? []).some((tag) => tag.includes('href="/hello"') && tag.includes('class="ds-toolbar__button"'))
    )
    const card = props.homeLinks.find((link: any) => link.key === 'hello.greetings')
    assert.include(card, { place: 'feature', title: '问候', href: '/hello', icon: 'HelloWave' })
    assert.isTrue((html.match(/<a [^>]*>/g) ?? []).some((tag) => tag.includes('href="/hello"') && tag.includes('class="ds-feature')))
  })
    .skip(!enabled, 'the hello plugin is not enabled (run with DOCSITE_PLUGINS=hello)')
    .timeout(120_000)

  test('disabled, its entry is neither seeded nor shown (the row an earlier run seeded stays), and no page has its card, button, popover or ribbon', async ({
    client,
    assert,
  }) => {
    await seedNavigation()
    assert.isNull(await Navigation.findBy('href', '/hello'))
    await Navigation.create({
      title: '问候',
      href: '/hello',
      sort: 50,
      parentId: 0,
      fixed: true,
      enable: true,
      target: '_self',
      color: '',
      description: '',
    })

    const { html, props } = await homeProps(client)
    assert.notInclude(
      props.navigation.map((item: any) => item.href),
      '/hello'
    )
    assert.notInclude(
      props.homeLinks.map((link: any) => link.key),
      'hello.greetings'
    )
    assert.notInclude(
      props.toolbarLinks.map((link: any) => link.key),
      'hello.greetings'
    )
    assert.notInclude(props.siteComponents, 'hello.greetingPopover')
    assert.notInclude(
      props.layoutComponents.map((entry: any) => entry.component),
      'hello.greetingRibbon'
    )
    assert.notMatch(html, /ds-hello-ribbon/)
    assert.notMatch(html, /href="\/hello"/)
    assert.isNotNull(await Navigation.findBy('href', '/hello'))
  })
    .skip(enabled, 'the hello plugin is enabled: this case runs without it')
    .timeout(120_000)
})
