import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  protected tableName = 'user_dynamics'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.smallint('type').notNullable()
      table.string('content', 1000).notNullable().defaultTo('')
      timestampColumns(table)
      table.index(['user_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
