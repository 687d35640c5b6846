import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { inertiaPage } from '#tests/helpers/inertia'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'

test.group('SSR 配置: server-side rendering on and off', (group) => {
  group.each.teardown(async () => {
    await settings.update('ssr', { enable: true })
  })

  test('on by default: a page arrives rendered; turned off, the same page arrives as the bare app for the browser to render', async ({
    client,
    assert,
  }) => {
    const rendered = await client.get('/login')
    rendered.assertStatus(200)
    assert.include(rendered.text(), 'data-server-rendered')
    assert.equal(inertiaPage(rendered.text()).component, 'accounts/site/login')

    await settings.update('ssr', { enable: false })
    const bare = await client.get('/login')
    bare.assertStatus(200)
    assert.notInclude(bare.text(), 'data-server-rendered')
    assert.match(bare.text(), /<div id="app"><\/div>|<div id="app" ?><\/div>/)
    assert.equal(inertiaPage(bare.text()).component, 'accounts/site/login', 'the page object is still sent for the browser')

    await settings.update('ssr', { enable: true })
    assert.include((await client.get('/login')).text(), 'data-server-rendered')
  })

  test('the admin page of the group shows the switch', async ({ client, assert }) => {
    const page = await client.get('/admin/config/ssr').bearerToken(await tokenFor(await createSuperAdmin()))
    page.assertStatus(200)
    const fields = inertiaPage(page.text()).props.fields
    assert.deepEqual(
      fields.map((field: { name: string; input: string }) => [field.name, field.input]),
      [['enable', 'switch']]
    )
  })
})
