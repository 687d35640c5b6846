import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Retrieval over documents' text: chunks that keep their page, and a posting list of their
 * terms (words, CJK character pairs) with counts, scored BM25 in TS. Plain tables and an index
 * on term work the same on SQLite and MySQL. A session may be scoped to one document.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('assistant_chunks', (table) => {
      table.increments('id')
      table.integer('document_id').unsigned().notNullable()
      table.integer('page').unsigned().notNullable()
      table.integer('seq').unsigned().notNullable()
      table.text('text').notNullable()
      table.integer('length').unsigned().notNullable()
      table.index(['document_id', 'page'])
    })
    const mysql = this.db.dialect.name === 'mysql'
    this.schema.createTable('assistant_chunk_terms', (table) => {
      // Terms are folded already; MySQL's default collation would also merge ones that differ (ß, ss).
      const term = table.string('term', 64).notNullable()
      if (mysql) term.collate('utf8mb4_bin')
      table.integer('chunk_id').unsigned().notNullable()
      table.integer('document_id').unsigned().notNullable()
      table.integer('tf').unsigned().notNullable()
      table.primary(['term', 'chunk_id'])
      table.index(['document_id'])
    })
    this.schema.alterTable('assistant_sessions', (table) => {
      table.integer('document_id').unsigned().notNullable().defaultTo(0)
    })
    // With AI configured: a summary and outline per converted document, made once per conversion.
    this.schema.createTable('assistant_document_summaries', (table) => {
      table.integer('document_id').unsigned().primary()
      table.text('summary').notNullable()
      table.text('outline').notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('assistant_document_summaries')
    this.schema.alterTable('assistant_sessions', (table) => {
      table.dropColumn('document_id')
    })
    this.schema.dropTable('assistant_chunk_terms')
    this.schema.dropTable('assistant_chunks')
  }
}
