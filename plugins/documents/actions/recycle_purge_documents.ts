import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { storage } from '#core/storage/contracts'
import { documentFiles } from '../services/document_files.js'
import { recountCategories, recountLanguages, recountUsers } from './recount_documents.js'

const BATCH = 200

/**
 * Deletes documents of the recycle bin for good: their rows (categories, ratings,
 * downloads, reading progress and bookmarks go with them), then, for each file no remaining document uses (in the bin or
 * not), the original, everything rendered from it and its extracted text.
 */
export async function purgeDocuments(ids: number[]) {
  const rows = await db.from('documents').whereIn('id', ids).whereNotNull('deleted_at').select('id', 'user_id', 'language', 'hash', 'ext')
  if (rows.length === 0) return []
  const purged = rows.map((row) => Number(row.id))

  const categories = await db.from('document_categories').whereIn('document_id', purged).select('category_id')
  await db.transaction(async (trx) => {
    // Cascades exist in the schema; deleting explicitly keeps SQLite files made without foreign keys right.
    await trx.from('document_categories').whereIn('document_id', purged).delete()
    await trx.from('document_scores').whereIn('document_id', purged).delete()
    await trx.from('document_downloads').whereIn('document_id', purged).delete()
    await trx.from('document_reading_progress').whereIn('document_id', purged).delete()
    await trx.from('document_bookmarks').whereIn('document_id', purged).delete()
    await trx.from('documents').whereIn('id', purged).delete()
    await recountCategories(
      categories.map((row) => Number(row.category_id)),
      trx
    )
    await recountUsers(
      rows.map((row) => Number(row.user_id)),
      trx
    )
    await recountLanguages(
      rows.map((row) => String(row.language)),
      trx
    )
  })

  await emitter.emit('documents:removed', { documentIds: purged })
  await removeUnusedFiles(rows.map((row) => ({ hash: String(row.hash), ext: String(row.ext) })))
  return purged
}

/** Empties the recycle bin, a batch at a time. */
export async function purgeRecycleBin() {
  let total = 0
  for (;;) {
    const rows = await db.from('documents').whereNotNull('deleted_at').orderBy('id').limit(BATCH).select('id')
    if (rows.length === 0) return total
    total += (await purgeDocuments(rows.map((row) => Number(row.id)))).length
  }
}

async function removeUnusedFiles(files: { hash: string; ext: string }[]) {
  const byHash = new Map<string, Set<string>>()
  for (const file of files) {
    if (!/^[0-9a-f]{32}$/.test(file.hash)) continue
    byHash.set(file.hash, (byHash.get(file.hash) ?? new Set()).add(file.ext))
  }
  if (byHash.size === 0) return
  const stillUsed = new Set(
    (
      await db
        .from('documents')
        .whereIn('hash', [...byHash.keys()])
        .distinct('hash')
    ).map((row) => String(row.hash))
  )
  const disk = storage.disk()
  for (const [hash, exts] of byHash) {
    if (stillUsed.has(hash)) continue
    try {
      for (const ext of exts) if (ext) await disk.delete(documentFiles.original(hash, ext))
      await disk.deleteAll(documentFiles.derivedPrefix(hash))
      await db.from('document_texts').where('hash', hash).delete()
      await db.from('document_outlines').where('hash', hash).delete()
    } catch (error) {
      // The rows are gone already; a file left behind costs space, not correctness.
      logger.warn({ err: error, hash }, 'documents: could not remove the files of a purged document')
    }
  }
}
