import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import Setting from '#core/settings/models/setting'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'

const SMTP_SECRET = 'smtp-pass-7f3a9c'

async function configRow(groupName: string, name: string) {
  await settings.sync()
  return Setting.query().where('groupName', groupName).where('name', name).firstOrFail()
}

async function resetGroups() {
  await Setting.query().whereIn('groupName', ['system', 'email', 'captcha', 'security']).update({ value: null })
  settings.forget()
}

test.group('Settings API: public settings', (group) => {
  group.each.teardown(resetGroups)

  test('anyone reads the public settings grouped by group name', async ({ client, assert }) => {
    const response = await client.get('/api/v1/settings')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.system.sitename, 'Docsite 文库')
    assert.equal(body.security.login_required, false)
    assert.equal(body.footer.about, '/article/about')
    assert.notProperty(body, 'email')
    assert.notProperty(body.security, 'comment_interval')
  })

  test('a stored secret is never in the public settings nor in any page', async ({ client, assert }) => {
    await settings.update('email', { password: SMTP_SECRET, host: 'smtp.example.com' })
    const admin = await createSuperAdmin()
    const token = await tokenFor(admin)

    const publicSettings = await client.get('/api/v1/settings')
    assert.notInclude(publicSettings.text(), SMTP_SECRET)

    for (const path of ['/', '/admin/config/email', '/admin/config/system']) {
      const page = await client.get(path).bearerToken(token)
      page.assertStatus(200)
      assert.notInclude(page.text(), SMTP_SECRET, `${path} leaks the secret`)
    }
    const emailPage = await client.get('/admin/config/email').bearerToken(token)
    assert.include(emailPage.text(), 'smtp.example.com')
    assert.include(emailPage.text(), '******')
  }).timeout(120000)
})

test.group('Settings API: GET /api/v1/config/list', (group) => {
  group.each.teardown(resetGroups)

  test('a guest gets 401', async ({ client }) => {
    const response = await client.get('/api/v1/config/list')
    response.assertStatus(401)
    response.assertBodyContains({ code: 16 })
  })

  test('a member gets 403 naming the permission', async ({ client }) => {
    const member = await createUser()
    const response = await client.get('/api/v1/config/list').bearerToken(await tokenFor(member))
    response.assertStatus(403)
    response.assertBodyContains({ message: '您没有权限访问【查看配置】' })
  })

  test('staff holding 查看配置 lists the asked groups as Config records', async ({ client, assert }) => {
    await settings.update('email', { password: SMTP_SECRET, port: 587 })
    const { user } = await createStaff(['settings.config.list'])
    const response = await client.get('/api/v1/config/list?category=email&category=captcha').bearerToken(await tokenFor(user))
    response.assertStatus(200)
    const config = response.body().config as any[]
    assert.deepEqual([...new Set(config.map((item) => item.category))], ['captcha', 'email'])
    assert.notInclude(response.text(), SMTP_SECRET)

    const password = config.find((item) => item.name === 'password')
    assert.equal(password.value, '******')
    assert.equal(password.input_type, 'password')
    const port = config.find((item) => item.category === 'email' && item.name === 'port')
    assert.equal(port.value, '587')
    assert.equal(port.label, '端口')
    assert.isNumber(port.id)
    const type = config.find((item) => item.category === 'captcha' && item.name === 'type')
    assert.equal(type.options, 'digit=数字\nstring=字母和数字\nmath=算术')
    assert.equal(config.find((item) => item.name === 'is_tls').value, 'true')
  })

  test('without a category every declared group is listed, each field once', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const response = await client.get('/api/v1/config/list').bearerToken(await tokenFor(admin))
    response.assertStatus(200)
    const config = response.body().config as any[]
    const categories = new Set(config.map((item) => item.category))
    for (const name of ['system', 'security', 'captcha', 'email', 'footer', 'display']) assert.isTrue(categories.has(name))
    const keys = config.map((item) => `${item.category}.${item.name}`)
    assert.equal(new Set(keys).size, keys.length)
    assert.equal(new Set(config.map((item) => item.id)).size, config.length)
  })
})

test.group('Settings API: PUT /api/v1/config', (group) => {
  group.each.teardown(resetGroups)

  test('a guest gets 401 and a member 403', async ({ client }) => {
    // An expired or unknown token leaves the caller a guest.
    const guest = await client.put('/api/v1/config').json({ config: [] }).bearerToken('dst_expired')
    guest.assertStatus(401)
    const member = await createUser()
    const denied = await client
      .put('/api/v1/config')
      .json({ config: [] })
      .bearerToken(await tokenFor(member))
    denied.assertStatus(403)
    denied.assertBodyContains({ message: '您没有权限访问【更新配置】' })
  })

  test('staff who may only list config cannot save it', async ({ client, assert }) => {
    const row = await configRow('system', 'sitename')
    const { user } = await createStaff(['settings.config.list'])
    const response = await client
      .put('/api/v1/config')
      .json({ config: [{ id: row.id, value: '别的名字' }] })
      .bearerToken(await tokenFor(user))
    response.assertStatus(403)
    assert.equal(await settings.get('system', 'sitename'), 'Docsite 文库')
  })

  test('values sent as strings by id are stored with their types and read back', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const token = await tokenFor(admin)
    const ids = {
      sitename: (await configRow('system', 'sitename')).id,
      year: (await configRow('system', 'copyright_start_year')).id,
      powered: (await configRow('system', 'enable_powered_by')).id,
      register: (await configRow('security', 'enable_register')).id,
    }
    const response = await client
      .put('/api/v1/config')
      .json({
        config: [
          { id: ids.sitename, value: '我的文库' },
          { id: ids.year, value: '2020' },
          { id: ids.powered, value: 'false' },
          { id: ids.register, value: 'false' },
        ],
      })
      .bearerToken(token)
    response.assertStatus(200)
    response.assertBody({})

    const publicSettings = (await client.get('/api/v1/settings')).body()
    assert.equal(publicSettings.system.sitename, '我的文库')
    assert.strictEqual(publicSettings.system.copyright_start_year, 2020)
    assert.strictEqual(publicSettings.system.enable_powered_by, false)
    assert.strictEqual(publicSettings.security.enable_register, false)

    const list = await client.get('/api/v1/config/list?category=system').bearerToken(token)
    const year = (list.body().config as any[]).find((item) => item.name === 'copyright_start_year')
    assert.equal(year.value, '2020')
  })

  test('the admin page form saves typed values by group and name', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const response = await client
      .put('/api/v1/config')
      .json({ category: 'captcha', values: { width: 300, type: 'math' } })
      .bearerToken(await tokenFor(admin))
    response.assertStatus(200)
    const captcha = await settings.group('captcha')
    assert.equal(captcha.width, 300)
    assert.equal(captcha.type, 'math')
  })

  test('an invalid value answers 400 naming the field and writes nothing', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const response = await client
      .put('/api/v1/config')
      .json({
        config: [
          { id: (await configRow('system', 'sitename')).id, value: '不会保存' },
          { id: (await configRow('email', 'port')).id, value: '99999' },
        ],
      })
      .bearerToken(await tokenFor(admin))
    response.assertStatus(400)
    response.assertBodyContains({ code: 3, message: '「端口」不能大于 65535' })
    assert.equal(await settings.get('system', 'sitename'), 'Docsite 文库')
    assert.equal(await settings.get('email', 'port'), 465)
  })

  test('a value outside a select list and a non-number are refused with the field label', async ({ client }) => {
    const admin = await createSuperAdmin()
    const token = await tokenFor(admin)
    const select = await client
      .put('/api/v1/config')
      .json({ category: 'captcha', values: { type: 'emoji' } })
      .bearerToken(token)
    select.assertStatus(400)
    select.assertBodyContains({ message: '「类型」的值无效' })

    const number = await client
      .put('/api/v1/config')
      .json({ config: [{ id: (await configRow('captcha', 'width')).id, value: 'wide' }] })
      .bearerToken(token)
    number.assertStatus(400)
    number.assertBodyContains({ message: '「宽度」必须是数字' })

    for (const port of [null, '']) {
      const emptied = await client.put('/api/v1/config').json({ category: 'email', values: { port } }).bearerToken(token)
      emptied.assertStatus(400)
      emptied.assertBodyContains({ message: '请填写「端口」' })
    }
    const bool = await client
      .put('/api/v1/config')
      .json({ category: 'security', values: { is_close: 'yes' } })
      .bearerToken(token)
    bool.assertStatus(400)
    bool.assertBodyContains({ message: '「关闭网站」必须是布尔值' })
  })

  test('an emptied text field is stored empty', async ({ client, assert }) => {
    await settings.update('system', { icp: '京ICP备00000000号' })
    const admin = await createSuperAdmin()
    const response = await client
      .put('/api/v1/config')
      .json({ category: 'system', values: { icp: null } })
      .bearerToken(await tokenFor(admin))
    response.assertStatus(200)
    assert.equal(await settings.get('system', 'icp'), '')
  })

  test('unknown ids, groups and names are refused', async ({ client }) => {
    const admin = await createSuperAdmin()
    const token = await tokenFor(admin)
    const id = await client
      .put('/api/v1/config')
      .json({ config: [{ id: 999999, value: 'x' }] })
      .bearerToken(token)
    id.assertStatus(400)
    id.assertBodyContains({ message: '配置项不存在：999999' })
    const groupName = await client.put('/api/v1/config').json({ category: 'nope', values: {} }).bearerToken(token)
    groupName.assertStatus(400)
    groupName.assertBodyContains({ message: '配置分组不存在：nope' })
    const name = await client
      .put('/api/v1/config')
      .json({ category: 'system', values: { nope: 1 } })
      .bearerToken(token)
    name.assertStatus(400)
    name.assertBodyContains({ message: '配置项不存在：system.nope' })
    const empty = await client.put('/api/v1/config').json({}).bearerToken(token)
    empty.assertStatus(400)
  })

  test('a secret sent back as ****** keeps its stored value; a new one replaces it', async ({ client, assert }) => {
    await settings.update('email', { password: SMTP_SECRET })
    const admin = await createSuperAdmin()
    const token = await tokenFor(admin)
    const id = (await configRow('email', 'password')).id

    const kept = await client
      .put('/api/v1/config')
      .json({ config: [{ id, value: '******' }] })
      .bearerToken(token)
    kept.assertStatus(200)
    assert.equal(await settings.get('email', 'password'), SMTP_SECRET)

    const replaced = await client
      .put('/api/v1/config')
      .json({ category: 'email', values: { password: 'new-secret-1' } })
      .bearerToken(token)
    replaced.assertStatus(200)
    assert.equal(await settings.get('email', 'password'), 'new-secret-1')
  })
})

test.group('Settings: admin config pages', () => {
  test('every declared group has a page that staff holding 查看配置 open', async ({ client, assert }) => {
    const { user } = await createStaff(['settings.config.list'])
    const token = await tokenFor(user)
    for (const name of ['system', 'security', 'captcha', 'email', 'footer', 'display']) {
      const page = await client.get(`/admin/config/${name}`).bearerToken(token).redirects(0)
      page.assertStatus(200)
      const match = page.text().match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
      const inertia = JSON.parse(match![1])
      assert.equal(inertia.component, 'settings/admin/config')
      assert.equal(inertia.props.group.name, name)
      assert.isAbove(inertia.props.fields.length, 0)
    }
  }).timeout(120000)

  test('members go home, guests to /login, and an unknown group is 404', async ({ client, assert }) => {
    const member = await client
      .get('/admin/config/system')
      .bearerToken(await tokenFor(await createUser()))
      .redirects(0)
    member.assertStatus(302)
    assert.equal(member.header('location'), '/')
    const guest = await client.get('/admin/config/system').redirects(0)
    guest.assertStatus(302)
    assert.equal(guest.header('location'), '/login?redirect=%2Fadmin%2Fconfig%2Fsystem')
    const unknown = await client.get('/admin/config/nope').bearerToken(await tokenFor(await createSuperAdmin()))
    unknown.assertStatus(404)
  }).timeout(120000)
})
