import { BaseSchema } from '@adonisjs/lucid/schema'

/** Writes the storage refused (disk full, not writable, object store down), for the admin dashboard. */
export default class extends BaseSchema {
  protected tableName = 'storage_failures'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /** full: no space left; unavailable: not writable or not reachable. */
      table.string('kind', 16).notNullable()
      table.string('disk', 16).notNullable()
      table.string('key', 255).notNullable()
      table.text('error').notNullable()
      table.timestamp('failed_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
