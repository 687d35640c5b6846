import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import Setting from '#core/settings/models/setting'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'

const PAYLOAD =
  '<p style="position:fixed;z-index:9999;color:red" onclick="steal()">本站声明</p><script>steal()</script>' +
  '<img src="x.png" onerror="steal()"><a href="javascript:steal()">链接</a><a href="https://beian.example.cn/">备案</a>' +
  '<style>body{display:none}</style><iframe src="https://evil.example/"></iframe>'

/** What nothing rendered from an html setting may contain. */
const ACTIVE = /<script|onerror|onclick|javascript:|<style|<iframe|position:|z-index|steal\(\)/i

async function storeRaw(name: string, value: string) {
  await settings.sync()
  await Setting.query()
    .where('groupName', 'display')
    .where('name', name)
    .update({ value: JSON.stringify(value) })
  settings.forget()
}

test.group('HTML settings are sanitised', (group) => {
  group.each.teardown(async () => {
    await Setting.query().whereIn('groupName', ['display', 'security']).update({ value: null })
    settings.forget()
  })

  test('a script saved through the config API is stored and shown without anything that runs', async ({ client, assert }) => {
    const token = await tokenFor(await createSuperAdmin())
    const saved = await client
      .put('/api/v1/config')
      .json({ category: 'display', values: { copyright_statement: PAYLOAD } })
      .bearerToken(token)
    saved.assertStatus(200)

    const row = await Setting.query().where('groupName', 'display').where('name', 'copyright_statement').firstOrFail()
    const stored = JSON.parse(row.value!)
    assert.notMatch(stored, ACTIVE)
    assert.include(stored, '<p style="color:red">本站声明</p>')
    assert.include(stored, '<a href="https://beian.example.cn/" rel="noopener noreferrer nofollow">备案</a>')

    const closeStatement = await client
      .put('/api/v1/config')
      .json({ category: 'security', values: { close_statement: PAYLOAD } })
      .bearerToken(token)
    closeStatement.assertStatus(200)
    settings.forget()
    assert.notMatch(await settings.get<string>('security', 'close_statement'), ACTIVE)
  })

  test('an unsafe value already in the database is cleaned wherever it is read', async ({ client, assert }) => {
    await storeRaw('copyright_statement', PAYLOAD)

    const publicSettings = await client.get('/api/v1/settings')
    assert.notMatch(publicSettings.body().display.copyright_statement, ACTIVE)
    assert.include(publicSettings.body().display.copyright_statement, '本站声明')

    for (const path of ['/', '/login', '/no-such-page-for-html-settings']) {
      const page = await client.get(path).header('Accept', 'text/html')
      assert.include(page.text(), '本站声明', path)
      assert.notMatch(page.text(), /steal\(\)/, path)
    }
  }).timeout(120000)
})
