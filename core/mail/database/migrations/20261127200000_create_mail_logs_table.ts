import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  protected tableName = 'mail_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('recipient', 255).notNullable().index()
      table.string('subject', 255).notNullable()
      table.string('template', 32).notNullable()
      table.tinyint('status').notNullable().defaultTo(0).index()
      table.string('transport', 16).notNullable().defaultTo('smtp')
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('error').nullable()
      table.string('response', 512).nullable()
      // The rendered message while it may still be sent (a retry); emptied once sent or failed for good.
      table.text('body').nullable()
      table.timestamp('sent_at').nullable()
      timestampColumns(table)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
