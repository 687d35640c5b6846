import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DocumentFactory } from '#plugins/documents/database/factories/document_factory'
import { fileUnderCategoryPaths } from '#plugins/documents/actions/file_under_category_paths'
import { documentsDisabled, disabledReason } from './admin_helpers.js'
import { makeCategory } from './upload_helpers.js'

const filingsOf = async (documentId: number) =>
  (await db.from('document_categories').where('document_id', documentId).select('category_id')).map((row) => Number(row.category_id))
const countOf = async (categoryId: number) =>
  Number((await db.from('categories').where('id', categoryId).select('doc_count').first()).doc_count)

test.group('Documents filed under the leaf only (older imports)', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))

  test('the upgrade adds the missing ancestors once and recounts them', async ({ assert }) => {
    const root = await makeCategory()
    const middle = await makeCategory({ parentId: root.id })
    const leaf = await makeCategory({ parentId: middle.id })
    const document = await DocumentFactory.create()
    await db.table('document_categories').insert({ document_id: document.id, category_id: leaf.id })

    assert.isAtLeast(await fileUnderCategoryPaths(db.connection()), 2)
    assert.sameMembers(await filingsOf(document.id), [root.id, middle.id, leaf.id])
    assert.equal(await countOf(root.id), 1)
    assert.equal(await countOf(middle.id), 1)

    await fileUnderCategoryPaths(db.connection())
    assert.lengthOf(await filingsOf(document.id), 3, 'running it again adds nothing')
  })
})
