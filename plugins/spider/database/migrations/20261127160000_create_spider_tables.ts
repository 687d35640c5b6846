import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

/**
 * Source pages staff point the spider at, and every document link found on them, from the
 * link to a downloaded, checked file to a published document.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('spider_urls', (table) => {
      table.increments('id')
      table.string('url', 2048).notNullable()
      table.string('title', 255).notNullable().defaultTo('')
      // What found documents get when published: JSON array of category ids.
      table.string('category_id', 255).notNullable().defaultTo('[]')
      table.integer('price').notNullable().defaultTo(0)
      table.string('language', 32).notNullable().defaultTo('')
      table.integer('user_id').unsigned().notNullable().defaultTo(0)
      // Which links count as documents: extensions ("pdf,docx") or a regular expression.
      table.string('link_pattern', 512).notNullable().defaultTo('')
      table.string('pattern_target', 8).notNullable().defaultTo('url')
      table.integer('depth').notNullable().defaultTo(1)
      table.string('schedule', 8).notNullable().defaultTo('once')
      table.tinyint('status').notNullable().defaultTo(0)
      table.integer('total').notNullable().defaultTo(0)
      table.integer('pages').notNullable().defaultTo(0)
      table.string('error', 1024).notNullable().defaultTo('')
      table.dateTime('last_run_at').nullable()
      table.dateTime('next_run_at').nullable()
      timestampColumns(table)
      table.index(['status'])
      table.index(['next_run_at'])
    })

    this.schema.createTable('spider_documents', (table) => {
      table.increments('id')
      table.integer('spider_url_id').unsigned().notNullable().defaultTo(0)
      table.string('url', 2048).notNullable()
      // Dedupe by URL: the sha1 of the URL, as a 2048-character column cannot be indexed uniquely on MySQL.
      table.string('url_hash', 40).notNullable().unique()
      table.string('source_page', 2048).notNullable().defaultTo('')
      table.string('title', 255).notNullable().defaultTo('')
      table.string('title_from_href', 255).notNullable().defaultTo('')
      table.string('title_from_url', 255).notNullable().defaultTo('')
      table.string('title_from_attachment', 255).notNullable().defaultTo('')
      table.string('ext', 16).notNullable().defaultTo('')
      table.bigInteger('size').notNullable().defaultTo(0)
      table.string('content_type', 128).notNullable().defaultTo('')
      table.string('hash', 32).notNullable().defaultTo('')
      table.integer('attachment_id').unsigned().notNullable().defaultTo(0)
      // A file the library already had: the document it duplicates; nothing is stored twice.
      table.integer('duplicate_of').unsigned().notNullable().defaultTo(0)
      table.tinyint('status').notNullable().defaultTo(0)
      table.string('error', 1024).notNullable().defaultTo('')
      table.string('category_id', 255).notNullable().defaultTo('[]')
      table.integer('user_id').unsigned().notNullable().defaultTo(0)
      table.integer('price').notNullable().defaultTo(0)
      table.string('language', 32).notNullable().defaultTo('')
      table.integer('document_id').unsigned().notNullable().defaultTo(0)
      timestampColumns(table)
      table.index(['status'])
      table.index(['spider_url_id', 'status'])
      table.index(['hash'])
    })
  }

  async down() {
    this.schema.dropTable('spider_documents')
    this.schema.dropTable('spider_urls')
  }
}
