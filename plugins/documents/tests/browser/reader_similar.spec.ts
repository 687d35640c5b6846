import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { rebuildIndex } from '#core/search/contracts'
import { createUser } from '#tests/helpers/users'
import { DESKTOP, PHONE, openPage, overflowOf, snapshot } from '#tests/helpers/browser'
import { computeSimilarDocuments } from '#plugins/documents/actions/compute_similar_documents'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { SUBJECTS } from '../functional/similar_fixtures.js'

test.group('The reader’s 相似文档 and 作者的其他文档', (group) => {
  group.each.timeout(300_000)

  test('the side lists the documents on the same subject and the uploader’s others, at both widths', async ({ visit, assert }) => {
    const author = await createUser()
    const other = await createUser()
    const [first, second, third] = SUBJECTS.hypertension
    const reading = await createReaderDocument({ userId: author.id, title: first.title, pageTexts: first.body })
    const neighbours = [
      await createReaderDocument({ userId: other.id, title: second.title, pageTexts: second.body }),
      await createReaderDocument({ userId: other.id, title: third.title, pageTexts: third.body }),
    ]
    const poem = SUBJECTS.tangPoetry[0]
    const own = await createReaderDocument({ userId: author.id, title: poem.title, pageTexts: poem.body })
    // The reader fixtures share their keywords and description; these documents have their own text only.
    await db
      .from('documents')
      .whereIn('id', [reading.id, ...neighbours.map((document) => document.id), own.id])
      .update({ keywords: '', description: '' })
    await rebuildIndex('document', { restart: true })
    await computeSimilarDocuments(reading.id)

    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await openPage(visit, `/document/${reading.id}`, viewport)
      const similar = page.getByRole('region', { name: '相似文档' })
      for (const neighbour of neighbours) await similar.getByRole('link', { name: new RegExp(neighbour.title) }).waitFor()
      assert.equal(await similar.getByRole('link', { name: new RegExp(own.title) }).count(), 0)
      const uploader = page.getByRole('region', { name: '作者的其他文档' })
      await uploader.getByRole('link', { name: new RegExp(own.title) }).waitFor()
      await uploader.getByRole('link', { name: '查看全部' }).waitFor()
      assert.equal(await overflowOf(page), 0, `nothing overflows at ${width}`)
      await similar.scrollIntoViewIfNeeded()
      await snapshot(page, `reader_similar_${width}`)
    }
    await db.from('document_similar_lists').where('document_id', reading.id).delete()
  })
})
