import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Invalidations from processes other than the web server (the docsite CLI, a worker): the
 * web processes poll this table, as the embedded default has no bus between processes.
 */
export default class extends BaseSchema {
  protected tableName = 'page_cache_invalidations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.text('tags').notNullable()
      table.timestamp('created_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
