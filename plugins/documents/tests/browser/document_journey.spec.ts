import { test } from '@japa/runner'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import settings from '#core/settings/settings_service'
import User from '#core/accounts/models/user'
import { queue } from '#core/queue/contracts'
import Document from '#plugins/documents/models/document'
import { conversionWorker } from '#plugins/documents/services/conversion_worker'
import { createUploader, disabledReason, documentsDisabled, makeCategory, unique } from '../functional/upload_helpers.js'
import { snapshot } from '#tests/helpers/browser'

const FIXTURES = 'plugins/documents/tests/fixtures'

/**
 * Copies of the fixtures that no other test uploaded, so the converter really renders them
 * instead of reusing an earlier conversion of the same hash: a PDF comment, and a zip comment
 * in the docx's end-of-central-directory record (a valid docx, different bytes).
 */
async function freshFiles(tag: string) {
  const dir = app.makePath('tmp', `journey-${tag}`)
  await mkdir(dir, { recursive: true })
  const pdf = Buffer.concat([await readFile(app.makePath(FIXTURES, 'sample.pdf')), Buffer.from(`\n%${tag}\n`)])
  const docx = Buffer.from(await readFile(app.makePath(FIXTURES, 'sample.docx')))
  if (docx.readUInt16LE(docx.length - 2) !== 0) throw new Error('sample.docx already carries a zip comment')
  docx.writeUInt16LE(tag.length, docx.length - 2)
  const files = { pdf: `${dir}/期末复习提纲.pdf`, docx: `${dir}/课程设计报告.docx` }
  await writeFile(files.pdf, pdf)
  await writeFile(files.docx, Buffer.concat([docx, Buffer.from(tag, 'latin1')]))
  return files
}

test.group('A document from upload to download in a browser', (group) => {
  group.each.timeout(400_000)
  // The web process converts in the background as on a real site; test processes start it themselves.
  // Stopping first drops conversions earlier tests queued without workers, so only ours run.
  group.setup(async () => {
    await queue.stop()
    await queue.startWorkers({ jobs: ['documents.convert', 'search.sync'] })
    return async () => {
      await queue.stop()
      await conversionWorker.close()
    }
  })
  group.each.setup(async () => {
    await settings.update('display', { pages_per_read: 1 })
    await settings.update('download', { times_every_day: 100, times_every_ip: 100 })
  })

  test('a member uploads a PDF and a docx, watches them convert, reads them page by page and downloads them', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const uploader = await createUploader()
    const username = unique('jr')
    await User.query().where('id', uploader.id).update({ username })
    const category = await makeCategory()
    const files = await freshFiles(unique('t'))

    const page = await visit('/login?redirect=/upload', { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
    await page.fill('#username', username)
    await page.fill('#password', 'secret123')
    await page.getByRole('button', { name: '登录' }).click()
    await page.waitForURL((url: URL) => url.pathname === '/upload', { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })

    // Both files at once; one category for all through the batch settings.
    await page.setInputFiles('[data-testid=upload-input]', [files.pdf, files.docx])
    // Each file is hashed in the browser and checked against the site first.
    await page.locator('[data-testid=upload-item][data-phase=waiting]').nth(1).waitFor({ timeout: 120_000 })
    const batch = page.getByRole('region', { name: '批量设置' })
    await batch.locator('.semi-select').first().click()
    await page.getByRole('option', { name: category.title }).click()
    // As a person would: apply once the choice shows (the button applies what the page has rendered).
    await batch.locator('.semi-select-selection-text', { hasText: category.title }).waitFor()
    await batch.getByRole('button', { name: '应用到全部' }).click()
    await page.getByRole('button', { name: /开始上传/ }).click()
    const links = page.getByTestId('upload-done-link')
    await links.nth(1).waitFor({ timeout: 120_000 })
    await snapshot(page, 'journey_uploaded')

    const documents = await Document.query().where('userId', uploader.id).orderBy('id')
    assert.deepEqual(
      documents.map((document) => document.title).sort(),
      ['期末复习提纲', '课程设计报告'].sort(),
      'titles come from the file names'
    )

    for (const document of documents) {
      // The reader shows the conversion and reloads by itself until the pages are there.
      await page.goto(`/document/${document.id}`, { waitUntil: 'domcontentloaded' })
      await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
      await page.locator('.ds-reader-page[data-page="1"] img').waitFor({ timeout: 180_000 })
      const converted = await Document.findOrFail(document.id)
      assert.isAbove(converted.pages, 0, `${document.title} has pages`)
      assert.isAbove(converted.preview, 0)

      // Page by page: each 继续阅读 adds pages_per_read (1) page, until the preview ends.
      let shown = await page.locator('.ds-reader-page').count()
      while (await page.getByRole('button', { name: '继续阅读' }).count()) {
        await page.getByRole('button', { name: '继续阅读' }).click()
        await page.locator(`.ds-reader-page[data-page="${shown + 1}"]`).waitFor({ timeout: 60_000 })
        shown += 1
      }
      assert.equal(shown, converted.preview)
      for (let number = 1; number <= shown; number++) {
        const selector = `.ds-reader-page[data-page="${number}"] img`
        await page.locator(selector).scrollIntoViewIfNeeded()
        // Decoded, not only requested: the page image really arrived.
        await page.waitForFunction(
          `(() => { const image = document.querySelector('${selector}'); return !!image && image.complete && image.naturalWidth > 0 })()`,
          undefined,
          { timeout: 30_000 }
        )
      }
      await snapshot(page, `journey_read_${document.ext.replace('.', '')}`)

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('.ds-reader__side').getByTestId('reader-download').click(),
      ])
      assert.isNull(await download.failure())
      assert.equal(download.suggestedFilename(), `${document.title}${document.ext}`)
      const saved = await readFile((await download.path())!)
      assert.equal(saved.length, converted.size, 'the whole original file arrives')
    }

    const downloaded = await Document.query().whereIn(
      'id',
      documents.map((document) => document.id)
    )
    assert.deepEqual(
      downloaded.map((document) => document.downloadCount),
      [1, 1]
    )
    await browserContext.close()
  }).skip(documentsDisabled, disabledReason)
})
