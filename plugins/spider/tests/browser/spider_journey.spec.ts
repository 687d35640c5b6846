import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { Attachment, AttachmentType } from '#core/storage/contracts'
import { Category } from '#plugins/categories/contracts'
import { Document, DocumentStatus } from '#plugins/documents/contracts'
import { modalButton, openPage, signInAsAdmin } from '#tests/helpers/browser'
import { unique } from '#tests/helpers/unique'
import SpiderDocument from '../../models/spider_document.js'
import { SpiderDocumentStatus } from '../../enums/spider_status.js'
import type { FixtureServer } from '../fixture_server.js'
import { disabledReason, fixture, openLoopback, resetSpider, spiderDisabled, spiderSite } from '../functional/spider_helpers.js'

/** The crawl, the downloads and the conversion all run in workers: the page only shows them as they happen. */
const WORK = { timeout: 120_000 }

test.group('Spider admin pages: a source to published documents', (group) => {
  group.each.timeout(360_000)
  group.tap((item) => item.skip(spiderDisabled, disabledReason))
  let server: FixtureServer

  group.setup(async () => {
    const sample = await fixture('sample.pdf')
    // Bytes no earlier spec of the run uploaded (the library would mark them as held already), and two different files.
    const run = unique('run')
    const pdf = Buffer.concat([sample, Buffer.from(`\n% ${run}\n`)])
    const other = Buffer.concat([sample, Buffer.from(`\n% ${run} 第二份文档\n`)])
    const serve = (body: Buffer) => (_: unknown, res: any) => {
      res.setHeader('content-type', 'application/pdf')
      res.end(body)
    }
    const site = await spiderSite({
      '/library/index.html': (_, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end('<a href="guide.pdf">用户指南</a><a href="manual.pdf">操作手册</a><a href="/about.html">关于我们</a>')
      },
      '/library/guide.pdf': serve(pdf),
      '/library/manual.pdf': serve(other),
    })
    server = site.server
    return site.teardown
  })

  group.each.setup(async () => {
    await resetSpider()
    await openLoopback()
    return async () => {
      // Published and converted, they would show on the site's lists and search in later specs of the run.
      const published = await SpiderDocument.query().where('document_id', '>', 0).select('document_id')
      await Document.query()
        .whereIn(
          'id',
          published.map((row) => row.documentId)
        )
        .delete()
      await Category.query().where('title', 'like', '采集分类%').delete()
      await resetSpider()
    }
  })

  test('an administrator adds a source, crawls it, collects and publishes what it found, and the documents are converted', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await signInAsAdmin(browserContext)
    const category = await Category.create({ title: unique('采集分类'), parentId: 0, type: 0, enable: true })
    const listPage = `${server.origin}/library/index.html`

    const sources = await openPage(visit, '/admin/spider/url')
    await sources.getByRole('button', { name: '新增采集网址' }).first().click()
    const form = sources.locator('.semi-modal')
    await form.getByLabel('网址（每行一个）').fill(listPage)
    await form.getByLabel('名称').fill('本地文库')
    await form.getByLabel('链接规则').fill('pdf')
    // 分类 by its name from the category tree: no page shows category ids.
    await form.getByRole('combobox', { name: '分类' }).focus()
    await sources.keyboard.press('ArrowDown')
    await sources.keyboard.type(category.title)
    await sources.getByRole('option', { name: category.title }).waitFor()
    await sources.keyboard.press('Enter')
    await form.locator('.semi-select-selection-text', { hasText: category.title }).waitFor()
    await modalButton(sources, '保存').click()
    const source = sources.locator('tr', { hasText: '本地文库' })
    await source.waitFor()

    await source.getByRole('button', { name: '立即采集' }).click()
    await sources.getByText('已加入采集队列').waitFor()
    await source.getByText('已完成').waitFor(WORK)
    // Cells: selection, ID, 采集网址, 状态, 找到文档.
    assert.equal((await source.locator('td').nth(4).innerText()).trim(), '2', 'the 找到文档 column')

    const documents = await openPage(visit, '/admin/spider/document')
    const guide = documents.locator('tr', { hasText: '用户指南' })
    const manual = documents.locator('tr', { hasText: '操作手册' })
    await guide.waitFor()
    await manual.waitFor()
    const bulk = documents.getByRole('toolbar', { name: '批量操作' })
    const selectBoth = async () => {
      for (const row of [guide, manual]) await row.locator('.semi-checkbox').first().click()
      await documents.getByText('已选择 2 个').waitFor()
    }
    await selectBoth()
    await bulk.getByRole('button', { name: '采集', exact: true }).click()
    await documents.getByText('已加入采集队列').waitFor()
    for (const row of [guide, manual]) await row.getByText('采集成功').waitFor(WORK)

    await selectBoth()
    await bulk.getByRole('button', { name: '发布', exact: true }).click()
    await documents.getByText('已加入发布队列').waitFor()
    for (const row of [guide, manual]) await row.getByText('发布成功').waitFor(WORK)
    await guide.getByText(/查看文档 #\d+/).waitFor()

    const rows = await SpiderDocument.query().orderBy('id')
    assert.lengthOf(rows, 2)
    for (const row of rows) {
      assert.equal(row.status, SpiderDocumentStatus.Published, row.error)
      const document = await Document.findOrFail(row.documentId)
      assert.equal(document.attachmentId, row.attachmentId, `document #${document.id} is the file spider document #${row.id} collected`)
      const attachment = await Attachment.findOrFail(row.attachmentId)
      assert.deepEqual([attachment.type, attachment.typeId], [AttachmentType.Document, document.id])
      const filed = await db.from('document_categories').where('document_id', document.id).select('category_id')
      assert.deepEqual(
        filed.map((link) => link.category_id),
        [category.id],
        'filed under the source category'
      )
    }
    // Conversion follows publication in the documents plugin's own job; the page has nothing to show for it.
    await queue.idle(WORK.timeout)
    for (const row of rows) {
      const document = await Document.findOrFail(row.documentId)
      assert.equal(document.status, DocumentStatus.Converted, `document #${document.id} converted`)
      assert.isAbove(document.pages, 0)
    }
  })
})
