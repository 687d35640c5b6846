import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('groups', (table) => {
      table.increments('id')
      table.string('title', 64).notNullable().unique()
      table.string('color', 32).notNullable().defaultTo('')
      table.string('description', 255).notNullable().defaultTo('')
      table.boolean('is_default').notNullable().defaultTo(false)
      table.boolean('is_display').notNullable().defaultTo(false)
      table.boolean('is_super').notNullable().defaultTo(false)
      table.integer('sort').notNullable().defaultTo(0)
      table.integer('user_count').notNullable().defaultTo(0)
      table.boolean('enable_upload').notNullable().defaultTo(false)
      table.boolean('enable_document_review').notNullable().defaultTo(true)
      table.boolean('enable_comment').notNullable().defaultTo(true)
      table.boolean('enable_comment_approval').notNullable().defaultTo(false)
      table.boolean('enable_article').notNullable().defaultTo(false)
      table.boolean('enable_article_approval').notNullable().defaultTo(true)
      timestampColumns(table)
    })

    this.schema.createTable('user_groups', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('group_id').unsigned().notNullable().references('id').inTable('groups').onDelete('CASCADE')
      table.unique(['user_id', 'group_id'])
    })

    this.schema.createTable('permissions', (table) => {
      table.increments('id')
      table.string('method', 16).notNullable()
      table.string('path', 255).notNullable()
      table.string('key', 128).notNullable().index()
      table.string('title', 128).notNullable()
      table.string('description', 255).notNullable().defaultTo('')
      timestampColumns(table)
      table.unique(['method', 'path'])
    })

    this.schema.createTable('group_permissions', (table) => {
      table.increments('id')
      table.integer('group_id').unsigned().notNullable().references('id').inTable('groups').onDelete('CASCADE')
      table.integer('permission_id').unsigned().notNullable().references('id').inTable('permissions').onDelete('CASCADE')
      table.unique(['group_id', 'permission_id'])
    })

    this.schema.createTable('punishments', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.tinyint('type').notNullable()
      table.boolean('enable').notNullable().defaultTo(true)
      table.string('reason', 255).notNullable().defaultTo('')
      table.string('remark', 255).notNullable().defaultTo('')
      table.text('operators').nullable()
      table.timestamp('start_time').nullable()
      table.timestamp('end_time').nullable()
      timestampColumns(table)
      table.index(['user_id', 'type', 'enable'])
    })
  }

  async down() {
    this.schema.dropTable('punishments')
    this.schema.dropTable('group_permissions')
    this.schema.dropTable('permissions')
    this.schema.dropTable('user_groups')
    this.schema.dropTable('groups')
  }
}
