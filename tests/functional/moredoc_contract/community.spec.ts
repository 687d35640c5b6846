import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { assertFields } from './shape.js'

const loaded = registry.isLoaded('community') && registry.isLoaded('documents')

test.group('MOREDOC client contract: comments and favourites', () => {
  test('pages/admin/comment.vue lists without a status filter and sees every status; the public sees approved ones', async ({
    client,
    assert,
  }) => {
    if (!loaded) return
    const { default: Comment } = await import('#plugins/community/models/comment')
    const { CommunityPermission } = await import('#plugins/community/permissions')
    const { makeDocument } = await import('#plugins/community/tests/helpers')
    const document = await makeDocument()
    const author = await createUser()
    const comments = []
    for (const status of [0, 1, 2] as const) {
      comments.push(
        await Comment.create({
          userId: author.id,
          type: 0,
          targetId: document.id,
          parentId: 0,
          content: `状态${status}的评论`,
          status,
          ip: '',
        } as any)
      )
    }
    const ids = comments.map((comment) => comment.id)

    const { user } = await createStaff([CommunityPermission.comment.list])
    const staff = await client
      .get('/api/v1/comment/list')
      .qs({ page: 1, size: 100, wd: '的评论' })
      .bearerToken(await tokenFor(user))
    staff.assertStatus(200)
    assertFields(assert, staff.body(), { total: 'number', comment: 'array' }, 'comment list')
    const seen = (staff.body().comment as any[]).filter((row) => ids.includes(row.id))
    assert.sameMembers(
      seen.map((row) => row.status),
      [0, 1, 2]
    )
    for (const row of seen) assertFields(assert, row, { id: 'number', content: 'string', status: 'number', user: 'object' }, 'comment')

    const filtered = await client.get('/api/v1/comment/list?status=0&size=100').bearerToken(await tokenFor(user))
    assert.isTrue((filtered.body().comment as any[]).every((row) => row.status === 0))

    const guest = await client.get('/api/v1/comment/list').qs({ size: 100 })
    const visible = (guest.body().comment as any[]).filter((row) => ids.includes(row.id))
    assert.deepEqual(
      visible.map((row) => row.status),
      [1]
    )
  })

  test('favorite/list rows carry what components/FavoriteDocument.vue shows: ext, score, pages, size', async ({ client, assert }) => {
    if (!loaded) return
    const { makeDocument } = await import('#plugins/community/tests/helpers')
    const { default: Document } = await import('#plugins/documents/models/document')
    const document = await makeDocument()
    await Document.query().where('id', document.id).update({ ext: '.pdf', pages: 12, size: 34567, score: 400 })
    const token = await tokenFor(await createUser())
    ;(await client.post('/api/v1/favorite').bearerToken(token).json({ document_id: document.id, type: 0 })).assertStatus(200)

    const listed = await client.get('/api/v1/favorite/list').qs({ page: 1, size: 10, type: 0 }).bearerToken(token)
    listed.assertStatus(200)
    assertFields(assert, listed.body(), { total: 'number', favorite: 'array' }, 'favorite list')
    const row = (listed.body().favorite as any[]).find((item) => item.document_id === document.id)
    assertFields(
      assert,
      row,
      {
        id: 'number',
        document_id: 'number',
        title: 'string',
        ext: 'string',
        score: 'number',
        pages: 'number',
        size: 'number',
        created_at: 'string',
      },
      'favorite'
    )
    assert.include(row, { ext: '.pdf', pages: 12, size: 34567, score: 400, document_uuid: document.uuid })
  })
})
