import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { PUBLIC_STATUSES } from '#plugins/documents/contracts'

/**
 * Chunks and summaries were made of every page of a document; now only of the pages the public
 * may read (published, within the preview). What was made before goes: chunks (with their terms
 * and vectors) of hidden documents or past the preview, and summaries of documents that have pages
 * past their preview (a reconvert makes a new one). The documents' migrations run after these on a
 * new site, which has nothing to clean.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      if (!(await db.schema.hasTable('documents'))) return
      const stale = (client: QueryClientContract) =>
        client
          .from('assistant_chunks')
          .where('document_id', '>', 0)
          .whereNotExists((open) =>
            open
              .from('documents')
              .whereRaw('documents.id = assistant_chunks.document_id')
              .whereNull('documents.deleted_at')
              .whereIn('documents.status', PUBLIC_STATUSES)
              .whereRaw('assistant_chunks.page <= documents.preview')
          )
      await db.transaction(async (trx) => {
        await trx.from('assistant_chunk_vectors').whereIn('chunk_id', stale(trx).select('id')).delete()
        await trx.from('assistant_chunk_terms').whereIn('chunk_id', stale(trx).select('id')).delete()
        await stale(trx).delete()
        await trx
          .from('assistant_document_summaries')
          .whereIn('document_id', trx.from('documents').whereRaw('documents.pages > documents.preview').select('id'))
          .delete()
      })
    })
  }

  async down() {}
}
