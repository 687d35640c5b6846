import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { registeredPunishmentTypes, setGroupCapabilities } from '#core/access/contracts'
import { ensureDefaultGroups } from '#core/access/default_groups'
import Punishment from '#core/access/models/punishment'
import { createStaff, createSuperAdmin, tokenFor } from '#tests/helpers/users'
import Greeting from '#plugins/hello/models/greeting'
import { HelloPermission } from '#plugins/hello/permissions'
import { GREETING_CAPABILITY, NO_GREETING } from '#plugins/hello/capabilities'

/** Run with DOCSITE_PLUGINS=hello for the first group; the second runs in both modes. */
const enabled = registry.isEnabled('hello')
const reason = 'the hello plugin is not enabled (run with DOCSITE_PLUGINS=hello)'

test.group('hello plugin: the enable_greeting capability and the 禁止问候 punishment', (group) => {
  group.tap((item) => item.skip(!enabled, reason))
  group.each.setup(async () => {
    await Greeting.query().delete()
  })

  test('a greeter whose groups do not grant enable_greeting gets 403 with the reason', async ({ client, assert }) => {
    const { user } = await createStaff([HelloPermission.greeting.create])
    const { member } = await ensureDefaultGroups()
    await setGroupCapabilities(member.id, { [GREETING_CAPABILITY]: false })
    try {
      const refused = await client
        .post('/api/v1/hello')
        .bearerToken(await tokenFor(user))
        .json({ name: '小红' })
      refused.assertStatus(403)
      refused.assertBodyContains({ message: '您所在的用户组没有发送问候的权限' })
      assert.lengthOf(await Greeting.all(), 0)
    } finally {
      await setGroupCapabilities(member.id, { [GREETING_CAPABILITY]: true })
    }
    const allowed = await client
      .post('/api/v1/hello')
      .bearerToken(await tokenFor(user))
      .json({ name: '小红' })
    allowed.assertStatus(200)
  })

  test('a greeter punished with 禁止问候 reads the punishment message and its reason', async ({ client, assert }) => {
    const { user } = await createStaff([HelloPermission.greeting.create])
    await Punishment.create({ userId: user.id, type: NO_GREETING, enable: true, reason: '刷屏问候', remark: '' })
    const refused = await client
      .post('/api/v1/hello')
      .bearerToken(await tokenFor(user))
      .json({ name: '小红' })
    refused.assertStatus(403)
    assert.equal(refused.body().message, '您已被禁止问候，原因：刷屏问候')
    assert.lengthOf(await Greeting.all(), 0)
  })

  test('an operator may give 禁止问候 through the punishment API', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const { user } = await createStaff([HelloPermission.greeting.create])
    const response = await client
      .post('/api/v1/punishment')
      .bearerToken(await tokenFor(admin))
      .json({ user_id: [user.id], type: [NO_GREETING], reason: '示例' })
    response.assertStatus(200)
    const row = await Punishment.query().where('userId', user.id).where('type', NO_GREETING).firstOrFail()
    assert.isTrue(row.enable)
  })
})

test.group('hello plugin: its capability and punishment type exist only while it is enabled', () => {
  test('the group API, the role form and the punishment types follow the plugin', async ({ client, assert }) => {
    const { member } = await ensureDefaultGroups()
    const admin = await createSuperAdmin()
    // Capabilities are shown to staff holding 角色列表 only.
    const shown = await client.get(`/api/v1/group?id=${member.id}`).bearerToken(await tokenFor(admin))
    shown.assertStatus(200)
    assert.equal(GREETING_CAPABILITY in shown.body(), enabled)
    if (enabled) assert.isTrue(shown.body()[GREETING_CAPABILITY], 'members may greet by default')

    const page = await client
      .get('/admin/user/group')
      .bearerToken(await tokenFor(admin))
      .header('X-Inertia', 'true')
      .redirects(0)
    const version = page.header('x-inertia-version')
    const props = (
      version
        ? await client
            .get('/admin/user/group')
            .bearerToken(await tokenFor(admin))
            .header('X-Inertia', 'true')
            .header('X-Inertia-Version', version)
        : page
    ).body().props
    const form = props.capabilities.find((option: any) => option.key === GREETING_CAPABILITY)
    if (enabled) {
      assert.deepEqual(form, { key: GREETING_CAPABILITY, label: '允许发送问候', help: '允许该角色的用户保存问候', default: false })
    } else assert.isUndefined(form)

    const type = registeredPunishmentTypes().find((entry) => entry.value === NO_GREETING)
    assert.equal(type?.label, enabled ? '禁止问候' : undefined)
  })
})
