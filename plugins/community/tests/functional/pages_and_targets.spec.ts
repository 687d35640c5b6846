import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { communityTargets, TargetKind, type CommunityTarget } from '#plugins/community/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { CommunityPermission } from '#plugins/community/permissions'
import { communityDisabled, disabledReason, inertiaPage, makeDocument, resetCommunitySettings, staffToken } from '../helpers.js'

test.group('Community pages', (group) => {
  group.tap((item) => item.skip(communityDisabled, disabledReason))
  group.each.setup(resetCommunitySettings)

  test("/me/favorite and /me/comment list the member's own favourites and comments, in their tabs", async ({ client, assert }) => {
    const document = await makeDocument({ title: '个人中心文档' })
    const member = await createUser()
    const token = await tokenFor(member)
    await client.post('/api/v1/favorite').json({ document_id: document.id }).bearerToken(token)
    await client.post('/api/v1/comment').json({ document_id: document.id, content: '我的评论内容' }).bearerToken(token)
    await client
      .post('/api/v1/comment')
      .json({ document_id: document.id, content: '别人的评论' })
      .bearerToken(await tokenFor(await createUser()))

    const favorites = inertiaPage((await client.get('/me/favorite').bearerToken(token)).text())
    assert.equal(favorites.component, 'community/site/me_favorites')
    assert.equal(favorites.props.active, 'favorite')
    assert.includeMembers(
      favorites.props.tabs.map((tab: any) => tab.key),
      ['favorite', 'comment']
    )
    assert.deepEqual(
      favorites.props.favorites.map((row: any) => row.title),
      ['个人中心文档']
    )

    const comments = inertiaPage((await client.get('/me/comment').bearerToken(token)).text())
    assert.equal(comments.component, 'community/site/me_comments')
    assert.deepEqual(
      comments.props.comments.map((row: any) => row.content),
      ['我的评论内容']
    )
    assert.equal(comments.props.comments[0].document_title, '个人中心文档')

    const guest = await client.get('/me/favorite').redirects(0)
    assert.equal(guest.status(), 302)
    assert.match(guest.header('location') ?? '', /^\/login/)
  })

  test('the admin pages open for holders of their list permission only', async ({ client, assert }) => {
    const guest = await client.get('/admin/comment').redirects(0)
    assert.equal(guest.status(), 302)
    const member = await client
      .get('/admin/comment')
      .bearerToken(await tokenFor(await createUser()))
      .redirects(0)
    assert.equal(member.status(), 302)
    const commentStaff = await staffToken([CommunityPermission.comment.list])
    const comment = inertiaPage((await client.get('/admin/comment').bearerToken(commentStaff)).text())
    assert.equal(comment.component, 'community/admin/comment')
    assert.deepEqual(comment.props.can, { check: false, update: false, delete: false })
    const other = await client.get('/admin/report').bearerToken(commentStaff).redirects(0)
    assert.equal(other.header('location'), '/admin')
    const report = inertiaPage((await client.get('/admin/report').bearerToken(await staffToken([CommunityPermission.report.list]))).text())
    assert.equal(report.component, 'community/admin/report')
    assert.lengthOf(report.props.reasons, 7)
    assert.include(
      report.props.reasons.map((reason: { label: string }) => reason.label),
      '侵权'
    )
  })
})

test.group('Community targets (extension point)', (group) => {
  // With articles on, kind 1 is the real article target (covered by the articles tests).
  group.tap((item) => item.skip(communityDisabled, disabledReason))
  group.tap((item) => item.skip(registry.isEnabled('articles'), 'kind 1 belongs to the real articles plugin while it is enabled'))
  group.each.setup(resetCommunitySettings)

  test("another plugin's content kind gets comments and favourites with counters, without community knowing its tables", async ({
    client,
    assert,
  }) => {
    const stored = new Map<number, { comment_count?: number; favorite_count?: number }>()
    const visible = new Set([501, 502])
    const fake: CommunityTarget = {
      kind: TargetKind.Article,
      label: '文章',
      async findVisible(id) {
        return visible.has(id) ? { id, title: `文章${id}`, link: `/article/${id}`, userId: 0 } : null
      },
      async describe(ids) {
        return new Map(ids.map((id) => [id, { id, title: `文章${id}`, link: `/article/${id}`, userId: 0 }]))
      },
      async setCounts(id, counts) {
        stored.set(id, { ...stored.get(id), ...counts })
      },
    }
    communityTargets.add('community-test', () => fake)
    const token = await tokenFor(await createUser())

    ;(await client.post('/api/v1/comment').json({ document_id: 501, type: 1, content: '文章评论' }).bearerToken(token)).assertStatus(200)
    ;(await client.post('/api/v1/favorite').json({ document_id: 501, type: 1 }).bearerToken(token)).assertStatus(200)
    assert.deepEqual(stored.get(501), { comment_count: 1, favorite_count: 1 })
    const missing = await client.post('/api/v1/comment').json({ document_id: 999, type: 1, content: '文章评论' }).bearerToken(token)
    missing.assertStatus(404)
    assert.equal(missing.body().message, '文章不存在')

    const list = (await client.get('/api/v1/comment/list').qs({ document_id: 501, type: 1 })).body()
    assert.equal(list.comment[0].link, '/article/501')
    const favorites = (await client.get('/api/v1/favorite/list').qs({ type: 1 }).bearerToken(token)).body()
    assert.equal(favorites.favorite[0].title, '文章501')

    const document = await makeDocument()
    const documents = (await client.get('/api/v1/comment/list').qs({ document_id: document.id, type: 0 })).body()
    assert.equal(documents.total, 0, 'the same id of another kind is another target')
  })
})
