import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'sms'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.tinyint('type').notNullable()
      table.tinyint('status').notNullable().defaultTo(0)
      table.integer('user_id').unsigned().nullable()
      table.string('mobile', 20).notNullable()
      /** HMAC of the code: neither staff nor a copy of the database can read a live code. */
      table.string('code_hash', 64).notNullable()
      table.tinyint('attempts').notNullable().defaultTo(0)
      table.string('ip', 64).notNullable().defaultTo('')
      table.string('provider', 32).notNullable().defaultTo('')
      table.string('error', 255).notNullable().defaultTo('')
      table.text('response').nullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['mobile', 'type', 'status'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
