import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

/**
 * Comments, favourites and reports point at a target by (type, target_id): type 0 is a
 * document, 1 an article. No foreign keys: the targets live in other plugins' tables.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('community_comments', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().index()
      table.tinyint('type').notNullable().defaultTo(0)
      table.integer('target_id').unsigned().notNullable()
      // 0 for a top-level comment; a reply points at the top-level comment it answers.
      table.integer('parent_id').unsigned().notNullable().defaultTo(0).index()
      table.string('content', 2000).notNullable()
      table.tinyint('status').notNullable().defaultTo(0).index()
      table.integer('comment_count').notNullable().defaultTo(0)
      table.string('ip', 64).notNullable().defaultTo('')
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
      table.index(['type', 'target_id', 'status'])
    })

    this.schema.createTable('community_favorites', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.tinyint('type').notNullable().defaultTo(0)
      table.integer('target_id').unsigned().notNullable()
      table.string('ip', 64).notNullable().defaultTo('')
      timestampColumns(table)
      table.unique(['user_id', 'type', 'target_id'])
      table.index(['type', 'target_id'])
    })

    this.schema.createTable('community_reports', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.tinyint('type').notNullable().defaultTo(0)
      table.integer('target_id').unsigned().notNullable()
      // Kept so the report still reads well after the content is deleted.
      table.string('target_title', 255).notNullable().defaultTo('')
      table.tinyint('reason').notNullable()
      table.boolean('status').notNullable().defaultTo(false).index()
      table.string('remark', 512).notNullable().defaultTo('')
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'type', 'target_id'])
    })
  }

  async down() {
    this.schema.dropTable('community_reports')
    this.schema.dropTable('community_favorites')
    this.schema.dropTable('community_comments')
  }
}
