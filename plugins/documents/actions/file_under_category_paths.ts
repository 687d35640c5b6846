import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { Category, CATEGORY_TYPE } from '#plugins/categories/contracts'
import { recountCategories } from './recount_documents.js'

/**
 * Adds the missing ancestors of every document's categories (older imports and API clients
 * filed under the leaf only) and recounts the categories that gained documents. Safe to run
 * again: it only inserts what is missing. Returns how many filings it added.
 */
export async function fileUnderCategoryPaths(client: QueryClientContract) {
  const categories = await Category.query({ client }).where('type', CATEGORY_TYPE.Document).select('id', 'parentId')
  const parentOf = new Map(categories.map((row) => [row.id, row.parentId]))
  const filings = await client.from('document_categories').select('document_id', 'category_id')
  const filed = new Map<number, Set<number>>()
  for (const row of filings) {
    const documentId = Number(row.document_id)
    if (!filed.has(documentId)) filed.set(documentId, new Set())
    filed.get(documentId)!.add(Number(row.category_id))
  }

  const missing: { document_id: number; category_id: number }[] = []
  for (const [documentId, ids] of filed) {
    for (const id of [...ids]) {
      for (let parent = parentOf.get(id) ?? 0; parent > 0 && !ids.has(parent); parent = parentOf.get(parent) ?? 0) {
        ids.add(parent)
        missing.push({ document_id: documentId, category_id: parent })
      }
    }
  }
  await client.transaction(async (trx) => {
    for (let index = 0; index < missing.length; index += 500) {
      await trx.table('document_categories').multiInsert(missing.slice(index, index + 500))
    }
    await recountCategories(
      missing.map((row) => row.category_id),
      trx
    )
  })
  return missing.length
}
