import { BaseSchema } from '@adonisjs/lucid/schema'

/** Documents bought through a paid order (type 1): downloading them again costs nothing. */
export default class extends BaseSchema {
  protected tableName = 'commerce_document_purchases'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.integer('document_id').unsigned().notNullable()
      table.integer('order_id').unsigned().notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'document_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
