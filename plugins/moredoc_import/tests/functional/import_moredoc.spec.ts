import sharp from 'sharp'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import { queue } from '#core/queue/contracts'
import { settings } from '#core/settings/contracts'
import { storage } from '#core/storage/contracts'
import { SUPER_ADMIN_GROUP, MEMBER_GROUP } from '#core/access/default_groups'
import { createUser } from '#tests/helpers/users'
import { Document, DocumentStatus, documentFiles } from '#plugins/documents/contracts'
import { runConversionWorkers } from '#plugins/documents/testing'
import { importMoredocSite } from '#plugins/moredoc_import/actions/import_moredoc_site'
import type { KindReport } from '#plugins/moredoc_import/services/import_report'
import { createMoredocSite, moredocPasswordHash, moredocServerMissing, type MoredocFixture } from './moredoc_site.js'

const serverMissing = await moredocServerMissing()
if (serverMissing) console.warn(`skipping the MOREDOC import suite: ${serverMissing}`)

/** A suffix for this run's names: the accounts must not meet those other suites made. */
const tag = Date.now().toString(36).slice(-5)
const names = { admin: `mdadmin${tag}`, alice: `mdalice${tag}`, bob: `mdbob${tag}`, taken: `mdtaken${tag}` }

function fixture(existingEmail: string, image: Buffer, granted: { method: string; path: string }): MoredocFixture {
  return {
    files: { 'uploads/2023/06/01/avatar.png': image, 'uploads/banner/wide.png': image },
    groups: [
      { id: 1, title: '管理员', is_display: 1, enable_upload: 1 },
      { id: 2, title: MEMBER_GROUP, is_default: 1, enable_upload: 1, enable_document_review: 1 },
      { id: 3, title: `VIP会员${tag}`, color: '#ff9900', enable_upload: 1, enable_document_review: 0, sort: 5 },
    ],
    users: [
      { id: 1, username: names.admin, password: moredocPasswordHash('mnt.ltd'), credit_count: 100, email: `${names.admin}@example.com` },
      {
        id: 2,
        username: names.alice,
        password: moredocPasswordHash('alice-pass-1'),
        credit_count: 0,
        mobile: `139${tag}`,
        signature: '爱读书',
        avatar: '/uploads/2023/06/01/avatar.png',
      },
      { id: 3, username: names.bob, password: moredocPasswordHash('bob-pass-1'), email: existingEmail, login_at: '2024-01-02 03:04:05' },
      { id: 4, username: names.taken, password: moredocPasswordHash('someone-else') },
    ],
    userGroups: [
      [1, 1],
      [2, 2],
      [2, 3],
      [3, 2],
      [9, 2],
    ],
    categories: [
      { id: 2, parent_id: 1, title: '编程', type: 0, sort: 3 },
      {
        id: 1,
        parent_id: 0,
        title: `计算机${tag}`,
        type: 0,
        sort: 9,
        description: '计算机类文档',
        cover: '/uploads/banner/wide.png',
        icon: '/uploads/none.png',
      },
      { id: 3, parent_id: 0, title: `新闻${tag}`, type: 1 },
      { id: 4, parent_id: 99, title: '孤儿', type: 0 },
    ],
    documents: [
      { id: 1, title: '示例文档', userId: 2, categoryIds: [2], file: 'sample.pdf', price: 5, uuid: `a1b2c3d4${tag}xyz`.slice(0, 16) },
      { id: 2, title: '目录文档', userId: 1, categoryIds: [1, 4], file: 'outline.pdf' },
      { id: 3, title: '丢失的文档', userId: 2, categoryIds: [1], file: { missing: 'lost.pdf' } },
      { id: 4, title: '回收站文档', userId: 2, categoryIds: [1], file: 'program.pdf', deleted: true },
      { id: 5, title: '禁用的文档', userId: 3, categoryIds: [], file: 'utf8.txt', status: 4 },
    ],
    rows: {
      article: [
        { id: 1, identifier: 'about', user_id: 1, title: '关于本站', content: '<p>MOREDOC 的关于页面</p>', status: 1 },
        {
          id: 2,
          identifier: `news${tag}`,
          user_id: 2,
          title: '开站公告',
          content: '<p>欢迎</p><script>alert(1)</script><p><img src="/uploads/banner/wide.png"><img src="/uploads/lost.jpg"></p>',
          status: 1,
          view_count: 9,
          created_at: '2023-08-01 12:00:00',
        },
        { id: 3, identifier: `gone${tag}`, user_id: 2, title: '已删除', content: '<p>x</p>', status: 1, deleted_at: '2023-09-01 00:00:00' },
      ],
      article_category: [{ id: 1, article_id: 2, category_id: 3 }],
      comment: [
        { id: 1, user_id: 2, document_id: 1, type: 0, content: '好文档', status: 1, created_at: '2023-06-05 08:00:00' },
        { id: 2, user_id: 3, parent_id: 1, document_id: 1, type: 0, content: '同意', status: 1 },
        { id: 3, user_id: 1, parent_id: 2, document_id: 1, type: 0, content: '回复的回复', status: 1 },
        { id: 4, user_id: 3, document_id: 2, type: 1, content: '文章评论待审', status: 0 },
        { id: 5, user_id: 2, document_id: 3, type: 0, content: '文件丢失的文档', status: 1 },
      ],
      favorite: [
        { id: 1, user_id: 2, document_id: 1, type: 0 },
        { id: 2, user_id: 3, document_id: 1, type: 0 },
        { id: 3, user_id: 2, document_id: 2, type: 1 },
      ],
      download: [
        { id: 1, user_id: 2, document_id: 1, ip: '10.0.0.9', is_pay: 1, created_at: '2023-06-06 09:00:00' },
        { id: 2, user_id: 0, document_id: 2, ip: '10.0.0.10' },
      ],
      navigation: [
        { id: 1, title: `资源${tag}`, href: '/category/1', enable: 1, sort: 3 },
        { id: 2, title: `子导航${tag}`, href: '/category/2', enable: 1, parent_id: 1 },
      ],
      friendlink: [{ id: 1, title: `友站${tag}`, link: 'https://example.org/', enable: 1 }],
      banner: [
        { id: 1, title: `首页横幅${tag}`, path: '/uploads/banner/wide.png', url: '/category/1', sort: 2 },
        { id: 2, title: '图片丢了', path: '/uploads/banner/gone.png' },
      ],
      permission: [
        { id: 1, ...granted, title: '本站也有的权限' },
        { id: 2, method: 'GRPC', path: '/api.v1.NoSuchAPI/Nothing', title: '本站没有的权限' },
      ],
      group_permission: [
        { id: 1, group_id: 3, permission_id: 1 },
        { id: 2, group_id: 3, permission_id: 2 },
        { id: 3, group_id: 1, permission_id: 1 },
      ],
      language: [{ id: 1, language: '世界语', code: `eo${tag}`.slice(0, 16), enable: 1, sort: 1 }],
      advertisement: [
        { id: 1, user_id: 1, position: 'global_top', title: '顶部广告', content: '<a href="https://example.org/">广告</a>', enable: 1 },
        { id: 2, position: 'nowhere', title: '未知广告位', content: 'x' },
      ],
      document_score: [{ id: 1, document_id: 1, user_id: 3, score: 400 }],
      sign: [{ id: 1, user_id: 2, sign_at: 20230605, ip: '10.0.0.9', award: 5, created_at: '2023-06-05 08:00:00' }],
      report: [{ id: 1, document_id: 2, document_title: '目录文档', user_id: 3, reason: 1, status: 0 }],
      punishment: [
        { id: 1, user_id: 3, type: 1, enable: 1, reason: '发广告', created_at: '2024-01-01 00:00:00' },
        { id: 2, user_id: 2, type: 42, enable: 1, reason: '本站没有的类型' },
      ],
      config: [
        { id: 1, category: 'system', name: 'sitename', value: `迁移站${tag}`, input_type: 'text' },
        { id: 2, category: 'system', name: 'copyright_start_year', value: '2019', input_type: 'number' },
        { id: 3, category: 'system', name: 'logo', value: '/uploads/logo.png', input_type: 'image' },
        { id: 4, category: 'system', name: 'analytics_unknown_here', value: 'x', input_type: 'text' },
        { id: 5, category: 'system', name: 'keywords', value: 'x'.repeat(300), input_type: 'text' },
      ],
    },
  }
}

function byKind(reports: KindReport[]) {
  return Object.fromEntries(reports.map((report) => [report.kind, report]))
}

async function mapped(kind: string, sourceId: number) {
  const row = await db.from('moredoc_import_map').where({ kind, source_id: sourceId }).first()
  return row ? Number(row.target_id) : null
}

test.group('docsite import moredoc', (group) => {
  group.tap((item) => item.skip(serverMissing !== null, serverMissing ?? ''))
  group.setup(() => (serverMissing ? undefined : runConversionWorkers()))

  test('copies a MOREDOC site once (a second run adds nothing) and its members sign in with their MOREDOC password', async ({
    client,
    assert,
  }) => {
    const existing = await createUser({ username: names.taken, password: 'docsite-own-1' })
    const image = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const granted = await db.from('permissions').orderBy('id').select('method', 'path').firstOrFail()
    const site = await createMoredocSite(fixture(existing.email!, image, { method: granted.method, path: granted.path }))
    const system = await settings.group('system')
    try {
      const first = byKind((await importMoredocSite({ mysql: site.url, uploads: site.uploads })).reports)

      assert.equal(first.group.imported, 3)
      assert.equal(first.user.imported, 4)
      assert.deepEqual(
        first.user_group.skipped.map((skip) => skip.reason),
        ['用户 9 未迁移']
      )
      assert.equal(first.user_group.imported, 4)
      assert.equal(first.category.imported, 3)
      assert.deepEqual(first.category.skipped, [{ sourceId: 4, reason: '上级分类 99 不存在或未迁移' }])
      assert.equal(first.document.imported, 3)
      const skippedDocuments = new Map(first.document.skipped.map((skip) => [skip.sourceId, skip.reason]))
      assert.match(skippedDocuments.get(3)!, /^文件不存在：\/documents\/.+lost|^文件不存在：\/documents\//)
      assert.equal(skippedDocuments.get(4), '在 MOREDOC 的回收站中')
      assert.isTrue(first.user.notes.some((note) => note.sourceId === 4 && note.note.includes('并入本站的同名账号')))
      assert.isTrue(first.user.notes.some((note) => note.sourceId === 3 && note.note.includes('已属于本站其他账号')))

      // A second run finds everything copied and copies nothing; what it left out it leaves out again.
      const second = byKind((await importMoredocSite({ mysql: site.url, uploads: site.uploads })).reports)
      for (const kind of [
        'group',
        'user',
        'user_group',
        'category',
        'document',
        'article',
        'comment',
        'favorite',
        'download',
        'navigation',
        'friendlink',
        'setting',
        'avatar',
        'banner',
        'document_score',
        'sign',
        'report',
        'punishment',
        'language',
        'advertisement',
        'group_permission',
      ]) {
        assert.equal(second[kind].imported, 0, kind)
        assert.equal(second[kind].alreadyImported, first[kind].imported, kind)
        assert.equal(second[kind].skipped.length, first[kind].skipped.length, kind)
      }
      assert.equal(
        await db
          .from('users')
          .where('username', 'like', `md%${tag}`)
          .count('* as total')
          .first()
          .then((r) => Number(r.total)),
        4
      )

      // Accounts: the old password signs in (and is rehashed), a wrong one does not; the merged account keeps its own.
      const login = (username: string, password: string) => client.post('/api/v1/user/login').json({ username, password })
      ;(await login(names.alice, 'wrong-password')).assertStatus(400)
      const aliceLogin = await login(names.alice, 'alice-pass-1')
      aliceLogin.assertStatus(200)
      assert.isString(aliceLogin.body().token)
      const alice = await db.from('users').where('username', names.alice).firstOrFail()
      assert.notMatch(alice.password, /^md5\$/)
      assert.equal(alice.signature, '爱读书')
      ;(await login(names.alice, 'alice-pass-1')).assertStatus(200)
      ;(await login(names.taken, 'someone-else')).assertStatus(400)
      ;(await login(names.taken, 'docsite-own-1')).assertStatus(200)
      const bob = await db.from('users').where('username', names.bob).firstOrFail()
      assert.isNull(bob.email)

      // Groups: MOREDOC's administrators are super administrators; a same-titled group is reused.
      const groupsOf = async (username: string) =>
        (
          await db
            .from('user_groups')
            .join('groups', 'groups.id', 'user_groups.group_id')
            .join('users', 'users.id', 'user_groups.user_id')
            .where('users.username', username)
            .orderBy('groups.title')
            .select('groups.title')
        ).map((row) => row.title)
      assert.deepEqual(await groupsOf(names.admin), [SUPER_ADMIN_GROUP])
      assert.sameMembers(await groupsOf(names.alice), [MEMBER_GROUP, `VIP会员${tag}`])
      const vip = await db.from('groups').where('title', `VIP会员${tag}`).firstOrFail()
      assert.equal(Number(vip.user_count), 1)
      const review = await db.from('group_capabilities').where({ group_id: vip.id, key: 'enable_document_review' }).first()
      assert.isFalse(Boolean(review?.enabled))
      if (registry.isLoaded('commerce')) {
        const admin = await db.from('users').where('username', names.admin).firstOrFail()
        assert.equal(Number(admin.credit_count), 100)
        const ledger = await db.from('commerce_credit_logs').where('user_id', admin.id)
        assert.deepEqual(
          ledger.map((row) => [Number(row.delta), Number(row.balance)]),
          [[100, 100]]
        )
      }

      // Categories keep their tree and type; the cover found in --uploads is stored, the missing icon reported.
      const computer = (await mapped('category', 1))!
      const computerRow = await db.from('categories').where('id', computer).firstOrFail()
      assert.isTrue(await storage.disk().exists(computerRow.cover.replace(/^\//, '')), computerRow.cover)
      assert.equal(computerRow.icon, '')
      assert.isTrue(first.category.notes.some((note) => note.sourceId === 1 && note.note.includes('图片不存在：/uploads/none.png')))
      const programming = await db
        .from('categories')
        .where('id', (await mapped('category', 2))!)
        .firstOrFail()
      assert.equal(Number(programming.parent_id), computer)
      assert.equal(
        Number(
          (
            await db
              .from('categories')
              .where('id', (await mapped('category', 3))!)
              .firstOrFail()
          ).type
        ),
        1
      )

      // Documents: MOREDOC's facts, filed under the category and its parent, the file on the drive, converted here.
      const document = await Document.query()
        .where('id', (await mapped('document', 1))!)
        .preload('categories')
        .firstOrFail()
      assert.equal(document.title, '示例文档')
      assert.equal(document.price, 5)
      assert.equal(document.viewCount, 42)
      assert.equal(document.uuid, `a1b2c3d4${tag}xyz`.slice(0, 16))
      assert.equal(document.userId, Number(alice.id))
      assert.equal(document.createdAt.toFormat('yyyy-MM-dd HH:mm'), '2023-06-01 10:00')
      assert.sameMembers(
        document.categories.map((category) => category.id),
        [computer, Number(programming.id)]
      )
      assert.isTrue(await storage.disk().exists(documentFiles.original(document.hash, document.ext)))
      const disabled = await Document.findOrFail((await mapped('document', 5))!)
      assert.equal(disabled.status, DocumentStatus.Disabled)

      // Articles: a single page takes MOREDOC's text, a body passes the allow-list, recycled ones stay behind.
      assert.equal(first.article.imported, 2)
      assert.deepEqual(first.article.skipped, [{ sourceId: 3, reason: '在 MOREDOC 的回收站中' }])
      const about = await db.from('articles').where('identifier', 'about').firstOrFail()
      assert.equal(about.title, '关于本站')
      assert.include(about.content, 'MOREDOC 的关于页面')
      const news = await db
        .from('articles')
        .where('id', (await mapped('article', 2))!)
        .firstOrFail()
      assert.equal(news.identifier, `news${tag}`)
      assert.notInclude(news.content, '<script')
      const copied = /<img src="(\/uploads\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp)"/.exec(news.content)
      assert.isNotNull(copied, news.content)
      assert.isTrue(await storage.disk().exists(copied![1].slice(1)))
      assert.include(news.content, '/uploads/lost.jpg')
      assert.isTrue(first.article.notes.some((note) => note.sourceId === 2 && note.note.includes('/uploads/lost.jpg')))
      assert.equal(Number(news.view_count), 9)
      assert.equal(Number(news.user_id), Number(alice.id))
      const newsCategories = await db.from('article_categories').where('article_id', news.id).select('category_id')
      assert.deepEqual(
        newsCategories.map((row) => Number(row.category_id)),
        [(await mapped('category', 3))!]
      )

      // Comments: threads fold under their top-level comment, states kept, counters recomputed.
      assert.equal(first.comment.imported, 4)
      assert.deepEqual(first.comment.skipped, [{ sourceId: 5, reason: '文档 3 未迁移' }])
      const top = (await mapped('comment', 1))!
      const replies = await db.from('community_comments').whereIn('id', [(await mapped('comment', 2))!, (await mapped('comment', 3))!])
      assert.deepEqual(
        replies.map((row) => Number(row.parent_id)),
        [top, top]
      )
      assert.equal(Number((await db.from('community_comments').where('id', top).firstOrFail()).comment_count), 2)
      const pending = await db
        .from('community_comments')
        .where('id', (await mapped('comment', 4))!)
        .firstOrFail()
      assert.deepEqual([Number(pending.type), Number(pending.target_id), Number(pending.status)], [1, news.id, 0])
      const commented = await Document.findOrFail(document.id)
      assert.equal(commented.commentCount, 3)
      assert.equal(commented.favoriteCount, 2)
      assert.equal(Number((await db.from('articles').where('id', news.id).firstOrFail()).favorite_count), 1)
      assert.equal(Number((await db.from('users').where('id', alice.id).firstOrFail()).favorite_count), 2)

      // Downloads, navigation and friend links.
      const downloads = await db
        .from('document_downloads')
        .whereIn('id', [(await mapped('download', 1))!, (await mapped('download', 2))!])
        .orderBy('id')
      assert.deepEqual(
        downloads.map((row) => [Number(row.document_id), Number(row.user_id)]),
        [
          [document.id, Number(alice.id)],
          [(await mapped('document', 2))!, 0],
        ]
      )
      const child = await db
        .from('navigations')
        .where('id', (await mapped('navigation', 2))!)
        .firstOrFail()
      assert.equal(Number(child.parent_id), (await mapped('navigation', 1))!)
      assert.equal(child.href, `/category/${await mapped('category', 2)}`, "MOREDOC's category id becomes this site's")
      assert.equal(
        (
          await db
            .from('friendlinks')
            .where('id', (await mapped('friendlink', 1))!)
            .firstOrFail()
        ).link,
        'https://example.org/'
      )

      // Settings both sites have, validated one by one; images and unknown names are reported.
      assert.equal(first.setting.imported, 2)
      assert.equal(await settings.get('system', 'sitename'), `迁移站${tag}`)
      assert.equal(await settings.get('system', 'copyright_start_year'), 2019)
      assert.deepEqual(
        first.setting.skipped.map((skip) => skip.sourceId),
        [3, 4, 5]
      )
      assert.include(first.setting.skipped[0].reason, '图片')

      // Images: the avatar and the banner read from --uploads and stored here; a missing one is reported.
      assert.equal(first.avatar.imported, 1, JSON.stringify(first.avatar.skipped))
      const avatar = (await db.from('users').where('id', alice.id).firstOrFail()).avatar
      assert.isTrue(await storage.disk().exists(avatar.replace(/^\//, '')), avatar)
      assert.equal(first.banner.imported, 1)
      assert.match(first.banner.skipped[0].reason, /^图片不存在：\/uploads\/banner\/gone\.png/)
      const banner = await db
        .from('ads_banners')
        .where('id', (await mapped('banner', 1))!)
        .firstOrFail()
      assert.equal(banner.title, `首页横幅${tag}`)
      assert.equal(banner.url, `/category/${await mapped('category', 1)}`)
      assert.isTrue(await storage.disk().exists(banner.path.replace(/^\//, '')), banner.path)

      // Ratings, sign-ins, reports and punishments: the punished account is refused at login.
      assert.equal(first.document_score.imported, 1)
      assert.equal(Number((await db.from('document_scores').where('document_id', document.id).firstOrFail()).score), 400)
      const sign = await db.from('commerce_signs').where('user_id', alice.id).firstOrFail()
      assert.deepEqual([Number(sign.sign_at), Number(sign.award)], [20230605, 5])
      const report = await db
        .from('community_reports')
        .where('id', (await mapped('report', 1))!)
        .firstOrFail()
      assert.deepEqual([Number(report.target_id), Number(report.reason)], [(await mapped('document', 2))!, 1])
      assert.equal(first.punishment.imported, 1)
      assert.match(first.punishment.skipped[0].reason, /本站没有惩罚类型 42/)
      const refused = await login(names.bob, 'bob-pass-1')
      assert.notEqual(refused.status(), 200)
      assert.include(JSON.stringify(refused.body()), '禁用')

      // Group permissions: granted through the row with the same method and path; the rest reported.
      assert.equal(first.group_permission.imported, 1)
      assert.deepEqual(
        first.group_permission.skipped.map((skip) => skip.sourceId),
        [2, 3]
      )
      assert.include(first.group_permission.skipped[0].reason, '本站没有对应的权限 GRPC /api.v1.NoSuchAPI/Nothing')
      const vipPermissions = await db
        .from('group_permissions')
        .join('permissions', 'permissions.id', 'group_permissions.permission_id')
        .where('group_permissions.group_id', vip.id)
        .select('permissions.method', 'permissions.path')
      assert.deepEqual(
        vipPermissions.map((row) => [row.method, row.path]),
        [[granted.method, granted.path]]
      )

      // Languages and advertisements.
      assert.equal((await db.from('languages').where('code', `eo${tag}`.slice(0, 16)).firstOrFail()).language, '世界语')
      assert.equal(first.advertisement.imported, 1)
      assert.equal(first.advertisement.skipped[0].sourceId, 2)
      const advertisement = await db
        .from('ads_advertisements')
        .where('id', (await mapped('advertisement', 1))!)
        .firstOrFail()
      assert.deepEqual([advertisement.position, advertisement.title], ['global_top', '顶部广告'])

      await queue.idle(120_000)
      const converted = await Document.findOrFail(document.id)
      assert.equal(converted.status, DocumentStatus.Converted)
      assert.isAbove(converted.pages, 0)
      assert.equal((await Document.findOrFail((await mapped('document', 2))!)).status, DocumentStatus.Converted)
    } finally {
      await settings.update('system', { sitename: system.sitename, copyright_start_year: system.copyright_start_year })
      await site.drop()
    }
  }).timeout(180_000)
})
