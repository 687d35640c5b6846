import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { tokenFor } from '#tests/helpers/users'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { drained, fresh, runConversionWorkers, useRealConverter } from './convert_helpers.js'
import { chineseEpub, mobiFromEpub, sampleChapters } from './ebook_helpers.js'
import { createUploader, disabledReason, documentsDisabled, makeCategory } from './upload_helpers.js'

/** Uploads the file and files it as a document the way the upload page does; returns its id. */
async function uploadDocument(client: ApiClient, token: string, bytes: Buffer, filename: string) {
  const file = await client.post('/api/v1/upload/document').bearerToken(token).file('file', bytes, { filename })
  file.assertStatus(200)
  const category = await makeCategory()
  const created = await client
    .post('/api/v1/document')
    .bearerToken(token)
    .json({ category_id: [category.id], document: [{ attachment_id: file.body().data.id }] })
  created.assertStatus(200)
  return Number(created.body().document[0].id)
}

/** A fresh site must read e-books: calibre comes with the bootstrap (scripts/bootstrap.sh). */
test.group('E-books uploaded to a fresh site', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.setup(runConversionWorkers)
  group.each.setup(() => useRealConverter(1))
  group.each.timeout(300_000)

  const cases = [
    { format: 'EPUB', filename: '春江花月夜.epub', marker: '电子书甲标记', bytes: (epub: Buffer) => Promise.resolve(epub) },
    { format: 'MOBI', filename: '春江花月夜.mobi', marker: '电子书乙标记', bytes: mobiFromEpub },
  ]
  for (const { format, filename, marker, bytes } of cases) {
    test(`a Chinese ${format} reaches 已转换 with page images whose text holds the book`, async ({ client, assert }) => {
      const owner = await createUploader()
      const token = await tokenFor(owner)
      const file = await bytes(chineseEpub('春江花月夜', sampleChapters(3, 6, marker)))
      const id = await uploadDocument(client, token, file, filename)
      await drained(240_000)

      const document = await fresh(id)
      assert.equal(document.convertError, '', 'no conversion error')
      assert.equal(document.status, DocumentStatus.Converted)
      assert.isAtLeast(document.pages, 2, 'three chapters of prose fill more than one A4 page')
      assert.equal(document.preview, document.pages)
      const page = await client.get(`/view/page/${id}/1${document.previewExt}`)
      page.assertStatus(200)

      // what a visitor reads next to the page images: the book's own Chinese sentences
      const shown = await client.get('/api/v1/document').qs({ id })
      shown.assertStatus(200)
      const content: string = shown.body().content
      assert.include(content, `${marker}滟滟随波千万里，何处春江无月明。`)
      assert.include(content, '第1章')
      assert.include(content, '春江花月夜')
      const whole = await client.get('/api/v1/document').qs({ id, with_all_content: true }).bearerToken(token)
      assert.include(whole.body().content, '第3章', 'the last chapter is converted too')
    })
  }
})
