import { BaseSchema } from '@adonisjs/lucid/schema'
import { DOWNLOAD_LOCK_ROWS } from '../../services/download_locks.js'

/**
 * A fixed set of rows the daily download limits lock before counting (services/download_locks.ts):
 * one user or one IP always maps to the same row, so its parallel downloads count one by one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('document_download_locks', (table) => {
      table.integer('id').unsigned().primary()
    })
    this.defer(async (db) => {
      const ids = Array.from({ length: DOWNLOAD_LOCK_ROWS }, (_, id) => id)
      // In slices: SQLite refuses one statement with more than 500 rows.
      for (let start = 0; start < ids.length; start += 100) {
        await db.table('document_download_locks').multiInsert(ids.slice(start, start + 100).map((id) => ({ id })))
      }
    })
  }

  async down() {
    this.schema.dropTable('document_download_locks')
  }
}
