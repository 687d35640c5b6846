import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { refoldRadicals } from '../services/conversion/text_normalize.js'

/** Rows read at a time: texts can be megabytes each. */
const BATCH = 50

/**
 * Extracted texts stored before radicals were folded by script: in simplified texts, the
 * traditional characters NFKC made of radicals (用戶名) become simplified (用户名), and so do
 * the descriptions taken from them. Returns the documents whose text changed (the search
 * index holds the old text until they are indexed again).
 */
export async function refoldStoredTexts(client: QueryClientContract) {
  const changed: string[] = []
  let after = ''
  for (;;) {
    const rows = await client.from('document_texts').where('hash', '>', after).orderBy('hash', 'asc').limit(BATCH).select('hash', 'content')
    if (rows.length === 0) break
    for (const row of rows) {
      const content = String(row.content ?? '')
      const refolded = refoldRadicals(content)
      if (refolded === content) continue
      await client.from('document_texts').where('hash', row.hash).update({ content: refolded })
      changed.push(String(row.hash))
    }
    after = String(rows[rows.length - 1].hash)
  }
  const ids: number[] = []
  for (let start = 0; start < changed.length; start += BATCH) {
    const documents = await client
      .from('documents')
      .whereIn('hash', changed.slice(start, start + BATCH))
      .select('id', 'description')
    for (const document of documents) {
      ids.push(Number(document.id))
      const description = String(document.description ?? '')
      // Only simplified texts change: their description, however short, is simplified too.
      const refolded = refoldRadicals(description, 'simplified')
      if (refolded !== description) await client.from('documents').where('id', document.id).update({ description: refolded })
    }
  }
  return ids
}
