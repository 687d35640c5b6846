import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

/** Search words staff keep out of 大家都在搜, by their folded form (see search_word_key.ts). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('search_hidden_words', (table) => {
      table.increments('id')
      table.string('keywords', 64).notNullable().unique()
      table.integer('user_id').unsigned().notNullable().defaultTo(0)
      timestampColumns(table)
    })
  }

  async down() {
    this.schema.dropTableIfExists('search_hidden_words')
  }
}
