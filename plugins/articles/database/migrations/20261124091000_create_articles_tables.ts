import { BaseSchema } from '@adonisjs/lucid/schema'
import { counterColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('articles', (table) => {
      table.increments('id')
      // Single pages (about, agreement, contact, feedback, help) are found by identifier.
      table.string('identifier', 64).notNullable().unique()
      table.integer('user_id').unsigned().notNullable().defaultTo(0).index()
      table.string('title', 255).notNullable()
      table.string('keywords', 255).notNullable().defaultTo('')
      table.string('description', 1024).notNullable().defaultTo('')
      table.string('author', 64).notNullable().defaultTo('')
      // Sanitised HTML: only what services/sanitize_article.ts allows is ever stored.
      table.text('content', 'longtext').notNullable()
      table.tinyint('status').notNullable().defaultTo(0).index()
      table.string('reject_reason', 512).notNullable().defaultTo('')
      counterColumns(table, 'view_count', 'favorite_count', 'comment_count')
      table.timestamp('recommend_at').nullable().index()
      table.timestamp('deleted_at').nullable().index()
      table.integer('deleted_user_id').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('article_categories', (table) => {
      table.integer('article_id').unsigned().notNullable().references('id').inTable('articles').onDelete('CASCADE')
      table.integer('category_id').unsigned().notNullable().index()
      table.primary(['article_id', 'category_id'])
    })
  }

  async down() {
    this.schema.dropTable('article_categories')
    this.schema.dropTable('articles')
  }
}
