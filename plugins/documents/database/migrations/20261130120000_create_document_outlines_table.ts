import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

/**
 * The reader's outline: a file's bookmarks, read once at conversion and kept by hash like its
 * text; documents count their entries so the reader knows without reading them (0: none,
 * which is also what documents converted before this keep until they are converted again).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('document_outlines', (table) => {
      table.string('hash', 32).primary()
      table.text('entries', 'longtext').notNullable()
      timestampColumns(table)
    })
    this.schema.alterTable('documents', (table) => {
      table.integer('outline_count').unsigned().notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('documents', (table) => {
      table.dropColumn('outline_count')
    })
    this.schema.dropTable('document_outlines')
  }
}
