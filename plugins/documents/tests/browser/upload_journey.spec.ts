import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import Document from '#plugins/documents/models/document'
import { createUploader, disabledReason, documentsDisabled, makeCategory, unique } from '../functional/upload_helpers.js'
import User from '#core/accounts/models/user'
import Group from '#core/access/models/group'
import { setGroupCapabilities } from '#core/access/contracts'
import { addToGroup, createUser, tokenFor } from '#tests/helpers/users'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { DESKTOP, openPage, overflowOf, PHONE, snapshot } from '#tests/helpers/browser'

test.group('Uploading documents in a browser', (group) => {
  group.each.timeout(300_000)

  test('a member logs in, uploads a PDF through /upload and gets a link to the new document', async ({ visit, assert }) => {
    const uploader = await createUploader()
    const username = unique('up')
    await User.query().where('id', uploader.id).update({ username })
    const category = await makeCategory()

    // The first visit compiles the page in Vite's dev server, which can take a while on a cold start.
    const page = await visit('/upload', { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await page.waitForURL((url: URL) => url.pathname === '/login' && url.searchParams.get('redirect') === '/upload')
    await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
    await page.fill('#username', username)
    await page.fill('#password', 'secret123')
    await page.getByRole('button', { name: '登录' }).click()
    await page.waitForURL((url: URL) => url.pathname === '/upload', { timeout: 120_000 })
    await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })

    await page.setInputFiles('[data-testid=upload-input]', app.makePath('plugins/documents/tests/fixtures/sample.pdf'))
    const item = page.locator('[data-testid=upload-item]')
    await page.locator('[data-testid=upload-item][data-phase=waiting]').waitFor()
    // Nothing is sent while a required field is empty; each says what it needs.
    await item.getByLabel('标题').fill('')
    await page.getByRole('button', { name: /开始上传/ }).click()
    await item.locator('.ds-up-field-error', { hasText: '请输入文档标题' }).waitFor()
    await item.locator('.ds-up-field-error', { hasText: '请选择文档分类' }).waitFor()
    assert.equal(
      await Document.query()
        .where('userId', uploader.id)
        .count('* as total')
        .first()
        .then((row: any) => Number(row.$extras.total)),
      0
    )
    await item.getByLabel('标题').fill('浏览器上传的样例')
    // Typing narrows the category list to the one wanted, as on a site with many categories.
    // A click that lands while the list is still opening can be lost: choose until the form shows it.
    for (let attempt = 0; attempt < 3; attempt++) {
      await item.locator('.semi-select').first().click()
      await page.keyboard.type(category.title)
      await page.getByRole('option', { name: category.title }).click()
      const chosen = item.locator('.semi-select', { hasText: category.title })
      if (
        await chosen.waitFor({ timeout: 5000 }).then(
          () => true,
          () => false
        )
      ) {
        break
      }
    }
    // As a person would, upload once the form shows the choice and no longer asks for it.
    await item.locator('.semi-select', { hasText: category.title }).waitFor()
    await item.locator('.ds-up-field-error').waitFor({ state: 'detached' })
    await snapshot(page, 'upload_ready')
    await page.getByRole('button', { name: /开始上传/ }).click()

    const link = page.getByTestId('upload-done-link')
    // An upload that stops short shows why on its card: the failure names it.
    await link.waitFor({ timeout: 60_000 }).catch(async (error: Error) => {
      throw new Error(`${error.message}\nthe upload card reads: ${await item.innerText()}`)
    })
    await snapshot(page, 'upload_done')
    const document = await Document.query().where('userId', uploader.id).preload('categories').firstOrFail()
    assert.equal(document.title, '浏览器上传的样例')
    assert.deepEqual(
      document.categories.map((row) => row.id),
      [category.id]
    )
    assert.equal(await link.getAttribute('href'), `/document/${document.id}`)
    assert.include(await link.textContent(), '浏览器上传的样例')

    // 我的文档 → 编辑: the dialog refuses an empty title, then saves the new one.
    await page.goto('/me/document', { waitUntil: 'domcontentloaded' })
    await page.waitForSelector('body[data-hydrated]')
    await page.getByTestId('me-doc').getByRole('button', { name: '编辑' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('标题').fill('')
    await page.locator('.semi-modal-footer button', { hasText: '保存' }).click()
    await dialog.locator('.ds-up-field-error', { hasText: '请输入文档标题' }).waitFor()
    await dialog.getByLabel('标题').fill('改过名的样例')
    await page.locator('.semi-modal-footer button', { hasText: '保存' }).click()
    await page.getByTestId('me-doc').getByText('改过名的样例').waitFor()
    await document.refresh()
    assert.equal(document.title, '改过名的样例')
  }).skip(documentsDisabled, disabledReason)

  test('a member whose uploads wait for review is told 待审核 on the upload card and in 我的文档', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser()
    const reviewed = await Group.create({ title: unique('需审核') })
    await setGroupCapabilities(reviewed.id, { enable_upload: true, enable_document_review: true })
    await addToGroup(member, reviewed)
    const category = await makeCategory()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(member)}` })

    const page = await openPage(visit, '/upload', PHONE)
    await page.setInputFiles('[data-testid=upload-input]', app.makePath('plugins/documents/tests/fixtures/sample.pdf'))
    const item = page.locator('[data-testid=upload-item]')
    await page.locator('[data-testid=upload-item][data-phase=waiting]').waitFor()
    await item.getByLabel('标题').fill('等待审核的样例')
    await item.locator('.semi-select').first().click()
    await page.keyboard.type(category.title)
    await page.getByRole('option', { name: category.title }).click()
    await item.locator('.semi-select', { hasText: category.title }).waitFor()
    await page.getByRole('button', { name: /开始上传/ }).click()

    await item.getByText('上传成功，待审核').waitFor({ timeout: 60_000 })
    await page.getByText('成功上传 1 个文档，待管理员审核后公开').waitFor()
    await page.getByTestId('upload-review-note').waitFor()
    await page.getByText('（1 个待审核）').waitFor()
    assert.equal(await overflowOf(page), 0)
    await snapshot(page, 'upload_review_phone')
    await page.setViewportSize(DESKTOP)
    await snapshot(page, 'upload_review_desktop')
    const document = await Document.query().where('userId', member.id).firstOrFail()
    assert.equal(document.status, DocumentStatus.PendingReview)

    await page.goto('/me/document', { waitUntil: 'domcontentloaded' })
    await page.waitForSelector('body[data-hydrated]')
    const row = page.getByTestId('me-doc')
    await row.getByText('待审核', { exact: true }).waitFor()
    await row.getByText('待审核：管理员审核通过后才会公开').waitFor()
    assert.equal(await overflowOf(page), 0)
    await snapshot(page, 'me_documents_review_phone')
    await page.setViewportSize(DESKTOP)
    await snapshot(page, 'me_documents_review_desktop')
  }).skip(documentsDisabled, disabledReason)
})
