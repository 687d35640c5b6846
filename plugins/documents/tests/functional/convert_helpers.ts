import { createHash, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import db from '@adonisjs/lucid/services/db'
import { storage } from '#core/storage/contracts'
import { queue } from '#core/queue/contracts'
import settings from '#core/settings/settings_service'
import Document from '#plugins/documents/models/document'
import { conversionWorker } from '#plugins/documents/services/conversion_worker'
import { convertDocument } from '#plugins/documents/services/conversion/index'
import { documentFiles } from '#plugins/documents/services/document_files'
import { DocumentStatus, type DocumentStatusValue } from '#plugins/documents/enums/document_status'

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url))

export function fixture(name: string) {
  return path.join(FIXTURES, name)
}

let counter = 0

/** A document row over a file put on the drive the way an upload leaves it. */
export async function documentFromBytes(
  bytes: Uint8Array,
  name: string,
  overrides: { userId?: number; status?: DocumentStatusValue; description?: string } = {}
) {
  const hash = createHash('md5').update(bytes).digest('hex')
  const ext = path.extname(name)
  const key = documentFiles.original(hash, ext)
  if (!(await storage.disk().exists(key))) await storage.disk().put(key, bytes)
  counter += 1
  return Document.create({
    uuid: randomUUID(),
    title: path.basename(name, ext),
    keywords: '',
    description: overrides.description ?? '',
    userId: overrides.userId ?? 0,
    attachmentId: 0,
    hash,
    ext,
    size: bytes.byteLength,
    language: '',
    price: 0,
    status: overrides.status ?? DocumentStatus.Pending,
  })
}

export async function documentFromFixture(name: string, overrides: Parameters<typeof documentFromBytes>[2] = {}) {
  return documentFromBytes(await readFile(fixture(name)), name, overrides)
}

export async function setConverter(values: Record<string, unknown>) {
  await settings.update('converter', values)
}

/** What the end-to-end conversion suites start each test from: the real engine, up to 12 WebP previews, repeated files converted anew. */
export async function useRealConverter(attempts: number) {
  await setConverter({ max_preview: 12, max_preview_percent: 100, extension: 'webp', attempts, enable_convert_repeated_document: false })
  conversionWorker.engine = convertDocument
}

/** Waits until every queued conversion (and its retries) is done. */
export async function drained(timeoutMs = 120_000) {
  await queue.idle(timeoutMs)
}

export async function fresh(id: number) {
  return Document.findOrFail(id)
}

export function derivedExists(hash: string, file: string) {
  return storage.disk().exists(documentFiles.derived(hash, file))
}

export async function textOf(hash: string) {
  return db.from('document_texts').where('hash', hash).first()
}

/**
 * Runs conversions (and the search sync each one triggers) in this process, as on a site, for a
 * test group; the returned teardown stops them and resets the worker for the next group.
 */
export async function runConversionWorkers() {
  await queue.startWorkers({ jobs: ['documents.convert', 'search.sync'] })
  return async () => {
    await queue.stop()
    await conversionWorker.close()
    conversionWorker.reset()
  }
}
