import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { ensureDefaultGroups } from '#core/access/default_groups'
import { capability, registeredCapabilities } from '#core/access/contracts'
import { addToGroup, createUser } from '#tests/helpers/users'
import { newGroup, replayCapabilityMigration, staffToken, storedCapability, superToken, unique } from '../helpers.js'

const CAPABILITY_FIELD = /^enable_/
const documentsEnabled = () => registeredCapabilities().some((definition) => definition.key === 'enable_upload')
const needsDocuments = 'the documents plugin is not enabled'

test.group('Group capabilities: the group API', () => {
  test('a group answers one field per registered capability, with its default when nothing is stored', async ({ client, assert }) => {
    const group = await newGroup()
    await db.from('group_capabilities').where('group_id', group.id).delete()
    const { token } = await staffToken(['access.group.list'])
    const response = await client.get(`/api/v1/group?id=${group.id}`).bearerToken(token)
    response.assertStatus(200)
    const fields = Object.keys(response.body()).filter((key) => CAPABILITY_FIELD.test(key))
    assert.sameMembers(
      fields,
      registeredCapabilities().map((definition) => definition.key)
    )
    for (const definition of registeredCapabilities()) {
      assert.equal(response.body()[definition.key], definition.defaults.others, definition.key)
    }
  })

  test('the default groups start with today’s values: members may upload, their uploads wait for review', async ({ client, assert }) => {
    const { superAdmin, member } = await ensureDefaultGroups()
    const { token } = await staffToken(['access.group.list'])
    const admin = (await client.get(`/api/v1/group?id=${superAdmin.id}`).bearerToken(token)).body()
    const members = (await client.get(`/api/v1/group?id=${member.id}`).bearerToken(token)).body()
    assert.include(admin, { enable_upload: true, enable_document_review: false, enable_article: true, enable_comment: true })
    assert.include(members, {
      enable_upload: true,
      enable_document_review: true,
      enable_article_approval: true,
      enable_comment_approval: false,
    })
  }).skip(!documentsEnabled(), needsDocuments)

  test('a new group takes the values sent and the defaults for the rest; unknown fields are ignored', async ({ client, assert }) => {
    const { token } = await staffToken(['access.group.create'])
    const response = await client
      .post('/api/v1/group')
      .bearerToken(token)
      .json({ title: unique('作者'), enable_upload: true, enable_no_such_feature: true })
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.enable_upload)
    assert.isTrue(body.enable_document_review, 'others default: uploads wait for review')
    assert.isFalse(body.enable_article)
    assert.notProperty(body, 'enable_no_such_feature')
    assert.isUndefined(await storedCapability(body.id, 'enable_no_such_feature'))
    assert.isFalse(await storedCapability(body.id, 'enable_article'))
  }).skip(!documentsEnabled(), needsDocuments)

  test('a value of a capability no enabled plugin registers is kept, and not answered', async ({ client, assert }) => {
    const { token } = await superToken()
    const group = await newGroup()
    await db.table('group_capabilities').insert({ group_id: group.id, key: 'enable_retired_feature', enabled: true })
    const update = await client
      .put('/api/v1/group')
      .bearerToken(token)
      .json({ id: group.id, title: group.title, enable_retired_feature: false })
    update.assertStatus(200)
    assert.isTrue(await storedCapability(group.id, 'enable_retired_feature'))
    const shown = await client.get(`/api/v1/group?id=${group.id}`).bearerToken(token)
    assert.notProperty(shown.body(), 'enable_retired_feature')
  })

  test('a capability value that is no boolean is refused with the capability’s label', async ({ client, assert }) => {
    const { token } = await superToken()
    const group = await newGroup()
    const response = await client.put('/api/v1/group').bearerToken(token).json({ id: group.id, title: group.title, enable_upload: 'maybe' })
    response.assertStatus(400)
    assert.include(response.body().message, '上传文档')
  }).skip(!documentsEnabled(), needsDocuments)
})

test.group('Group capabilities: checks and migration', () => {
  test('a right holds when any group grants it; a review step only when every group asks for it', async ({ assert }) => {
    const user = await createUser()
    assert.isTrue(await capability(user.id, 'enable_upload'))
    assert.isTrue(await capability(user.id, 'enable_document_review'))
    await addToGroup(user, await newGroup())
    const trusted = await newGroup()
    await db.table('group_capabilities').insert({ group_id: trusted.id, key: 'enable_document_review', enabled: false })
    await addToGroup(user, trusted)
    assert.isTrue(await capability(user.id, 'enable_upload'), 'the member group still grants uploads')
    assert.isFalse(await capability(user.id, 'enable_document_review'), 'one group skips the review')
    await assert.rejects(() => capability(user.id, 'enable_no_such_feature'), /not registered/)
  }).skip(!documentsEnabled(), needsDocuments)

  test('the migration moves each group’s former columns into capability rows', async ({ assert }) => {
    const group = await newGroup()
    await db.table('group_capabilities').insert({ group_id: group.id, key: 'enable_article', enabled: true })
    let restored: unknown
    await replayCapabilityMigration(async () => {
      restored = (await db.from('groups').where('id', group.id).first()).enable_article
      await db.from('groups').where('id', group.id).update({
        enable_upload: true,
        enable_document_review: false,
        enable_comment: false,
        enable_comment_approval: true,
        enable_article_approval: false,
      })
    })
    assert.isTrue(Boolean(restored), 'taken back, the migration puts stored values into the columns')
    const columns = await db.rawQuery(db.connection().dialect.name === 'mysql' ? 'SHOW COLUMNS FROM `groups`' : 'PRAGMA table_info(groups)')
    const names = JSON.stringify(columns)
    assert.notInclude(names, 'enable_upload', 'the former columns are gone')
    const stored = Object.fromEntries(
      (await db.from('group_capabilities').where('group_id', group.id)).map((row) => [row.key, Boolean(row.enabled)])
    )
    assert.deepEqual(stored, {
      enable_upload: true,
      enable_document_review: false,
      enable_comment: false,
      enable_comment_approval: true,
      enable_article: true,
      enable_article_approval: false,
    })
  })

  test('the migration moves the columns of a site with hundreds of roles', async ({ assert }) => {
    // Six rows a group: 100 groups are more than one SQLite statement may insert at once.
    const groups = await Promise.all(Array.from({ length: 100 }, () => newGroup()))
    await replayCapabilityMigration(() =>
      db
        .from('groups')
        .whereIn(
          'id',
          groups.map((group) => group.id)
        )
        .update({ enable_comment: false })
    )
    const moved = await db
      .from('group_capabilities')
      .whereIn(
        'group_id',
        groups.map((group) => group.id)
      )
      .where('key', 'enable_comment')
    assert.lengthOf(moved, 100)
    assert.isTrue(moved.every((row) => !row.enabled))
  })
})
