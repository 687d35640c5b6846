import { BaseSchema } from '@adonisjs/lucid/schema'

/** Tokens an AI reply used, as a number the daily budget sums in SQL (usage keeps the detail). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('assistant_messages', (table) => {
      table.integer('total_tokens').unsigned().notNullable().defaultTo(0)
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.alterTable('assistant_messages', (table) => {
      table.dropIndex(['user_id', 'created_at'])
      table.dropColumn('total_tokens')
    })
  }
}
