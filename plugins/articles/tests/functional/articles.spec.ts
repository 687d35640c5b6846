import { test } from '@japa/runner'
import { punish } from '#core/accounts/tests/helpers'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import { Category } from '#plugins/categories/contracts'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import Article from '#plugins/articles/models/article'
import { ArticlesPermission } from '#plugins/articles/permissions'
import { inertiaPage } from '#tests/helpers/inertia'
import { MAX_PUBLIC_SIZE } from '#core/kernel/http/query_list'

const disabled = !registry.isEnabled('articles')
const reason = 'the articles plugin is not enabled (run with DOCSITE_PLUGINS=categories,documents,community,articles)'

let counter = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`

test.group('Articles: publishing', (group) => {
  group.tap((item) => item.skip(disabled, reason))
  group.each.setup(async () => {
    await settings.update('security', { comment_interval: 0, enable_captcha_comment: false })
  })

  test('a member publishes into review with a sanitised body; staff publish it; then everyone reads it', async ({ client, assert }) => {
    const category = await Category.create({ title: unique('文章分类'), parentId: 0, type: 1, enable: true })
    const author = await createUser()
    const token = await tokenFor(author)
    const response = await client
      .post('/api/v1/article')
      .json({
        title: '  第一篇文章 ',
        content:
          '<p onclick="alert(1)">正文<strong>加粗</strong></p><script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">坏链接</a><iframe src="https://evil.example"></iframe>',
        category_id: [category.id],
      })
      .bearerToken(token)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.status, 0, 'the member group reviews articles')
    assert.equal(body.title, '第一篇文章')
    assert.notMatch(body.content, /script|onclick|onerror|javascript:|iframe/i)
    assert.include(body.content, '<strong>加粗</strong>')
    assert.include(body.content, '<img src="https://example.com/a.png" alt="" />')
    assert.equal(body.description, '正文加粗坏链接')
    assert.deepEqual(body.category_id, [category.id])

    ;(await client.get('/api/v1/article').qs({ id: body.id })).assertStatus(404)
    ;(await client.get('/api/v1/article').qs({ id: body.id }).bearerToken(token)).assertStatus(200)
    const publicList = (await client.get('/api/v1/article/list').qs({ category_id: category.id })).body()
    assert.equal(publicList.total, 0)

    ;(await client.put('/api/v1/article/check').json({ id: [body.id], status: 1 })).assertStatus(401)
    ;(
      await client
        .put('/api/v1/article/check')
        .json({ id: [body.id], status: 1 })
        .bearerToken(token)
    ).assertStatus(403)
    const { user: reviewer } = await createStaff([ArticlesPermission.article.check, ArticlesPermission.article.list])
    const staff = await tokenFor(reviewer)
    const pending = (await client.get('/api/v1/article/list').qs({ status: 0 }).bearerToken(staff)).body()
    assert.include(
      pending.article.map((row: any) => row.id),
      body.id
    )
    const bad = await client
      .put('/api/v1/article/check')
      .json({ id: [body.id], status: 5 })
      .bearerToken(staff)
    bad.assertStatus(400)
    assert.equal(bad.body().message, '文章状态无效')
    ;(
      await client
        .put('/api/v1/article/check')
        .json({ id: [body.id], status: 1 })
        .bearerToken(staff)
    ).assertStatus(200)

    const list = (await client.get('/api/v1/article/list').qs({ category_id: category.id })).body()
    assert.deepEqual(
      list.article.map((row: any) => row.id),
      [body.id]
    )
    const read = await client.get('/api/v1/article').qs({ id: body.id })
    read.assertStatus(200)
    assert.equal(read.body().user.username, author.username)
  })

  test('an article without keywords gets the telling words of its title and text; given keywords are kept', async ({ client, assert }) => {
    const token = await tokenFor(await createSuperAdmin())
    const created = await client
      .post('/api/v1/article')
      .json({ title: '中国古代文学史中的诗歌与散文', content: '<p>唐诗宋词是中国古代诗歌的高峰，散文则以唐宋八大家为代表。</p>' })
      .bearerToken(token)
    created.assertStatus(200)
    const words = (await Article.findOrFail(created.body().id)).keywords.split(',')
    assert.includeMembers(words, ['诗歌', '散文', '文学史'])
    for (const split of ['中的', '的', '与', '则以']) assert.notInclude(words, split)

    const given = await client
      .post('/api/v1/article')
      .json({ title: '年度总结', content: '<p>正文</p>', keywords: '总结,年度' })
      .bearerToken(token)
    assert.equal((await Article.findOrFail(given.body().id)).keywords, '总结,年度')
  })

  test('guests, the "no article" punishment and bad input are refused with a message', async ({ client, assert }) => {
    ;(await client.post('/api/v1/article').json({ title: '标题', content: '<p>正文</p>' })).assertStatus(401)
    const punished = await createUser()
    await punish(punished.id, 6, '', null)
    const refused = await client
      .post('/api/v1/article')
      .json({ title: '标题', content: '<p>正文</p>' })
      .bearerToken(await tokenFor(punished))
    refused.assertStatus(403)
    assert.equal(refused.body().message, '您已被禁止发布文章')
    ;(await client.get('/api/v1/user/canipublisharticle').bearerToken(await tokenFor(punished))).assertStatus(403)

    const token = await tokenFor(await createUser())
    ;(await client.get('/api/v1/user/canipublisharticle').bearerToken(token)).assertStatus(200)
    const noTitle = await client.post('/api/v1/article').json({ title: ' ', content: '<p>正文</p>' }).bearerToken(token)
    noTitle.assertStatus(400)
    assert.equal(noTitle.body().message, '请输入文章标题')
    const onlyScript = await client.post('/api/v1/article').json({ title: '标题', content: '<script>alert(1)</script>' }).bearerToken(token)
    onlyScript.assertStatus(400)
    assert.equal(onlyScript.body().message, '请输入文章内容')
    const documentCategory = await Category.create({ title: unique('文档分类'), parentId: 0, type: 0, enable: true })
    const wrongCategory = await client
      .post('/api/v1/article')
      .json({ title: '标题', content: '<p>正文</p>', category_id: [documentCategory.id] })
      .bearerToken(token)
    wrongCategory.assertStatus(400)
    assert.equal(wrongCategory.body().message, '文章分类不存在')
  })

  test('an administrator publishes a single page by identifier; identifiers are unique', async ({ client, assert }) => {
    const identifier = unique('about')
    const admin = await tokenFor(await createSuperAdmin())
    const created = await client
      .post('/api/v1/article')
      .json({ title: '关于我们', content: '<p>我们是谁</p>', identifier })
      .bearerToken(admin)
    created.assertStatus(200)
    assert.equal(created.body().status, 1)
    assert.equal(created.body().identifier, identifier)
    const duplicate = await client
      .post('/api/v1/article')
      .json({ title: '关于我们2', content: '<p>重复</p>', identifier })
      .bearerToken(admin)
    duplicate.assertStatus(409)
    assert.equal(duplicate.body().message, '文章标识已存在')

    const member = await client
      .post('/api/v1/article')
      .json({ title: '普通', content: '<p>正文</p>', identifier: unique('x') })
      .bearerToken(await tokenFor(await createUser()))
    assert.notEqual(member.body().identifier.slice(0, 1), 'x', 'members cannot choose an identifier')

    const page = inertiaPage((await client.get(`/article/${identifier}`)).text())
    assert.equal(page.component, 'articles/site/article_show')
    assert.equal(page.props.article.title, '关于我们')

    // The footer's default links (/article/about ...) work on a fresh site, and those pages stay out of listings.
    const about = inertiaPage((await client.get('/article/about')).text())
    assert.equal(about.props.article.identifier, 'about')
    const listed = (await client.get('/api/v1/article/list').qs({ size: 100 })).body()
    assert.notInclude(
      listed.article.map((row: any) => row.identifier),
      'about'
    )
    const editable = inertiaPage((await client.get('/post').qs({ id: about.props.article.id }).bearerToken(admin)).text())
    assert.equal(editable.props.article.identifier, 'about', 'administrators edit single pages in the editor')
    assert.equal((await client.get('/api/v1/article').qs({ identifier })).body().id, created.body().id)
  })

  test('a guest asking for 100,000 articles gets at most one public page; staff get their longer page', async ({ client, assert }) => {
    const author = await createUser()
    for (let i = 0; i < MAX_PUBLIC_SIZE + 5; i += 1) {
      await Article.create({
        identifier: unique('cap'),
        userId: author.id,
        title: unique('上限'),
        keywords: '',
        description: '',
        author: '',
        content: '<p>正文</p>',
        status: 1,
        rejectReason: '',
      })
    }
    const guest = await client.get('/api/v1/article/list').qs({ size: 100_000 })
    guest.assertStatus(200)
    assert.lengthOf(guest.body().article, MAX_PUBLIC_SIZE)
    const staff = await client
      .get('/api/v1/article/list')
      .qs({ size: 100_000 })
      .bearerToken(await tokenFor(await createSuperAdmin()))
    assert.isAbove(staff.body().article.length, MAX_PUBLIC_SIZE)
  })

  test('only the author edits or deletes an article; deleted articles disappear', async ({ client, assert }) => {
    const author = await createUser()
    const token = await tokenFor(author)
    const admin = await tokenFor(await createSuperAdmin())
    const article = (await client.post('/api/v1/article').json({ title: '可编辑', content: '<p>原文</p>' }).bearerToken(admin)).body()
    await Article.query().where('id', article.id).update({ user_id: author.id })

    const other = await tokenFor(await createUser())
    const foreign = await client.put('/api/v1/article').json({ id: article.id, title: '篡改', content: '<p>篡改</p>' }).bearerToken(other)
    foreign.assertStatus(403)
    assert.equal(foreign.body().message, '只能编辑自己的文章')
    const edited = await client
      .put('/api/v1/article')
      .json({ id: article.id, title: '已编辑', content: '<p>新的正文<script>x</script></p>' })
      .bearerToken(token)
    edited.assertStatus(200)
    assert.equal(edited.body().content, '<p>新的正文</p>')
    assert.equal(edited.body().status, 0, 'an edit by a reviewed member goes back to review')

    const refusedDelete = await client.delete('/api/v1/article').qs({ id: article.id }).bearerToken(other)
    refusedDelete.assertStatus(403)
    assert.equal(refusedDelete.body().message, '只能删除自己的文章')
    ;(await client.delete('/api/v1/article').qs({ id: article.id }).bearerToken(token)).assertStatus(200)
    ;(await client.get('/api/v1/article').qs({ id: article.id }).bearerToken(token)).assertStatus(404)
    const row = await Article.findOrFail(article.id)
    assert.isNotNull(row.deletedAt)
    assert.equal(row.deletedUserId, author.id)
  })
})

test.group('Articles: reading and community', (group) => {
  group.tap((item) => item.skip(disabled, reason))
  group.each.setup(async () => {
    await settings.update('security', { comment_interval: 0, enable_captcha_comment: false })
  })

  test('/article lists published articles by category; /article/{id} counts the view and shows crumbs and related', async ({
    client,
    assert,
  }) => {
    const top = await Category.create({ title: unique('技术'), parentId: 0, type: 1, enable: true })
    const child = await Category.create({ title: unique('前端'), parentId: top.id, type: 1, enable: true })
    const admin = await tokenFor(await createSuperAdmin())
    const first = (
      await client
        .post('/api/v1/article')
        .json({ title: '子类文章', content: '<p>一</p>', category_id: [child.id] })
        .bearerToken(admin)
    ).body()
    const second = (
      await client
        .post('/api/v1/article')
        .json({ title: '顶级文章', content: '<p>二</p>', category_id: [top.id] })
        .bearerToken(admin)
    ).body()

    const list = inertiaPage((await client.get('/article').qs({ category_id: top.id })).text())
    assert.equal(list.component, 'articles/site/article_list')
    assert.sameMembers(
      list.props.articles.map((row: any) => row.id),
      [first.id, second.id]
    )
    assert.deepEqual(
      list.props.path.map((crumb: any) => crumb.id),
      [top.id]
    )
    const narrow = inertiaPage((await client.get('/article').qs({ category_id: child.id })).text())
    assert.deepEqual(
      narrow.props.articles.map((row: any) => row.id),
      [first.id]
    )

    const page = inertiaPage((await client.get(`/article/${first.id}`)).text())
    assert.equal(page.props.article.view_count, 1)
    assert.deepEqual(
      page.props.breadcrumbs.map((crumb: any) => crumb.title),
      [top.title, child.title]
    )
    const again = inertiaPage((await client.get(`/article/${first.id}`)).text())
    assert.equal(again.props.article.view_count, 2)
    ;(await client.get('/article/99999999')).assertStatus(404)
  })

  test('comments and favourites on an article keep its counters through the community plugin', async ({ client, assert }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const article = (await client.post('/api/v1/article').json({ title: '可评论文章', content: '<p>正文</p>' }).bearerToken(admin)).body()
    const member = await tokenFor(await createUser())
    ;(
      await client.post('/api/v1/comment').json({ document_id: article.id, type: 1, content: '文章评论' }).bearerToken(member)
    ).assertStatus(200)
    ;(await client.post('/api/v1/favorite').json({ document_id: article.id, type: 1 }).bearerToken(member)).assertStatus(200)
    const row = await Article.findOrFail(article.id)
    assert.equal(row.commentCount, 1)
    assert.equal(row.favoriteCount, 1)
    const comments = (await client.get('/api/v1/comment/list').qs({ document_id: article.id, type: 1 })).body()
    assert.equal(comments.comment[0].link, `/article/${article.id}`)
    assert.equal(comments.comment[0].document_title, '可评论文章')
  })
})

test.group('Articles: editor and personal centre', (group) => {
  group.tap((item) => item.skip(disabled, reason))

  test('/admin/article/list opens for holders of 文章列表 only, with the actions they hold', async ({ client, assert }) => {
    const guest = await client.get('/admin/article/list').redirects(0)
    assert.equal(guest.status(), 302)
    const member = await client
      .get('/admin/article/list')
      .bearerToken(await tokenFor(await createUser()))
      .redirects(0)
    assert.equal(member.status(), 302)
    const { user } = await createStaff([ArticlesPermission.article.list, ArticlesPermission.article.check])
    const page = inertiaPage((await client.get('/admin/article/list').bearerToken(await tokenFor(user))).text())
    assert.equal(page.component, 'articles/admin/article_list')
    assert.deepEqual(page.props.can, { check: true, delete: false, update: false, recommend: false, category: false })
    assert.lengthOf(page.props.statuses, 3)
  })

  test('POST /api/v1/upload/article stores an image as an article attachment; other files are refused', async ({ client, assert }) => {
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer()
    const token = await tokenFor(await createUser())
    ;(await client.post('/api/v1/upload/article').file('file', png, { filename: 'a.png' })).assertStatus(401)
    const uploaded = await client.post('/api/v1/upload/article').file('file', png, { filename: 'a.png' }).bearerToken(token)
    uploaded.assertStatus(200)
    assert.equal(uploaded.body().data.type, 3)
    assert.match(uploaded.body().data.path, /^\/uploads\/.+\.webp$/)
    ;(await client.get(uploaded.body().data.path)).assertStatus(200)
    const text = await client
      .post('/api/v1/upload/article')
      .file('file', Buffer.from('not an image'), { filename: 'a.png' })
      .bearerToken(token)
    text.assertStatus(400)
    assert.equal(text.body().message, '只支持 JPG、PNG、GIF、WebP 格式的图片')
  })

  test('/post opens for members (and for editing their own article only); /me/article lists their articles', async ({ client, assert }) => {
    const author = await createUser()
    const token = await tokenFor(author)
    const guest = await client.get('/post').redirects(0)
    assert.equal(guest.status(), 302)
    const blank = inertiaPage((await client.get('/post').bearerToken(token)).text())
    assert.equal(blank.component, 'articles/site/post')
    assert.isNull(blank.props.article)

    const mine = (await client.post('/api/v1/article').json({ title: '我的草稿文章', content: '<p>正文</p>' }).bearerToken(token)).body()
    const editing = inertiaPage((await client.get('/post').qs({ id: mine.id }).bearerToken(token)).text())
    assert.equal(editing.props.article.title, '我的草稿文章')
    ;(
      await client
        .get('/post')
        .qs({ id: mine.id })
        .bearerToken(await tokenFor(await createUser()))
    ).assertStatus(404)

    const me = inertiaPage((await client.get('/me/article').bearerToken(token)).text())
    assert.equal(me.component, 'articles/site/me_articles')
    assert.include(
      me.props.tabs.map((tab: any) => tab.key),
      'article'
    )
    assert.deepEqual(
      me.props.articles.map((row: any) => row.title),
      ['我的草稿文章']
    )
    assert.equal(me.props.articles[0].status, 0)
  })
})

test.group('Articles: recycle bin', (group) => {
  group.tap((item) => item.skip(disabled, reason))

  test('staff list, restore, purge and empty the recycle bin; others get 401/403', async ({ client, assert }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const make = async (title: string) =>
      (await client.post('/api/v1/article').json({ title, content: '<p>正文</p>' }).bearerToken(admin)).body()
    const kept = await make(unique('恢复我'))
    const purged = await make(unique('删掉我'))
    await client
      .delete('/api/v1/article')
      .qs({ id: [kept.id, purged.id] })
      .bearerToken(admin)

    ;(await client.get('/api/v1/article/recycle/list')).assertStatus(401)
    ;(await client.get('/api/v1/article/recycle/list').bearerToken(await tokenFor(await createUser()))).assertStatus(403)
    const { user } = await createStaff([
      ArticlesPermission.recycle.list,
      ArticlesPermission.recycle.restore,
      ArticlesPermission.recycle.delete,
    ])
    const staff = await tokenFor(user)
    const list = (await client.get('/api/v1/article/recycle/list').qs({ wd: kept.title }).bearerToken(staff)).body()
    assert.deepEqual(
      list.article.map((row: any) => row.id),
      [kept.id]
    )
    assert.isNotNull(list.article[0].deleted_at)

    const noIds = await client.post('/api/v1/article/recycle/restore').json({ id: [] }).bearerToken(staff)
    noIds.assertStatus(400)
    assert.equal(noIds.body().message, '请选择文章')
    ;(
      await client
        .post('/api/v1/article/recycle/restore')
        .json({ id: [kept.id] })
        .bearerToken(staff)
    ).assertStatus(200)
    ;(await client.get('/api/v1/article').qs({ id: kept.id })).assertStatus(200)

    ;(await client.delete('/api/v1/article/recycle').qs({ id: purged.id }).bearerToken(staff)).assertStatus(200)
    assert.isNull(await Article.find(purged.id))
    const again = await client.delete('/api/v1/article/recycle').qs({ id: purged.id }).bearerToken(staff)
    again.assertStatus(404)
    assert.equal(again.body().message, '回收站中没有这些文章')

    const third = await make(unique('清空'))
    await client.delete('/api/v1/article').qs({ id: third.id }).bearerToken(admin)
    ;(await client.delete('/api/v1/article/recycle/empty').bearerToken(staff)).assertStatus(200)
    assert.isNull(await Article.find(third.id))
    assert.isNotNull(await Article.find(kept.id))
  })
})

test.group('Articles: recommend and categories', (group) => {
  group.tap((item) => item.skip(disabled, reason))

  test('staff recommend articles and move them between article categories', async ({ client, assert }) => {
    const admin = await tokenFor(await createSuperAdmin())
    const from = await Category.create({ title: unique('旧分类'), parentId: 0, type: 1, enable: true })
    const to = await Category.create({ title: unique('新分类'), parentId: 0, type: 1, enable: true })
    const article = (
      await client
        .post('/api/v1/article')
        .json({ title: unique('推荐'), content: '<p>正文</p>', category_id: [from.id] })
        .bearerToken(admin)
    ).body()
    const member = await tokenFor(await createUser())
    ;(await client.put('/api/v1/article/recommend').json({ id: [article.id], type: 1 })).assertStatus(401)
    ;(
      await client
        .put('/api/v1/article/recommend')
        .json({ id: [article.id], type: 1 })
        .bearerToken(member)
    ).assertStatus(403)
    ;(
      await client
        .put('/api/v1/article/category')
        .json({ article_id: [article.id], category_id: [to.id] })
        .bearerToken(member)
    ).assertStatus(403)

    const { user } = await createStaff([ArticlesPermission.article.recommend, ArticlesPermission.article.category])
    const staff = await tokenFor(user)
    const badType = await client
      .put('/api/v1/article/recommend')
      .json({ id: [article.id], type: 3 })
      .bearerToken(staff)
    badType.assertStatus(400)
    assert.equal(badType.body().message, '推荐类型无效')
    ;(
      await client
        .put('/api/v1/article/recommend')
        .json({ id: [article.id], type: 1 })
        .bearerToken(staff)
    ).assertStatus(200)
    assert.isTrue((await client.get('/api/v1/article').qs({ id: article.id })).body().is_recommend)
    ;(
      await client
        .put('/api/v1/article/recommend')
        .json({ id: [article.id], type: 0 })
        .bearerToken(staff)
    ).assertStatus(200)
    assert.isFalse((await client.get('/api/v1/article').qs({ id: article.id })).body().is_recommend)

    const noCategory = await client
      .put('/api/v1/article/category')
      .json({ article_id: [article.id], category_id: [] })
      .bearerToken(staff)
    noCategory.assertStatus(400)
    assert.equal(noCategory.body().message, '请选择文章分类')
    ;(
      await client
        .put('/api/v1/article/category')
        .json({ article_id: [article.id], category_id: [to.id] })
        .bearerToken(staff)
    ).assertStatus(200)
    assert.deepEqual((await client.get('/api/v1/article').qs({ id: article.id })).body().category_id, [to.id])
  })
})
