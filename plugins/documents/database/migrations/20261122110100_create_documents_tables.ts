import { BaseSchema } from '@adonisjs/lucid/schema'
import { counterColumns, timestampColumns } from '#core/kernel/database/schema_columns'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('documents', (table) => {
      table.increments('id')
      table.string('uuid', 36).notNullable().unique()
      table.string('title', 255).notNullable()
      table.string('keywords', 255).notNullable().defaultTo('')
      table.string('description', 512).notNullable().defaultTo('')
      // No foreign keys to users or attachments: a document outlives both (see userDeletion).
      table.integer('user_id').unsigned().notNullable().defaultTo(0).index()
      table.integer('attachment_id').unsigned().notNullable().defaultTo(0)
      table.string('hash', 32).notNullable().defaultTo('').index()
      table.string('ext', 16).notNullable().defaultTo('')
      table.bigInteger('size').unsigned().notNullable().defaultTo(0)
      table.string('language', 16).notNullable().defaultTo('')
      table.integer('price').notNullable().defaultTo(0)
      table.tinyint('status').notNullable().defaultTo(0).index()
      table.integer('pages').notNullable().defaultTo(0)
      table.integer('preview').notNullable().defaultTo(0)
      table.integer('width').notNullable().defaultTo(0)
      table.integer('height').notNullable().defaultTo(0)
      table.string('preview_ext', 16).notNullable().defaultTo('')
      table.boolean('enable_gzip').notNullable().defaultTo(false)
      table.string('cover', 255).notNullable().defaultTo('')
      counterColumns(table, 'view_count', 'download_count', 'favorite_count', 'comment_count')
      table.integer('score').notNullable().defaultTo(300)
      table.integer('score_count').notNullable().defaultTo(0)
      table.string('convert_error', 1000).notNullable().defaultTo('')
      table.integer('convert_attempts').notNullable().defaultTo(0)
      // A worker holds a document while lease_until is in the future; an expired lease means
      // the worker died and the document may be picked up again.
      table.timestamp('lease_until').nullable()
      table.timestamp('converted_at').nullable()
      table.timestamp('recommend_at').nullable().index()
      table.timestamp('deleted_at').nullable().index()
      table.integer('deleted_user_id').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('document_categories', (table) => {
      table.integer('document_id').unsigned().notNullable().references('id').inTable('documents').onDelete('CASCADE')
      table.integer('category_id').unsigned().notNullable().index()
      table.primary(['document_id', 'category_id'])
    })

    // Extracted text, shared by every document with the same file.
    this.schema.createTable('document_texts', (table) => {
      table.string('hash', 32).primary()
      table.text('content', 'longtext').notNullable()
      table.integer('length').notNullable().defaultTo(0)
      table.boolean('truncated').notNullable().defaultTo(false)
      timestampColumns(table)
    })

    this.schema.createTable('document_scores', (table) => {
      table.increments('id')
      table.integer('document_id').unsigned().notNullable().references('id').inTable('documents').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable()
      table.integer('score').notNullable()
      timestampColumns(table)
      table.unique(['document_id', 'user_id'])
    })

    this.schema.createTable('document_downloads', (table) => {
      table.increments('id')
      table.integer('document_id').unsigned().notNullable().references('id').inTable('documents').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().defaultTo(0)
      table.string('ip', 64).notNullable().defaultTo('')
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['ip', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('document_downloads')
    this.schema.dropTable('document_scores')
    this.schema.dropTable('document_texts')
    this.schema.dropTable('document_categories')
    this.schema.dropTable('documents')
  }
}
