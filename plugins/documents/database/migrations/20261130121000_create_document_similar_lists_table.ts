import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each document's 相似文档, computed once by a job (a more-like-this search) and read by the
 * reader and GET /api/v1/document/related: ids best first, filtered through the visibility
 * rule when read, so a neighbour hidden or deleted since never shows.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('document_similar_lists', (table) => {
      table.integer('document_id').unsigned().notNullable().primary().references('id').inTable('documents').onDelete('CASCADE')
      table.text('similar_ids').notNullable()
      // Epoch milliseconds, 0 once the document changed: a stale list shows until its recomputation replaces it.
      table.bigInteger('computed_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('document_similar_lists')
  }
}
