import { test } from '@japa/runner'
import Document from '#plugins/documents/models/document'
import { createUser } from '#tests/helpers/users'
import { documentsDisabled, disabledReason, makeCategory, makeDocument, spyOnConversions, unique } from '../functional/admin_helpers.js'
import { DESKTOP, modalButton, openPage, overflowOf, PHONE, signInAsAdmin, snapshot } from '#tests/helpers/browser'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { convertQueuedDocument } from '#plugins/documents/actions/convert_document'
import { documentFromBytes, useRealConverter } from '../functional/convert_helpers.js'
import { uniquePdf } from '../functional/upload_helpers.js'

async function search(page: any, label: string, text: string) {
  await page.getByLabel(label).fill(text)
  await page.getByLabel(label).press('Enter')
}

test.group('Document administration in a browser', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.timeout(300_000)
  let spy: ReturnType<typeof spyOnConversions>
  group.each.setup(() => {
    spy = spyOnConversions()
    return () => spy.restore()
  })

  test('an administrator approves a document waiting for review', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const owner = await createUser()
    const title = unique('待审核的讲义')
    const waiting = await makeDocument({ title, userId: owner.id, status: 6 })

    const page = await openPage(visit, '/admin/document/list')
    await search(page, '搜索文档', title)
    const row = page.locator('tr', { hasText: title })
    await row.getByText('待审核', { exact: true }).waitFor()
    await row.locator('.semi-checkbox').click()
    await page.getByRole('toolbar', { name: '批量操作' }).getByRole('button', { name: '通过审核' }).click()
    await snapshot(page, 'document_approve_confirm')
    await modalButton(page, '通过审核').click()
    await page.getByText('已通过审核').waitFor()
    await row.getByText('待转换', { exact: true }).waitFor()

    await waiting.refresh()
    assert.equal(waiting.status, 0)
    assert.deepEqual(spy.queued, [waiting.id])
    await snapshot(page, 'document_list_after_approve')
  })

  test('a reviewer opens the pages of a document awaiting review from the list', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const owner = await createUser()
    await useRealConverter(1)
    const waiting = await documentFromBytes(await uniquePdf(), `${unique('待审核的合同')}.pdf`, {
      userId: owner.id,
      status: DocumentStatus.PendingReview,
    })
    assert.equal(await convertQueuedDocument(waiting.id, { attempt: 1, maxAttempts: 1 }), 'converted')

    const page = await openPage(visit, '/admin/document/list', DESKTOP)
    await search(page, '搜索文档', waiting.title)
    const row = page.locator('tr', { hasText: waiting.title })
    await row.getByText('待审核', { exact: true }).waitFor()
    await row.getByText('可预览 3 页').waitFor()
    await snapshot(page, 'document_review_list')
    const [reader] = await Promise.all([
      browserContext.waitForEvent('page'),
      row.getByRole('button', { name: `预览 ${waiting.title}` }).click(),
    ])
    await reader.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
    assert.equal(new URL(reader.url()).pathname, `/document/${waiting.id}`)
    await reader.getByTestId('reader-hidden-notice').getByText('待审核').waitFor()
    const firstPage = reader.locator('[data-testid=reader-pages] img').first()
    await firstPage.waitFor()
    await reader.waitForFunction(() => {
      const image = (globalThis as any).document.querySelector('[data-testid=reader-pages] img')
      return image?.complete && image.naturalWidth > 0
    })
    await snapshot(reader, 'document_review_reader_desktop', { fullPage: false })

    const phone = await openPage(visit, `/document/${waiting.id}`, PHONE)
    await phone.getByTestId('reader-hidden-notice').getByText('待审核').waitFor()
    await phone.locator('[data-testid=reader-pages] img').first().waitFor()
    assert.equal(await overflowOf(phone), 0)
    await snapshot(phone, 'document_review_reader_phone', { fullPage: false })
    const read = await Document.findOrFail(waiting.id)
    assert.equal(read.status, DocumentStatus.PendingReview, 'reading it publishes nothing')
    assert.equal(read.viewCount, 0, 'nor counts as a view')
  })

  test('an administrator sets 复制保护 for one document in its edit form, at 1280 and 390 px', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await signInAsAdmin(browserContext)
    const owner = await createUser()
    const title = unique('复制保护的讲义')
    const category = await makeCategory()
    const document = await makeDocument({ title, userId: owner.id, status: 2, categoryIds: [category.id] })

    for (const [viewport, choice, stored] of [
      [DESKTOP, '禁止复制（页面文字不能选择）', 1],
      [PHONE, '允许复制', 2],
    ] as const) {
      const page = await openPage(visit, '/admin/document/list', viewport)
      await search(page, '搜索文档', title)
      await page.locator('tr', { hasText: title }).getByRole('button', { name: '编辑' }).click()
      const dialog = page.getByRole('dialog', { name: '编辑文档' })
      await dialog.getByText('复制保护', { exact: true }).waitFor()
      const field = dialog.locator('.semi-form-field[x-field-id="copy_protection"]')
      // A click that lands while the list is still opening can be lost: choose until the field shows it.
      for (let attempt = 0; attempt < 3; attempt++) {
        await field.locator('.semi-select').click()
        await page.getByRole('option', { name: choice }).click()
        const shown = field.locator('.semi-select-selection-text', { hasText: choice })
        if (
          await shown.waitFor({ timeout: 5000 }).then(
            () => true,
            () => false
          )
        ) {
          break
        }
      }
      await field.locator('.semi-select-selection-text', { hasText: choice }).waitFor()
      assert.equal(await overflowOf(page), 0, `nothing overflows at ${viewport.width} px`)
      await snapshot(page, `document_edit_copy_protection_${viewport.width}`, { fullPage: false })
      await modalButton(page, '保存').click()
      await page.getByText('修改成功').waitFor()
      await document.refresh()
      assert.equal(document.copyProtection, stored)
    }
  })

  test('an administrator moves a document to the recycle bin and restores it', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const owner = await createUser()
    const title = unique('要删除的报告')
    const document = await makeDocument({ title, userId: owner.id, status: 2 })

    const page = await openPage(visit, '/admin/document/list')
    await search(page, '搜索文档', title)
    await page.getByRole('button', { name: `删除 ${title}` }).click()
    await modalButton(page, '删除').click()
    await page.getByText('已移到回收站').waitFor()
    await document.refresh()
    assert.isNotNull(document.deletedAt)

    const bin = await openPage(visit, '/admin/document/recycle')
    await search(bin, '搜索回收站', title)
    const row = bin.locator('tr', { hasText: title })
    await row.waitFor()
    await snapshot(bin, 'document_recycle')
    await row.getByRole('button', { name: '恢复' }).click()
    await modalButton(bin, '恢复').click()
    await bin.getByText('已恢复').waitFor()
    const restored = await Document.findOrFail(document.id)
    assert.isNull(restored.deletedAt)
    assert.equal(restored.status, 2)
  })
})
