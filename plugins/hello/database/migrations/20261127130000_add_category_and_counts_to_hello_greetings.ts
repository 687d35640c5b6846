import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A greeting may be filed under an article category (categoryUsage keeps that category from
 * being deleted), and community stores its favourite and comment counts here (setCounts).
 */
export default class extends BaseSchema {
  protected tableName = 'hello_greetings'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('category_id').unsigned().nullable().index()
      table.integer('favorite_count').notNullable().defaultTo(0)
      table.integer('comment_count').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['category_id'])
      table.dropColumn('category_id')
      table.dropColumn('favorite_count')
      table.dropColumn('comment_count')
    })
  }
}
