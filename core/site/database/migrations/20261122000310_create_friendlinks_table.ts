import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  protected tableName = 'friendlinks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title', 64).notNullable()
      table.string('link', 255).notNullable()
      table.string('description', 255).notNullable().defaultTo('')
      table.integer('sort').notNullable().defaultTo(0)
      table.boolean('enable').notNullable().defaultTo(true)
      timestampColumns(table)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
