import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import DocumentText from '#plugins/documents/models/document_text'
import { searchIndex } from '#core/search/contracts'
import { makeDocument, wipeDocuments, type DocumentSeed } from './admin_helpers.js'

/** A document with extracted text, as a finished conversion leaves it. */
export async function makeSearchableDocument(seed: DocumentSeed & { body?: string }) {
  const document = await makeDocument(seed)
  if (seed.body !== undefined) {
    await DocumentText.updateOrCreate({ hash: document.hash }, { content: seed.body, length: seed.body.length, truncated: false })
  }
  return document
}

export async function wipeSearch() {
  await searchIndex.driver().removeStale('document', Number.MAX_SAFE_INTEGER)
  await db.from('document_texts').delete()
  await db.from('search_records').delete()
}

/** Runs the search jobs in this process while the group runs; each test starts with no documents and an empty index. */
export function withSearchIndex(group: Group) {
  group.setup(async () => {
    await queue.startWorkers({ jobs: ['search.sync', 'search.rebuild'] })
    return () => queue.stop()
  })
  group.each.setup(async () => {
    await wipeDocuments()
    await wipeSearch()
  })
}
