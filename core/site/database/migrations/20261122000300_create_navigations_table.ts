import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  protected tableName = 'navigations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title', 64).notNullable()
      table.string('href', 255).notNullable().defaultTo('')
      table.string('color', 16).notNullable().defaultTo('')
      table.string('target', 16).notNullable().defaultTo('_self')
      table.boolean('enable').notNullable().defaultTo(true)
      /** Seeded entries the header depends on (home, categories, articles): never deleted. */
      table.boolean('fixed').notNullable().defaultTo(false)
      table.integer('sort').notNullable().defaultTo(0)
      table.integer('parent_id').unsigned().notNullable().defaultTo(0).index()
      table.string('description', 255).notNullable().defaultTo('')
      timestampColumns(table)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
