import { copyFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import { storeDocumentFile } from '#plugins/documents/contracts'
import { openPage, overflowOf, PHONE, signInAsAdmin, snapshot } from '#tests/helpers/browser'
import SpiderDocument from '../../models/spider_document.js'
import SpiderUrl from '../../models/spider_url.js'
import { SpiderDocumentStatus, SpiderUrlStatus } from '../../enums/spider_status.js'
import { urlHash } from '../../actions/crawl_source.js'
import { disabledReason, resetSpider, spiderDisabled } from '../functional/spider_helpers.js'

test.group('Spider admin pages', (group) => {
  group.each.timeout(240_000)
  group.tap((item) => item.skip(spiderDisabled, disabledReason))
  group.each.setup(async () => {
    await resetSpider()
    return resetSpider
  })

  test('a source shows its state, reason and counts; a failed download is retried from the list, a duplicate shows 已存在; both fit a phone', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await signInAsAdmin(browserContext)
    const source = await SpiderUrl.create({
      url: 'http://203.0.113.9/docs/list.html',
      title: '样例文库',
      categoryId: [],
      status: SpiderUrlStatus.Failed,
      error: '禁止访问内网或保留地址：203.0.113.9',
      total: 12,
    })
    const failed = await SpiderDocument.create({
      spiderUrlId: source.id,
      url: 'http://203.0.113.9/docs/a-very-long-file-name-that-could-overflow-a-phone-screen.pdf',
      urlHash: urlHash('failed'),
      title: '采集失败的文档',
      status: SpiderDocumentStatus.CollectFailed,
      error: '服务器返回 HTTP 404',
      categoryId: [],
    })
    await SpiderDocument.create({
      spiderUrlId: source.id,
      url: 'http://203.0.113.9/docs/copy.pdf',
      urlHash: urlHash('duplicate'),
      title: '站内已有的文档',
      status: SpiderDocumentStatus.CollectFailed,
      error: `与采集文档 #${failed.id} 是同一个文件，未重复保存`,
      duplicate: true,
      categoryId: [],
    })

    const sources = await openPage(visit, '/admin/spider/url')
    await sources.getByText('样例文库').waitFor()
    await sources.getByText('禁止访问内网或保留地址：203.0.113.9').waitFor()
    await snapshot(sources, 'spider_url_admin')

    const documents = await openPage(visit, '/admin/spider/document', PHONE)
    const row = documents.locator('tr', { hasText: '采集失败的文档' })
    await row.waitFor()
    await row.getByText('服务器返回 HTTP 404').waitFor()
    assert.isAtMost(await overflowOf(documents), 0)
    await snapshot(documents, 'spider_document_admin_phone')
    // A file the library already holds is no failure to retry.
    const duplicate = documents.locator('tr', { hasText: '站内已有的文档' })
    await duplicate.getByText('已存在', { exact: true }).waitFor()
    assert.equal(await duplicate.getByText('采集失败', { exact: true }).count(), 0)
    assert.equal(await duplicate.getByRole('button', { name: '重试' }).count(), 0)
    await row.getByRole('button', { name: '重试' }).click()
    await documents.getByText('已加入采集队列').waitFor()
    // Queued; a worker, where one runs, then refuses the documentation address and fails it again with its reason.
    await failed.refresh()
    assert.include([SpiderDocumentStatus.CollectQueue, SpiderDocumentStatus.Collecting, SpiderDocumentStatus.CollectFailed], failed.status)
  })

  test('a collected file opens in a new tab for review before publishing', async ({ visit, browserContext, assert }) => {
    const admin = await signInAsAdmin(browserContext)
    const copy = path.join(tmpdir(), `spider-preview-${process.pid}.pdf`)
    await copyFile(fileURLToPath(new URL('../fixtures/sample.pdf', import.meta.url)), copy)
    const attachment = await storeDocumentFile({ path: copy, originalName: '待审文档.pdf', userId: admin.id })
    await rm(copy, { force: true })
    const collected = await SpiderDocument.create({
      url: 'http://203.0.113.9/docs/review.pdf',
      urlHash: urlHash('review'),
      title: '待审文档',
      status: SpiderDocumentStatus.Collected,
      attachmentId: attachment.id,
      ext: 'pdf',
      categoryId: [],
    })

    const documents = await openPage(visit, '/admin/spider/document')
    const row = documents.locator('tr', { hasText: '待审文档' })
    await row.waitFor()
    const [tab] = await Promise.all([browserContext.waitForEvent('page'), row.getByRole('button', { name: '预览' }).click()])
    await tab.waitForURL(/\/api\/v1\/spiderdocument\/file/)
    assert.include(tab.url(), `/api/v1/spiderdocument/file?id=${collected.id}`)
    const file = await browserContext.request.get(tab.url())
    assert.equal(file.status(), 200)
    assert.equal(file.headers()['content-type'], 'application/pdf')
  })
})
