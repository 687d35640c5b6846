import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { User } from '#core/accounts/contracts'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { environmentChecks, siteStats, STATS_PERMISSION } from '#core/admin/contracts'

async function userCount() {
  const [row] = await User.query().count('* as total')
  return Number(row.$extras.total)
}

test.group('Site stats API', (group) => {
  group.each.teardown(async () => {
    await settings.update('display', { virtual_register_count: 0 })
  })

  test('a guest sees the registered users, plus the virtual count, and no admin counts', async ({ client, assert }) => {
    await createUser()
    await settings.update('display', { virtual_register_count: 1000 })
    const response = await client.get('/api/v1/stats')
    response.assertStatus(200)
    assert.equal(response.body().user_count, (await userCount()) + 1000)
    assert.notProperty(response.body(), 'group_count')
    assert.notProperty(response.body(), 'permission_count')
  })

  test('a member without the stats permission gets the public counts only', async ({ client, assert }) => {
    const member = await createUser()
    const response = await client.get('/api/v1/stats').bearerToken(await tokenFor(member))
    response.assertStatus(200)
    assert.properties(response.body(), ['user_count'])
    assert.notProperty(response.body(), 'group_count')
  })

  test('a super admin and a staff member holding admin.stats.view get the admin counts', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const asAdmin = await client.get('/api/v1/stats').bearerToken(await tokenFor(admin))
    asAdmin.assertStatus(200)
    assert.isAbove(asAdmin.body().group_count, 0)
    assert.isAbove(asAdmin.body().permission_count, 0)
    assert.isString(asAdmin.body().os)

    const { user: staff } = await createStaff([STATS_PERMISSION])
    const asStaff = await client.get('/api/v1/stats').bearerToken(await tokenFor(staff))
    assert.equal(asStaff.body().group_count, asAdmin.body().group_count + 1, 'the staff group is counted too')
  })

  test('plugins add their counts through the siteStats extension point', async ({ client, assert, cleanup }) => {
    siteStats.add('test', () => ({
      labels: {},
      count: async ({ admin }): Promise<Record<string, number>> => (admin ? { document_count: 3, report_count: 2 } : { document_count: 3 }),
    }))
    cleanup(() => siteStats.remove('test'))
    const guest = await client.get('/api/v1/stats')
    assert.equal(guest.body().document_count, 3)
    assert.notProperty(guest.body(), 'report_count')

    const admin = await createSuperAdmin()
    const asAdmin = await client.get('/api/v1/stats').bearerToken(await tokenFor(admin))
    assert.equal(asAdmin.body().report_count, 2)
  })

  test('the device information needs the stats permission', async ({ client, assert }) => {
    const guest = await client.get('/api/v1/device')
    guest.assertStatus(401)

    const member = await createUser()
    const asMember = await client.get('/api/v1/device').bearerToken(await tokenFor(member))
    asMember.assertStatus(403)

    const { user: staff } = await createStaff([STATS_PERMISSION])
    const asStaff = await client.get('/api/v1/device').bearerToken(await tokenFor(staff))
    asStaff.assertStatus(200)
    assert.isAbove(asStaff.body().cpu.cores, 0)
    assert.isAbove(asStaff.body().memory.total, 0)
  })

  test("the environment check lists plugins' programs to stats viewers and answers {} to others", async ({ client, assert, cleanup }) => {
    environmentChecks.add('test', async () => [
      {
        name: 'frobnicator',
        description: '测试用程序',
        cmd: 'frob',
        version: '',
        is_installed: false,
        is_required: true,
        error: 'PATH 中找不到 frob',
        checked_at: new Date().toISOString(),
      },
    ])
    cleanup(() => {
      const handlers = environmentChecks.handlers().slice(0, -1)
      environmentChecks.clear()
      handlers.forEach((handler) => environmentChecks.add('restored', handler))
    })

    const guest = await client.get('/api/v1/envs')
    guest.assertStatus(200)
    assert.deepEqual(guest.body(), {})
    const member = await createUser()
    const asMember = await client.get('/api/v1/envs').bearerToken(await tokenFor(member))
    assert.deepEqual(asMember.body(), {})

    const { user: staff } = await createStaff([STATS_PERMISSION])
    const asStaff = await client.get('/api/v1/envs').bearerToken(await tokenFor(staff))
    asStaff.assertStatus(200)
    const frob = asStaff.body().envs.find((env: { name: string }) => env.name === 'frobnicator')
    assert.include(frob, { is_installed: false, is_required: true, error: 'PATH 中找不到 frob' })
  })
})
