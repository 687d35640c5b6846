import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What `docsite import moredoc` copied: one row per MOREDOC row (its kind and id) and the
 * row it became here, written with it, so a run interrupted or repeated skips what is done.
 */
export default class extends BaseSchema {
  protected tableName = 'moredoc_import_map'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('kind', 32).notNullable()
      table.bigInteger('source_id').notNullable()
      table.integer('target_id').unsigned().notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['kind', 'source_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
