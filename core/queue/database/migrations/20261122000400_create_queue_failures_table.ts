import { BaseSchema } from '@adonisjs/lucid/schema'

/** Jobs that failed their last attempt, from either queue driver, for operators to inspect. */
export default class extends BaseSchema {
  protected tableName = 'queue_failures'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('job', 128).notNullable().index()
      table.string('job_id', 191).notNullable()
      table.text('payload').nullable()
      table.text('error').notNullable()
      table.integer('attempts').notNullable()
      table.string('driver', 16).notNullable()
      table.timestamp('failed_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
