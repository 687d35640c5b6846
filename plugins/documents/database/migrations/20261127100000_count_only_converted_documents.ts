import { BaseSchema } from '@adonisjs/lucid/schema'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recountAllDocuments } from '../../actions/recount_documents.js'

/**
 * Only converted documents are public now: the document counts of categories, uploaders and
 * languages stored before still include waiting and failed ones, and are computed again once.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.transaction((trx) => recountAllDocuments(trx as TransactionClientContract))
    })
  }

  async down() {}
}
