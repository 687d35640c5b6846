import { test } from '@japa/runner'
import Punishment from '#core/access/models/punishment'
import { assertUniqueRegistrations } from '#core/access/registrations/registered'
import { PluginContractError } from '#core/kernel/plugin_registry'
import { manifestsOnDisk } from '#core/kernel/load_plugins'
import { createUser } from '#tests/helpers/users'
import { query, staffToken } from '../helpers.js'

/** No plugin registers it: what rows of a disabled plugin's type look like. */
const RETIRED_TYPE = 99

test.group('Punishment types: registered by plugins', () => {
  test('a type no enabled plugin registers is not given, but its rows still list as 类型 N', async ({ client, assert }) => {
    const { token } = await staffToken(['access.punishment.create', 'access.punishment.list'])
    const target = await createUser()
    const refused = await client
      .post('/api/v1/punishment')
      .bearerToken(token)
      .json({ user_id: [target.id], type: [RETIRED_TYPE] })
    refused.assertStatus(400)
    refused.assertBodyContains({ message: '处罚类型无效' })

    await Punishment.create({ userId: target.id, type: RETIRED_TYPE, enable: true, reason: '旧插件', remark: '' })
    await Punishment.create({ userId: target.id, type: 1, enable: true, reason: '', remark: '' })
    const list = await client.get(`/api/v1/punishment/list${query({ user_id: [target.id] })}`).bearerToken(token)
    list.assertStatus(200)
    const labels = Object.fromEntries(list.body().punishment.map((row: any) => [row.type, row.type_label]))
    assert.deepEqual(labels, { 1: '禁用账户', [RETIRED_TYPE]: `类型 ${RETIRED_TYPE}` })
  })

  test('a row of such a type may still be edited, but no row may be moved to it', async ({ client, assert }) => {
    const { token } = await staffToken(['access.punishment.update'])
    const target = await createUser()
    const retired = await Punishment.create({ userId: target.id, type: RETIRED_TYPE, enable: true, reason: '', remark: '' })
    const kept = await client.put('/api/v1/punishment').bearerToken(token).json({ id: retired.id, type: RETIRED_TYPE, enable: false })
    kept.assertStatus(200)
    await retired.refresh()
    assert.isFalse(retired.enable)

    const other = await Punishment.create({ userId: target.id, type: 1, enable: false, reason: '', remark: '' })
    const moved = await client.put('/api/v1/punishment').bearerToken(token).json({ id: other.id, type: RETIRED_TYPE })
    moved.assertStatus(400)
    moved.assertBodyContains({ message: '处罚类型无效' })
  })

  test('two plugins may not claim one punishment value or one capability key', ({ assert }) => {
    const type = { value: 42, label: '禁止 A', message: '您已被禁止 A' }
    assert.throws(
      () =>
        assertUniqueRegistrations([
          { id: 'a', title: 'A', punishmentTypes: [type] },
          { id: 'b', title: 'B', punishmentTypes: [type] },
        ]),
      PluginContractError,
      'Punishment type 42 is declared by both "a" and "b"'
    )
    const capability = { key: 'enable_a', label: 'A', defaults: { superAdmin: true, member: true, others: false } }
    assert.throws(
      () =>
        assertUniqueRegistrations([
          { id: 'a', title: 'A', capabilities: [capability] },
          { id: 'b', title: 'B', capabilities: [capability] },
        ]),
      'Capability "enable_a" is declared by both "a" and "b"'
    )
  })

  test('no two manifests in the repository, enabled or not, claim one value or key', async ({ assert }) => {
    const manifests = (await manifestsOnDisk()).map((found) => found.manifest)
    assert.isAbove(manifests.flatMap((manifest) => manifest.punishmentTypes ?? []).length, 6, 'core, the first plugins and hello')
    assert.doesNotThrow(() => assertUniqueRegistrations(manifests))
  })
})
