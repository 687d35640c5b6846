import { DateTime } from 'luxon'
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each member's use of the assistant per day, counted where a conditional UPDATE can check and
 * count at once: the AI tokens reserved and spent (the daily budget) and the chat files uploaded
 * (the daily file quota). Chat files get indexes for the cleanup job (by age, by session).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('assistant_usage', (table) => {
      table.integer('user_id').unsigned().notNullable()
      // The local date, yyyy-MM-dd.
      table.string('day', 10).notNullable()
      table.bigInteger('tokens').notNullable().defaultTo(0)
      // Signed: giving back subtracts, and MySQL refuses an unsigned sum that goes below 0 even in a test.
      table.integer('files').notNullable().defaultTo(0)
      table.bigInteger('file_bytes').notNullable().defaultTo(0)
      table.primary(['user_id', 'day'])
    })
    this.schema.alterTable('assistant_files', (table) => {
      table.index(['session_id'])
      table.index(['created_at'])
    })
    // Today's budget keeps counting what was spent before the ledger existed.
    this.defer(async (db) => {
      const today = DateTime.now().startOf('day')
      await db.rawQuery(
        `insert into assistant_usage (user_id, ??, tokens, files, file_bytes)
         select user_id, ?, sum(total_tokens), 0, 0 from assistant_messages
         where created_at >= ? and total_tokens > 0 group by user_id`,
        ['day', today.toISODate()!, today.toSQL({ includeOffset: false })!]
      )
    })
  }

  async down() {
    this.schema.alterTable('assistant_files', (table) => {
      table.dropIndex(['created_at'])
      table.dropIndex(['session_id'])
    })
    this.schema.dropTable('assistant_usage')
  }
}
