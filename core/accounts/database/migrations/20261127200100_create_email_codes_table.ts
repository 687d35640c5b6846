import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'email_codes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('email', 128).notNullable()
      table.tinyint('purpose').notNullable()
      table.integer('user_id').unsigned().nullable()
      // Hashes only: a leaked table does not reset anyone's password.
      table.string('code_hash', 64).notNullable()
      table.string('link_hash', 64).nullable()
      table.integer('failures').notNullable().defaultTo(0)
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['email', 'purpose'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
