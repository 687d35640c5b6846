import { BaseSchema } from '@adonisjs/lucid/schema'

/** What hello's lifecycle hooks record, so an operator (and its tests) can see them run. */
export default class extends BaseSchema {
  protected tableName = 'hello_lifecycle_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('hook', 16).notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
