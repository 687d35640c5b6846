import { BaseSchema } from '@adonisjs/lucid/schema'

/** Who follows whom: one row per pair, never a user and itself (the action refuses it). */
export default class extends BaseSchema {
  protected tableName = 'follows'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('follower_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('followed_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['follower_id', 'followed_id'])
      table.index(['followed_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
