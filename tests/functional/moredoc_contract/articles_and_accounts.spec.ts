import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import settings from '#core/settings/settings_service'
import { firstSuperUserId } from '#core/access/contracts'
import { AccessPermission } from '#core/access/permissions'
import { issueEmailCode } from '#core/accounts/services/email_codes'
import { EmailCodePurpose } from '#core/accounts/enums/email_code_purpose'
import { newAccount, pngBytes, register, resetSecurity } from '#core/accounts/tests/helpers'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { assertFields } from './shape.js'

const articlesLoaded = registry.isLoaded('articles')
/** The footer's articles (GlobalFooter.vue links them by identifier). */
const SINGLE_PAGES = ['about', 'agreement', 'contact', 'feedback', 'help', 'copyright']

test.group('MOREDOC client contract: articles', () => {
  test("the footer's single pages belong to the first administrator: pages/article/_id.vue reads article.user", async ({
    client,
    assert,
  }) => {
    if (!articlesLoaded) return
    const { default: Article } = await import('#plugins/articles/models/article')
    const { default: seedArticles } = await import('#plugins/articles/database/seeders/demo_seeder')
    await createSuperAdmin()
    // As a site migrated before any account existed has them, then as every start seeds.
    await Article.query().whereIn('identifier', SINGLE_PAGES).update({ user_id: 0 })
    await seedArticles()
    const owner = await firstSuperUserId()

    for (const identifier of SINGLE_PAGES) {
      const response = await client.get('/api/v1/article').qs({ identifier })
      response.assertStatus(200)
      assertFields(
        assert,
        response.body(),
        { id: 'number', identifier: 'string', title: 'string', content: 'string', user: 'object' },
        identifier
      )
      assertFields(assert, response.body().user, { id: 'number', username: 'string' }, `${identifier}.user`)
      assert.equal(response.body().user.id, owner)
    }

    const { ArticlesPermission } = await import('#plugins/articles/permissions')
    const { user: staff } = await createStaff([ArticlesPermission.article.list])
    const list = await client
      .get('/api/v1/article/list')
      .qs({ size: 100 })
      .bearerToken(await tokenFor(staff))
    const rows = (list.body().article as any[]).filter((row) => SINGLE_PAGES.includes(row.identifier))
    assert.lengthOf(rows, SINGLE_PAGES.length, 'the admin article list shows them')
    for (const row of rows) assert.equal(row.user?.id, owner)
  })

  test('pages/admin/article/set.vue publishes a new article with identifier "": one is made, and an edit with "" keeps it', async ({
    client,
    assert,
  }) => {
    if (!articlesLoaded) return
    const admin = await createSuperAdmin()
    const token = await tokenFor(admin)
    const created = await client
      .post('/api/v1/article')
      .bearerToken(token)
      .json({ id: 0, status: 1, title: '客户端新建的文章', identifier: '', content: '<p>正文</p>', keywords: '', description: '' })
    created.assertStatus(200)
    const { default: Article } = await import('#plugins/articles/models/article')
    const article = await Article.query().where('title', '客户端新建的文章').orderBy('id', 'desc').firstOrFail()
    assert.match(article.identifier, /^[0-9a-f]{16}$/)

    const edited = await client
      .put('/api/v1/article')
      .bearerToken(token)
      .json({ id: article.id, title: '客户端改过的文章', identifier: '', content: '<p>正文</p>' })
    edited.assertStatus(200)
    await article.refresh()
    assert.equal(article.title, '客户端改过的文章')
    assert.match(article.identifier, /^[0-9a-f]{16}$/, 'the identifier stays')

    const bad = await client.post('/api/v1/article').bearerToken(token).json({ title: '坏标识', identifier: 'a b', content: '<p>x</p>' })
    bad.assertStatus(400)
    assert.include(JSON.stringify(bad.body()), '文章标识只能包含字母、数字、下划线和短横线')
  })

  test('PUT /api/v1/article/check and /recommend take article_id (and is_recommend) as the admin list sends them', async ({
    client,
    assert,
  }) => {
    if (!articlesLoaded) return
    const { default: Article } = await import('#plugins/articles/models/article')
    const { ArticlesPermission } = await import('#plugins/articles/permissions')
    const author = await createUser()
    const article = await Article.create({
      identifier: `moredoc-${Date.now().toString(36)}`,
      userId: author.id,
      title: '待审核的文章',
      keywords: '',
      description: '',
      content: '<p>正文</p>',
      author: '',
      status: 0,
      rejectReason: '',
    } as any)
    const { user } = await createStaff([ArticlesPermission.article.check, ArticlesPermission.article.recommend])
    const token = await tokenFor(user)

    const rejected = await client
      .put('/api/v1/article/check')
      .bearerToken(token)
      .json({ article_id: [article.id], status: 2, rejeact_reason: '内容太短' })
    rejected.assertStatus(200)
    await article.refresh()
    assert.equal(article.status, 2)
    assert.equal(article.rejectReason, '内容太短')
    ;(
      await client
        .put('/api/v1/article/check')
        .bearerToken(token)
        .json({ article_id: [article.id], status: 1 })
    ).assertStatus(200)
    await article.refresh()
    assert.equal(article.status, 1)

    ;(
      await client
        .put('/api/v1/article/recommend')
        .bearerToken(token)
        .json({ article_id: [article.id], is_recommend: true })
    ).assertStatus(200)
    await article.refresh()
    assert.isNotNull(article.recommendAt)
    ;(
      await client
        .put('/api/v1/article/recommend')
        .bearerToken(token)
        .json({ article_id: [article.id], is_recommend: false })
    ).assertStatus(200)
    await article.refresh()
    assert.isNull(article.recommendAt)

    const none = await client.put('/api/v1/article/check').bearerToken(token).json({ status: 1 })
    none.assertStatus(400)
    assert.equal(none.body().message, '请选择文章')
  })

  test('POST /api/v1/upload/article?type=image answers data.url, which FormArticle.vue inserts', async ({ client, assert }) => {
    if (!articlesLoaded) return
    const token = await tokenFor(await createUser())
    const uploaded = await client
      .post('/api/v1/upload/article?type=image')
      .file('file', await pngBytes(), { filename: 'a.png' })
      .bearerToken(token)
    uploaded.assertStatus(200)
    assertFields(assert, uploaded.body().data, { url: 'string', path: 'string', alt: 'string' }, 'data')
    assert.equal(uploaded.body().data.url, uploaded.body().data.path)
    assert.equal(uploaded.body().errno, 0)
    ;(await client.get(uploaded.body().data.url)).assertStatus(200)
  })
})

test.group('MOREDOC client contract: accounts', (group) => {
  group.each.teardown(async () => {
    await settings.update('security', { enable_verify_register_email: false })
    await resetSecurity()
  })

  test("registration takes the e-mail code as `code`, and the answer's user has credit_count", async ({ client, assert }) => {
    await settings.update('security', { enable_verify_register_email: true })
    const account = newAccount('mc')
    const { code } = await issueEmailCode({ email: account.email, purpose: EmailCodePurpose.Register, minutes: 10 })
    const created = await register(client, account, { code })
    created.assertStatus(200)
    assertFields(assert, created.body(), { token: 'string', user: 'object' }, 'register')
    assertFields(assert, created.body().user, { id: 'number', username: 'string', credit_count: 'number' }, 'register.user')

    const wrong = await register(client, newAccount('mc'), { code: '000000' })
    wrong.assertStatus(400)
  })

  test('GET /api/v1/user?id= gives the admin edit form the whole profile; others the public card with credit_count', async ({
    client,
    assert,
  }) => {
    const target = await createUser()
    await target.merge({ realname: '张三', address: '北京', remark: '老会员' }).save()

    const { user: staff } = await createStaff([AccessPermission.user.list])
    const full = await client
      .get('/api/v1/user')
      .qs({ id: target.id })
      .bearerToken(await tokenFor(staff))
    full.assertStatus(200)
    assertFields(
      assert,
      full.body(),
      {
        id: 'number',
        username: 'string',
        realname: 'string',
        identity: 'string',
        email: 'string',
        mobile: 'string',
        address: 'string',
        signature: 'string',
        remark: 'string',
        group_id: 'array',
        credit_count: 'number',
      },
      'user (admin)'
    )
    assert.equal(full.body().email, target.email)
    assert.equal(full.body().remark, '老会员')

    for (const token of [undefined, await tokenFor(await createUser())]) {
      const request = client.get('/api/v1/user').qs({ id: target.id })
      const card = token ? await request.bearerToken(token) : await request
      card.assertStatus(200)
      assertFields(
        assert,
        card.body(),
        { id: 'number', username: 'string', credit_count: 'number', article_count: 'number' },
        'user (public)'
      )
      assert.notProperty(card.body(), 'email')
      assert.notProperty(card.body(), 'remark')
    }
  })

  test("the admin user form saves what it opened: PUT /api/v1/user/profile with the account's id", async ({ client, assert }) => {
    const target = await createUser()
    const { user: staff } = await createStaff([AccessPermission.user.list, AccessPermission.user.update])
    const token = await tokenFor(staff)
    const opened = (await client.get('/api/v1/user').qs({ id: target.id }).bearerToken(token)).body()
    const email = `edited_${Date.now().toString(36)}@example.com`
    const saved = await client
      .put('/api/v1/user/profile')
      .bearerToken(token)
      .json({ ...opened, realname: '李四', email, remark: '已核实' })
    saved.assertStatus(200)
    await target.refresh()
    assert.equal(target.realname, '李四')
    assert.equal(target.email, email)
    assert.equal(target.remark, '已核实')
    await staff.refresh()
    assert.notEqual(staff.realname, '李四', "the operator's own profile is untouched")

    const member = await tokenFor(await createUser())
    const refused = await client
      .put('/api/v1/user/profile')
      .bearerToken(member)
      .json({ ...opened, realname: '王五' })
    refused.assertStatus(403)
    await target.refresh()
    assert.equal(target.realname, '李四')

    const admin = await createSuperAdmin()
    const adminCard = (await client.get('/api/v1/user').qs({ id: admin.id }).bearerToken(token)).body()
    ;(
      await client
        .put('/api/v1/user/profile')
        .bearerToken(token)
        .json({ ...adminCard, realname: '改名' })
    ).assertStatus(403)
  })
})
