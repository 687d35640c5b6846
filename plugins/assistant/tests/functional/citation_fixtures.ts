import { createHash, randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { DocumentFactory } from '#plugins/documents/testing'
import type { FakeOpenAi } from './fake_openai.js'

/** A converted document whose extracted text has these pages, chunked as the conversion event has them chunked. */
export async function citedDocument(title: string, pages: string[], merge: Record<string, unknown> = {}) {
  const hash = createHash('md5').update(randomUUID()).digest('hex')
  const document = await DocumentFactory.merge({ title, hash, pages: pages.length, preview: pages.length, ...merge }).create()
  await writeText(hash, pages)
  await converted(document.id)
  return document
}

/** The text a (re)conversion leaves. */
export async function writeText(hash: string, pages: string[]) {
  const content = pages.join('\f')
  await db.from('document_texts').where('hash', hash).delete()
  await db
    .table('document_texts')
    .insert({ hash, content, length: content.length, truncated: false, created_at: new Date(), updated_at: new Date() })
}

export async function converted(documentId: number) {
  const emitter = await app.container.make('emitter')
  await emitter.emit('documents:converted', { documentId })
  await queue.idle(10_000)
}

/** Whitespace aside, the page's text holds the snippet: the citation really is on that page. */
export function pageHolds(pageText: string, snippet: string) {
  const squeeze = (text: string) => text.replace(/\s+/g, '')
  return squeeze(pageText).includes(squeeze(snippet))
}

/**
 * For a group's life: the fake OpenAI server, and the workers that index chunks (conversion
 * events queue them) and sync the documents plugin's search. Returns the group's cleanup.
 */
export async function startIndexing(fake: FakeOpenAi) {
  await fake.start()
  await queue.startWorkers({ jobs: ['assistant.index_chunks', 'search.sync'] })
  return async () => {
    await queue.stop()
    await fake.stop()
  }
}
