import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  protected tableName = 'settings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('group_name', 64).notNullable()
      table.string('name', 64).notNullable()
      table.text('value').nullable()
      timestampColumns(table)
      table.unique(['group_name', 'name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
