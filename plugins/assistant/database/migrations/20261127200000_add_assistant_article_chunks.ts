import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Articles are chunked like documents: a chunk belongs to a document (with its page) or to an
 * article (document 0, page 0). Each chunk may carry an embedding, int8-quantised with its own
 * scale, as a BLOB (the same bytes on SQLite and MySQL).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('assistant_chunks', (table) => {
      table.integer('article_id').unsigned().notNullable().defaultTo(0)
      table.index(['article_id'])
    })
    this.schema.createTable('assistant_chunk_vectors', (table) => {
      // Loading order: the in-memory index reads the rows added since it last looked.
      table.increments('id')
      table.integer('chunk_id').unsigned().notNullable().unique()
      // Which model and dimensions made it: a changed model re-embeds rather than mixes spaces.
      table.string('model', 128).notNullable()
      table.binary('vector').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('assistant_chunk_vectors')
    this.schema.alterTable('assistant_chunks', (table) => {
      table.dropIndex(['article_id'])
      table.dropColumn('article_id')
    })
  }
}
