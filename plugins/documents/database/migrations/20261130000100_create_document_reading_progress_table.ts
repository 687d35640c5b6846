import { BaseSchema } from '@adonisjs/lucid/schema'

/** The page each member last read of each document (继续阅读, 我的阅读). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('document_reading_progress', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.integer('document_id').unsigned().notNullable().references('id').inTable('documents').onDelete('CASCADE')
      table.integer('page').unsigned().notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'document_id'])
      table.index(['user_id', 'updated_at'])
    })
  }

  async down() {
    this.schema.dropTable('document_reading_progress')
  }
}
