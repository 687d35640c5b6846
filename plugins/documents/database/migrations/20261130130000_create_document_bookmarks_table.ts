import { BaseSchema } from '@adonisjs/lucid/schema'

/** Pages a member bookmarked in a document, each with an optional note (书签, 我的书签). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('document_bookmarks', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.integer('document_id').unsigned().notNullable().references('id').inTable('documents').onDelete('CASCADE')
      table.integer('page').unsigned().notNullable()
      table.string('note', 200).notNullable().defaultTo('')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'document_id', 'page'])
      table.index(['user_id', 'updated_at'])
    })
  }

  async down() {
    this.schema.dropTable('document_bookmarks')
  }
}
