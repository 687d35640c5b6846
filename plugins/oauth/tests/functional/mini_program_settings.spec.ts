import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import Setting from '#core/settings/models/setting'
import { inertiaPage } from '#tests/helpers/inertia'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'
import { moveSettingRows } from '../../database/migrations/20261201140000_move_mini_program_settings.js'
import { miniProgramConfig } from '../../mini_program/wxa_client.js'

test.group('小程序配置 (/admin/config/miniprogram, group mp)', (group) => {
  group.each.teardown(async () => {
    await Setting.query().where('groupName', 'mp').update({ value: null })
    await Setting.query().where('groupName', 'oauth').where('name', 'like', 'wechatmp_%').delete()
    settings.forget()
  })

  test('the page holds the app the mini-program login uses, and the API family reads it as category mp', async ({ client, assert }) => {
    const token = await tokenFor(await createSuperAdmin())
    const page = await client.get('/admin/config/miniprogram').bearerToken(token)
    page.assertStatus(200)
    const props = inertiaPage(page.text()).props
    assert.equal(props.group.title, '小程序配置')
    assert.deepEqual(
      props.fields.map((field: { name: string }) => field.name),
      ['enable', 'appid', 'secret', 'page', 'api_url']
    )

    await settings.update('mp', { enable: true, appid: 'wx-mp-app', secret: 'mp-secret-1' })
    const config = await miniProgramConfig()
    assert.equal(config.appid, 'wx-mp-app')
    assert.equal(config.secret, 'mp-secret-1')

    const list = await client.get('/api/v1/config/list').qs({ category: 'mp' }).bearerToken(token)
    list.assertStatus(200)
    const rows = Object.fromEntries(list.body().config.map((row: { name: string; value: string }) => [row.name, row.value]))
    assert.equal(rows.appid, 'wx-mp-app')
    assert.equal(rows.secret, '******', 'the secret never leaves')
    assert.notInclude(JSON.stringify((await client.get('/api/v1/settings')).body()), 'mp-secret-1')
  })

  test('the migration moves values stored under 第三方登录 to 小程序配置', async ({ assert }) => {
    await Setting.query().where('groupName', 'mp').delete()
    await Setting.createMany([
      { groupName: 'oauth', name: 'wechatmp_appid', value: JSON.stringify('wx-old-app') },
      { groupName: 'oauth', name: 'wechatmp_enable', value: JSON.stringify(true) },
      { groupName: 'mp', name: 'appid', value: null },
    ])
    await moveSettingRows(db.connection(), [
      [
        ['oauth', 'wechatmp_appid'],
        ['mp', 'appid'],
      ],
      [
        ['oauth', 'wechatmp_enable'],
        ['mp', 'enable'],
      ],
      [
        ['oauth', 'wechatmp_secret'],
        ['mp', 'secret'],
      ],
    ])
    settings.forget()
    assert.equal(await settings.get('mp', 'appid'), 'wx-old-app')
    assert.equal(await settings.get('mp', 'enable'), true)
    assert.lengthOf(await Setting.query().where('groupName', 'oauth').where('name', 'like', 'wechatmp_%'), 0)
  })
})
