import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  protected tableName = 'attachments'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('hash', 32).notNullable().index()
      // No foreign key: a stored file outlives the account that uploaded it.
      table.integer('user_id').unsigned().notNullable().defaultTo(0).index()
      table.tinyint('type').notNullable().defaultTo(0)
      table.integer('type_id').unsigned().notNullable().defaultTo(0)
      table.boolean('enable').notNullable().defaultTo(true)
      table.string('path', 255).notNullable()
      table.string('name', 255).notNullable().defaultTo('')
      table.bigInteger('size').unsigned().notNullable().defaultTo(0)
      table.integer('width').unsigned().notNullable().defaultTo(0)
      table.integer('height').unsigned().notNullable().defaultTo(0)
      table.string('ext', 16).notNullable().defaultTo('')
      table.string('ip', 64).notNullable().defaultTo('')
      table.string('description', 255).notNullable().defaultTo('')
      timestampColumns(table)
      table.index(['type', 'type_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
