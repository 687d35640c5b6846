import { test } from '@japa/runner'
import { queue } from '#core/queue/contracts'
import { Attachment, AttachmentType } from '#core/storage/contracts'
import { Document, DocumentStatus } from '#plugins/documents/contracts'
import SpiderDocument from '../../models/spider_document.js'
import SpiderUrl from '../../models/spider_url.js'
import { SpiderDocumentStatus, SpiderUrlStatus } from '../../enums/spider_status.js'
import { endlessBody, type FixtureServer } from '../fixture_server.js'
import { disabledReason, fixture, freshSpiderStaff, openLoopback, spiderDisabled, spiderSite } from './spider_helpers.js'

test.group('Spider: source to published document', (group) => {
  group.each.timeout(120_000)
  group.tap((item) => item.skip(spiderDisabled, disabledReason))
  let server: FixtureServer
  let token: string

  group.setup(async () => {
    const pdf = await fixture('sample.pdf')
    const program = await fixture('program.pdf')
    const bomb = await fixture('bomb.docx')
    const file = (body: Buffer, type: string, disposition?: string) => (_: unknown, res: any) => {
      res.setHeader('content-type', type)
      if (disposition) res.setHeader('content-disposition', disposition)
      res.end(body)
    }
    const site = await spiderSite({
      '/shelf/index.html': (_, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(`<a href="a.pdf">程序说明书</a><a href="copy.pdf">程序说明书（镜像）</a><a href="fake.pdf">假的 PDF</a>
          <a href="bomb.docx">压缩炸弹</a><a href="/private/hidden.pdf">私密</a><a href="page2.html">下一页</a>`)
      },
      '/shelf/page2.html': (_, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(`<a href="a.pdf">程序说明书</a><a href="huge.pdf">巨大文件</a><a href="page3.html">下一页</a>`)
      },
      '/shelf/page3.html': (_, res) => res.end('<a href="never.pdf">第三页</a>'),
      '/shelf/a.pdf': file(pdf, 'application/pdf', `attachment; filename*=UTF-8''${encodeURIComponent('程序 说明书.pdf')}`),
      '/shelf/copy.pdf': file(pdf, 'application/pdf'),
      '/shelf/fake.pdf': file(program, 'application/pdf'),
      '/shelf/bomb.docx': file(bomb, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      '/shelf/huge.pdf': endlessBody('application/pdf'),
    })
    server = site.server
    return site.teardown
  })

  group.each.setup(async () => {
    token = await freshSpiderStaff({ file_max_mb: 1 })
  })

  test('a source is read to its depth; links are recorded once with text and page; then downloaded, checked, deduped and published', async ({
    client,
    assert,
  }) => {
    const created = await client
      .post('/api/v1/spiderurl')
      .bearerToken(token)
      .json({ url: `${server.origin}/shelf/index.html`, link_pattern: 'pdf, docx', depth: 2, schedule: 'daily' })
    created.assertStatus(200)
    const id = created.body().spider_url[0].id

    const run = await client.put('/api/v1/spiderurl').bearerToken(token).json({ id, status: 1 })
    run.assertStatus(200)
    await queue.idle(60_000)

    const source = (await client.get('/api/v1/spiderurl').qs({ id }).bearerToken(token)).body()
    assert.equal(source.status, SpiderUrlStatus.Done)
    assert.equal(source.pages, 2)
    assert.equal(source.total, 6)
    assert.isNotNull(source.last_run_at)
    assert.isNotNull(source.next_run_at)

    const listed = (await client.get('/api/v1/spiderdocument/list').qs({ size: 50 }).bearerToken(token)).body()
    assert.equal(listed.total, 6)
    const byUrl = Object.fromEntries(listed.spider_document.map((row: any) => [row.url.replace(server.origin, ''), row]))
    assert.sameMembers(Object.keys(byUrl), [
      '/shelf/a.pdf',
      '/shelf/copy.pdf',
      '/shelf/fake.pdf',
      '/shelf/bomb.docx',
      '/private/hidden.pdf',
      '/shelf/huge.pdf',
    ])
    assert.equal(byUrl['/shelf/a.pdf'].title_from_href, '程序说明书')
    assert.equal(byUrl['/shelf/a.pdf'].source_page, `${server.origin}/shelf/index.html`)
    assert.equal(byUrl['/shelf/huge.pdf'].source_page, `${server.origin}/shelf/page2.html`)
    assert.isFalse(
      server.hits.some((hit) => hit.path === '/shelf/page3.html'),
      'depth 2 stops before page 3'
    )

    const ids = listed.spider_document.map((row: any) => row.id)
    const collect = await client.put('/api/v1/spiderdocument/batch').bearerToken(token).json({ id: ids, status: 1 })
    collect.assertStatus(200)
    assert.lengthOf(collect.body().queued, 6)
    await queue.idle(60_000)

    const rows = Object.fromEntries((await SpiderDocument.all()).map((row) => [row.url.replace(server.origin, ''), row]))
    assert.equal(rows['/shelf/a.pdf'].status, SpiderDocumentStatus.Collected, rows['/shelf/a.pdf'].error)
    assert.equal(rows['/shelf/a.pdf'].ext, 'pdf')
    assert.equal(rows['/shelf/a.pdf'].titleFromAttachment, '程序 说明书')
    const kept = await Attachment.findOrFail(rows['/shelf/a.pdf'].attachmentId)
    assert.equal(kept.type, AttachmentType.SpiderDocument, 'kept as 采集文档 until published')
    assert.equal(kept.typeId, rows['/shelf/a.pdf'].id)
    assert.equal(rows['/shelf/copy.pdf'].status, SpiderDocumentStatus.CollectFailed)
    assert.equal(rows['/shelf/copy.pdf'].error, `与采集文档 #${rows['/shelf/a.pdf'].id} 是同一个文件，未重复保存`)
    const listedAfter = await client.get('/api/v1/spiderdocument/list').qs({ size: 100 }).bearerToken(token)
    const duplicates = listedAfter.body().spider_document.filter((row: { duplicate: boolean }) => row.duplicate)
    assert.deepEqual(
      duplicates.map((row: { id: number }) => row.id),
      [rows['/shelf/copy.pdf'].id],
      'only the copy is 已存在; the other failures are failures'
    )
    assert.equal(rows['/shelf/fake.pdf'].status, SpiderDocumentStatus.CollectFailed)
    assert.equal(rows['/shelf/fake.pdf'].error, '文件内容与扩展名不符，已拒绝转换')
    assert.equal(rows['/shelf/bomb.docx'].error, '文档解压后体积异常，已拒绝转换')
    assert.equal(rows['/private/hidden.pdf'].error, 'robots.txt 不允许采集：/private/hidden.pdf')
    assert.equal(rows['/shelf/huge.pdf'].error, '文件超过大小上限 1 MB')

    const preview = await client
      .put('/api/v1/spiderdocument/batch')
      .bearerToken(token)
      .json({ id: [rows['/shelf/a.pdf'].id], title_from: 'attachment', find: '\\s+', replace: '-', preview: true })
    assert.deepEqual(preview.body().preview, [{ id: rows['/shelf/a.pdf'].id, title: '程序说明书', new_title: '程序-说明书' }])
    assert.equal((await rows['/shelf/a.pdf'].refresh()).title, '程序说明书', 'a preview changes nothing')

    // Staff look at the downloaded file before publishing: a PDF opens inline in the browser.
    const file = await client.get('/api/v1/spiderdocument/file').qs({ id: rows['/shelf/a.pdf'].id }).bearerToken(token)
    file.assertStatus(200)
    assert.equal(file.header('content-type'), 'application/pdf')
    assert.match(file.header('content-disposition') ?? '', /^inline; filename\*=UTF-8''/)
    assert.equal(file.header('content-length'), String((await fixture('sample.pdf')).length))
    assert.equal(file.header('x-content-type-options'), 'nosniff')
    const none = await client.get('/api/v1/spiderdocument/file').qs({ id: rows['/shelf/copy.pdf'].id }).bearerToken(token)
    none.assertStatus(404)
    assert.equal(none.body().message, '这个采集文档还没有下载的文件')

    const publish = await client
      .put('/api/v1/spiderdocument/batch')
      .bearerToken(token)
      .json({ id: ids, title_from: 'attachment', find: '\\s+', replace: '-', price: 3, status: 5 })
    publish.assertStatus(200)
    assert.deepEqual(publish.body().queued, [rows['/shelf/a.pdf'].id])
    await queue.idle(90_000)

    const published = await rows['/shelf/a.pdf'].refresh()
    assert.equal(published.status, SpiderDocumentStatus.Published)
    const document = await Document.findOrFail(published.documentId)
    assert.equal(document.title, '程序-说明书')
    assert.equal(document.price, 3)
    assert.include([DocumentStatus.Converted, DocumentStatus.PendingReview], document.status)
    const handed = await Attachment.findOrFail(published.attachmentId)
    assert.deepEqual([handed.type, handed.typeId], [AttachmentType.Document, document.id], 'the document claimed the file')

    // A second run finds nothing new: links are deduped by URL.
    await client.put('/api/v1/spiderurl').bearerToken(token).json({ id, status: 1 })
    await queue.idle(60_000)
    assert.equal((await SpiderUrl.findOrFail(id)).total, 6)
    assert.equal(
      await SpiderDocument.query()
        .count('* as n')
        .first()
        .then((row) => Number(row!.$extras.n)),
      6
    )
  })

  test('a source that is refused ends failed with its reason; bad input is refused with a message', async ({ client, assert }) => {
    const loop = (
      await client
        .post('/api/v1/spiderurl')
        .bearerToken(token)
        .json({ url: `${server.origin}/loop/a` })
    ).body().spider_url[0]
    const metadata = (
      await client
        .post('/api/v1/spiderurl')
        .bearerToken(token)
        .json({ url: `${server.origin}/to-metadata` })
    ).body().spider_url[0]
    const slow = (
      await client
        .post('/api/v1/spiderurl')
        .bearerToken(token)
        .json({ url: `${server.origin}/slow` })
    ).body().spider_url[0]
    await openLoopback({ timeout: 1 })
    for (const source of [loop, metadata, slow]) await client.put('/api/v1/spiderurl').bearerToken(token).json({ id: source.id, status: 1 })
    await queue.idle(60_000)
    const reason = async (id: number) => {
      const row = await SpiderUrl.findOrFail(id)
      assert.equal(row.status, SpiderUrlStatus.Failed)
      return row.error
    }
    assert.match(await reason(loop.id), /^重定向循环/)
    assert.equal(
      await reason(metadata.id),
      '禁止访问内网或保留地址：169.254.169.254（如需采集，请在 系统设置 › 采集 的「允许访问的内网地址」中放行）',
      'the refusal names the setting that opens the address'
    )
    assert.equal(await reason(slow.id), '请求超时（1 秒）')

    const badUrl = await client.post('/api/v1/spiderurl').bearerToken(token).json({ url: 'ftp://example.com/list' })
    badUrl.assertStatus(400)
    assert.equal(badUrl.body().message ?? badUrl.body().errors?.[0]?.message, '网址必须以 http:// 或 https:// 开头')
    const badPattern = await client
      .post('/api/v1/spiderurl')
      .bearerToken(token)
      .json({ url: `${server.origin}/x`, link_pattern: '/([/' })
    badPattern.assertStatus(400)
    assert.include(JSON.stringify(badPattern.body()), '正则表达式无效')
    assert.equal(
      await SpiderUrl.query()
        .count('* as n')
        .first()
        .then((row) => Number(row!.$extras.n)),
      3
    )
  })
})
