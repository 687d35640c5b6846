import db from '@adonisjs/lucid/services/db'
import { DocumentStatus } from '../enums/document_status.js'
import { createDocuments } from './create_documents.js'
import { md5OfFile, storeDocumentFile } from './store_document_file.js'

export interface ImportFile {
  path: string
  /** The name shown for it (the title comes from it). */
  name: string
}

export interface ImportOptions {
  userId: number
  categoryIds: number[]
  price?: number
  language?: string
  /** Called after each file with its outcome. */
  onFile?: (file: ImportFile, outcome: ImportOutcome) => void
}

export type ImportOutcome =
  | { status: 'imported'; documentId: number }
  | { status: 'skipped'; reason: string; documentId: number }
  | { status: 'failed'; reason: string }

function reasonOf(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Files an operator (or the demo seeder) imports as one user's documents, one by one: a
 * file whose content the user already has as a live document is skipped, any other goes
 * through the upload's checks (storeDocumentFile) and becomes a pending document queued
 * for conversion. No review: the operator chose these files.
 */
export async function importFiles(files: ImportFile[], options: ImportOptions) {
  const outcomes: { file: ImportFile; outcome: ImportOutcome }[] = []
  for (const file of files) {
    let outcome: ImportOutcome
    try {
      const hash = await md5OfFile(file.path)
      const existing = await db
        .from('documents')
        .where('user_id', options.userId)
        .where('hash', hash)
        .whereNull('deleted_at')
        .select('id')
        .first()
      if (existing) {
        outcome = { status: 'skipped', reason: 'already imported', documentId: Number(existing.id) }
      } else {
        const attachment = await storeDocumentFile({ path: file.path, originalName: file.name, userId: options.userId })
        const [document] = await createDocuments({
          userId: options.userId,
          categoryIds: options.categoryIds,
          items: [{ attachmentId: attachment.id, price: options.price ?? 0, language: options.language ?? '' }],
          status: DocumentStatus.Pending,
        })
        outcome = { status: 'imported', documentId: document.id }
      }
    } catch (error) {
      outcome = { status: 'failed', reason: reasonOf(error) }
    }
    outcomes.push({ file, outcome })
    options.onFile?.(file, outcome)
  }
  return outcomes
}
