import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  protected tableName = 'categories'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('parent_id').unsigned().notNullable().defaultTo(0).index()
      table.string('title', 64).notNullable()
      // 0 document, 1 article (spec §3 Category)
      table.tinyint('type').notNullable().defaultTo(0).index()
      table.boolean('enable').notNullable().defaultTo(true)
      table.integer('doc_count').notNullable().defaultTo(0)
      table.integer('sort').notNullable().defaultTo(0)
      table.string('icon', 255).notNullable().defaultTo('')
      table.string('cover', 255).notNullable().defaultTo('')
      table.string('description', 512).notNullable().defaultTo('')
      table.boolean('show_description').notNullable().defaultTo(false)
      timestampColumns(table)
      table.unique(['parent_id', 'type', 'title'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
