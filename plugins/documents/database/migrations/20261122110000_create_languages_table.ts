import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  protected tableName = 'languages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('language', 64).notNullable()
      table.string('code', 16).notNullable().unique()
      table.boolean('enable').notNullable().defaultTo(true)
      table.integer('total').notNullable().defaultTo(0)
      table.integer('sort').notNullable().defaultTo(0)
      timestampColumns(table)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
