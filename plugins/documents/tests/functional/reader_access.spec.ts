import { test } from '@japa/runner'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { createReaderDocument } from './reader_fixtures.js'

const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7] as const
const PUBLIC = new Set([2])

type Caller = 'anonymous' | 'stranger' | 'owner' | 'staff'

test.group('Reader access rules', (group) => {
  let tokens: Record<Exclude<Caller, 'anonymous'>, string>
  let ownerId: number

  group.setup(async () => {
    const owner = await createUser()
    const stranger = await createUser()
    const { user: staff } = await createStaff([DocumentsPermission.document.list])
    ownerId = owner.id
    tokens = { owner: await tokenFor(owner), stranger: await tokenFor(stranger), staff: await tokenFor(staff) }
  })

  const cases = [...STATUSES.map((status) => ({ status, deleted: false })), { status: 2 as const, deleted: true }]

  for (const { status, deleted } of cases) {
    const label = deleted ? 'a converted document in the recycle bin' : `a document in status ${status}`
    test(`${label}: detail, text, page image, cover and reader page follow the one rule`, async ({ client, assert }) => {
      const document = await createReaderDocument({ userId: ownerId, status, deleted })
      const publicDocument = PUBLIC.has(status) && !deleted
      for (const caller of ['anonymous', 'stranger', 'owner', 'staff'] as Caller[]) {
        const visible = publicDocument || caller === 'owner' || caller === 'staff'
        const expected = visible ? 200 : 404
        const as = <T extends { bearerToken(token: string): T }>(request: T) =>
          caller === 'anonymous' ? request : request.bearerToken(tokens[caller])

        const detail = await as(client.get('/api/v1/document').qs({ id: document.id }))
        assert.equal(detail.status(), expected, `${caller} GET /api/v1/document`)
        if (visible) {
          assert.equal(detail.body().id, document.id)
          assert.include(detail.body().content, 'PAGE1')
        } else {
          assert.notProperty(detail.body(), 'title', 'a hidden document does not leak its title')
        }
        const byUuid = await as(client.get('/api/v1/document').qs({ uuid: document.uuid }))
        assert.equal(byUuid.status(), expected, `${caller} GET /api/v1/document?uuid=`)

        const page = await as(client.get(`/view/page/${document.id}/1.webp`))
        assert.equal(page.status(), expected, `${caller} page image by id`)
        const byHash = await as(client.get(`/view/page/${document.hash}/1.webp`))
        assert.equal(byHash.status(), expected, `${caller} page image by hash`)
        const cover = await as(client.get(`/view/cover/${document.id}`))
        assert.equal(cover.status(), expected, `${caller} cover`)
        const thumb = await as(client.get(`/view/thumb/${document.hash}`))
        assert.equal(thumb.status(), expected, `${caller} thumb`)

        const reader = await as(client.get(`/document/${document.id}`).header('Accept', 'text/html'))
        assert.equal(reader.status(), expected, `${caller} /document/:id`)
        if (visible) {
          const cache = page.header('cache-control')
          assert.match(cache ?? '', publicDocument ? /^public, max-age=\d+/ : /^private/, `${caller} cache`)
        }
      }
    })
  }

  test('a hash shared by a public and a hidden document is served publicly', async ({ client, assert }) => {
    const original = Buffer.from(`shared file ${Date.now()}`)
    const hidden = await createReaderDocument({ userId: ownerId, status: 6, original, withoutFiles: true })
    const open = await createReaderDocument({ status: 2, original })
    assert.equal(hidden.hash, open.hash)
    const response = await client.get(`/view/page/${open.hash}/1.webp`)
    response.assertStatus(200)
    assert.match(response.header('cache-control') ?? '', /^public/)
    ;(await client.get(`/view/page/${hidden.id}/1.webp`)).assertStatus(404)
  })
})

test.group('Reader text', () => {
  test('the text never goes beyond the preview pages, nor past 8192 characters', async ({ client, assert }) => {
    const owner = await createUser()
    const { user: staff } = await createStaff([DocumentsPermission.document.list])
    const texts = ['一'.repeat(10), 'SECOND', 'THIRD-SECRET', 'FOURTH-SECRET']
    const document = await createReaderDocument({ userId: owner.id, pages: 4, preview: 2, pageTexts: texts })

    const anonymous = await client.get('/api/v1/document').qs({ id: document.id, with_all_content: true })
    anonymous.assertStatus(200)
    assert.include(anonymous.body().content, 'SECOND')
    assert.notInclude(anonymous.body().content, 'SECRET')

    const stranger = await client
      .get('/api/v1/document')
      .qs({ id: document.id, with_all_content: true })
      .bearerToken(await tokenFor(await createUser()))
    assert.notInclude(stranger.body().content, 'SECRET')

    for (const user of [owner, staff]) {
      const whole = await client
        .get('/api/v1/document')
        .qs({ id: document.id, with_all_content: true })
        .bearerToken(await tokenFor(user))
      assert.include(whole.body().content, 'FOURTH-SECRET', 'the uploader and staff may read all of it')
      const preview = await client
        .get('/api/v1/document')
        .qs({ id: document.id })
        .bearerToken(await tokenFor(user))
      assert.notInclude(preview.body().content, 'SECRET', 'without with_all_content they get the preview too')
    }

    const long = await createReaderDocument({ pages: 3, preview: 3, pageTexts: ['甲'.repeat(6000), '乙'.repeat(6000), '丙'] })
    const capped = await client.get('/api/v1/document').qs({ id: long.id })
    assert.lengthOf(capped.body().content, 8192)

    const unconverted = await createReaderDocument({ status: 0, pages: 0, preview: 0, pageTexts: ['NOTHING-YET'] })
    ;(await client.get('/api/v1/document').qs({ id: unconverted.id })).assertStatus(404)
  })

  test('with_author adds the uploader and counts a view; related lists public documents like it, never itself, hidden or binned ones', async ({
    client,
    assert,
  }) => {
    const { Category } = await import('#plugins/categories/contracts')
    const category = await Category.create({ title: `相关${Date.now()}`, parentId: 0, type: 0, enable: true })
    const owner = await createUser()
    const document = await createReaderDocument({ userId: owner.id, categoryIds: [category.id] })
    const sibling = await createReaderDocument({ categoryIds: [category.id] })
    const hiddenSibling = await createReaderDocument({ status: 6, categoryIds: [category.id] })
    const binnedSibling = await createReaderDocument({ deleted: true, categoryIds: [category.id] })
    await createReaderDocument()

    const detail = await client.get('/api/v1/document').qs({ id: document.id, with_author: true })
    assert.equal(detail.body().user.id, owner.id)
    assert.equal(detail.body().username, owner.username)
    assert.equal(detail.body().view_count, 1)
    assert.deepEqual(detail.body().category_id, [category.id])
    const plain = await client.get('/api/v1/document').qs({ id: document.id })
    assert.equal(plain.body().view_count, 1, 'without with_author nothing is counted')

    const related = await client.get('/api/v1/document/related').qs({ id: document.id })
    related.assertStatus(200)
    const ids = related.body().document.map((item: { id: number }) => item.id)
    // Other public documents of the suite with the same fixture text are similar by content too.
    assert.include(ids, sibling.id)
    assert.notInclude(ids, document.id)
    assert.notInclude(ids, hiddenSibling.id)
    assert.notInclude(ids, binnedSibling.id)
    ;(await client.get('/api/v1/document/related').qs({ id: hiddenSibling.id })).assertStatus(404)
  })
})
