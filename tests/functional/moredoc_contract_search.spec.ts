import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import registry from '#core/kernel/plugin_registry'
import { queue } from '#core/queue/contracts'
import { searchIndex } from '#core/search/contracts'
import { settings } from '#core/settings/contracts'
import { AdminPermission } from '#core/admin/permissions'
import { StoragePermission } from '#core/storage/permissions'
import { storage, AttachmentType } from '#core/storage/contracts'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { unique } from '#tests/helpers/unique'
import { makeSearchableDocument } from '#plugins/documents/tests/functional/search_helpers'

/**
 * What MOREDOC's web client (mnt-ltd/moredoc-web) reads from the search, related-article,
 * release, sqlmode, ping and attachment-delete answers, from its source: the query keys each
 * page sends (utils/request.js serialises arrays as repeated keys) and each field it reads
 * with the JSON type it treats it as.
 */
type FieldType = 'number' | 'string' | 'boolean' | 'array' | 'object'

function typeOf(value: unknown) {
  if (Array.isArray(value)) return 'array'
  return value === null ? 'null' : typeof value
}

function assertFields(assert: Assert, value: unknown, fields: Record<string, FieldType>, what: string) {
  assert.equal(typeOf(value), 'object', `${what} is an object`)
  for (const [name, type] of Object.entries(fields)) {
    const field = (value as Record<string, unknown>)[name]
    assert.equal(typeOf(field), type, `${what}.${name} is a ${type} (got ${JSON.stringify(field)})`)
  }
}

/** pages/search.vue's query on arrival: page, size, ext 'all', sort 'default', duration 'all' (dropped, created_at [] sends nothing). */
const searchPageQuery = (wd: string) => `wd=${encodeURIComponent(wd)}&page=1&size=10&ext=all&sort=default`

const documentsOn = registry.isEnabled('documents')
const articlesOn = registry.isEnabled('articles')

test.group('MOREDOC client contract: search, related articles, release, sqlmode, ping, attachments', (group) => {
  group.setup(async () => {
    await queue.startWorkers({ jobs: ['search.sync', 'search.rebuild'] })
    return () => queue.stop()
  })

  test('pages/search.vue (documents): total, spend and document[] with what SearchResultDocument.vue prints', async ({
    client,
    assert,
  }) => {
    const word = unique('contract').toLowerCase()
    const document = await makeSearchableDocument({
      userId: (await createUser()).id,
      title: `合同 ${word}`,
      keywords: '合同,范本',
      body: word,
    })
    await searchIndex.sync('document', [document.id])
    const response = await client.get(`/api/v1/document/search?${searchPageQuery(word)}&category_id=0`)
    response.assertStatus(200)
    assertFields(assert, response.body(), { total: 'number', spend: 'string', document: 'array' }, 'reply')
    const row = response.body().document[0]
    assertFields(
      assert,
      row,
      {
        id: 'number',
        uuid: 'string',
        title: 'string',
        description: 'string',
        ext: 'string',
        price: 'number',
        pages: 'number',
        size: 'number',
        score: 'number',
        keywords: 'string',
        created_at: 'string',
      },
      'document[0]'
    )
    // getIcon(doc.ext) and `/document/${doc.uuid || doc.id}`.
    assert.match(row.ext, /^\.[a-z0-9]+$/)
    assert.equal(row.uuid, document.uuid)
  }).skip(!documentsOn, 'the documents plugin is not enabled')

  test('pages/search.vue (type=1): total, spend and article[] with what SearchResultArticle.vue prints', async ({ client, assert }) => {
    const word = unique('contract').toLowerCase()
    const admin = await tokenFor(await createSuperAdmin())
    ;(
      await client
        .post('/api/v1/article')
        .json({ title: `公告 ${word}`, keywords: '公告', content: `<p>${word}</p>` })
        .bearerToken(admin)
    ).assertStatus(200)
    await queue.idle(10_000)
    const response = await client.get(`/api/v1/article/search?${searchPageQuery(word)}&type=1`)
    response.assertStatus(200)
    assertFields(assert, response.body(), { total: 'number', spend: 'string', article: 'array' }, 'reply')
    assertFields(
      assert,
      response.body().article[0],
      { id: 'number', identifier: 'string', title: 'string', description: 'string', keywords: 'string', created_at: 'string' },
      'article[0]'
    )
  }).skip(!articlesOn, 'the articles plugin is not enabled')

  test('pages/article/_id.vue: article/related?identifier= gives article[] for ArticleSimpleList (id, identifier, title)', async ({
    client,
    assert,
  }) => {
    await settings.update('article', { related_count: 6 })
    const admin = await tokenFor(await createSuperAdmin())
    const first = await client.post('/api/v1/article').json({ title: '相关一', content: '<p>一</p>' }).bearerToken(admin)
    const second = await client.post('/api/v1/article').json({ title: '相关二', content: '<p>二</p>' }).bearerToken(admin)
    first.assertStatus(200)
    second.assertStatus(200)
    const response = await client.get('/api/v1/article/related').qs({ identifier: second.body().identifier })
    response.assertStatus(200)
    assertFields(assert, response.body(), { article: 'array' }, 'reply')
    assert.isAbove(response.body().article.length, 0)
    assertFields(assert, response.body().article[0], { id: 'number', identifier: 'string', title: 'string' }, 'article[0]')
  }).skip(!articlesOn, 'the articles plugin is not enabled')

  test('pages/admin/dashboard.vue: release (tag_name, source) for GET and POST; PUT release/source and sqlmode', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaff([AdminPermission.release.check, AdminPermission.release.update, AdminPermission.database.sqlmode])
    const token = await tokenFor(user)
    const release = await client.get('/api/v1/release').bearerToken(token)
    release.assertStatus(200)
    assertFields(
      assert,
      release.body(),
      { tag_name: 'string', name: 'string', body: 'string', release_at: 'string', ignore: 'string', source: 'string', current: 'string' },
      'release'
    )
    // setReleaseSource({ source: cmd }) and the menu's check on release.source === 'none'.
    ;(await client.put('/api/v1/release/source').json({ source: 'none' }).bearerToken(token)).assertStatus(200)
    assert.equal((await client.get('/api/v1/release').bearerToken(token)).body().source, 'none')
    // refreshRelease() shows res.data.message when it fails.
    const refresh = await client.post('/api/v1/release').bearerToken(token)
    assert.equal(refresh.status(), 400)
    assertFields(assert, refresh.body(), { message: 'string' }, 'error')
    // setSQLMode(undefined): a PUT without a body; success or a message.
    const sqlmode = await client.put('/api/v1/sqlmode').bearerToken(token)
    assert.include([200, 400], sqlmode.status())
    if (sqlmode.status() === 400) assertFields(assert, sqlmode.body(), { message: 'string' }, 'error')
  })

  test('pages/admin/attachment.vue: deleteAttachment({ id: ids }) sends repeated id keys', async ({ client, assert }) => {
    const owner = await createUser()
    const bytes = (seed: number) =>
      new Uint8Array([
        0x47,
        0x49,
        0x46,
        0x38,
        0x39,
        0x61,
        1,
        0,
        1,
        0,
        0,
        0,
        0,
        0x2c,
        0,
        0,
        0,
        0,
        1,
        0,
        1,
        0,
        0,
        2,
        2,
        0x44,
        1,
        0,
        0x3b,
        seed,
      ])
    const one = await storage.storeUpload({ bytes: bytes(91), ext: 'gif', userId: owner.id, type: AttachmentType.Article })
    const two = await storage.storeUpload({ bytes: bytes(92), ext: 'gif', userId: owner.id, type: AttachmentType.Article })
    const { user } = await createStaff([StoragePermission.attachment.delete])
    const response = await client.delete(`/api/v1/attachment?id=${one.id}&id=${two.id}`).bearerToken(await tokenFor(user))
    response.assertStatus(200)
    assert.deepEqual(response.body(), {})
  })

  test('HealthAPI.Ping: GET /api/v1/ping?name= answers { name, created_at }', async ({ client, assert }) => {
    const response = await client.get('/api/v1/ping').qs({ name: 'moredoc' })
    response.assertStatus(200)
    assertFields(assert, response.body(), { name: 'string', created_at: 'string' }, 'pong')
    assert.equal(response.body().name, 'moredoc')
  })
})
