import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

/**
 * The database driver's index: one row per item, its categories, and the full-text part:
 * an FTS5 table on SQLite, FULLTEXT indexes over token columns on MySQL/MariaDB.
 */
export default class extends BaseSchema {
  async up() {
    const mysql = this.db.dialect.name === 'mysql'
    this.schema.createTable('search_entries', (table) => {
      table.increments('id')
      table.string('kind', 32).notNullable()
      table.integer('item_id').unsigned().notNullable()
      table.string('identifier', 64).notNullable().defaultTo('')
      table.string('url', 255).notNullable().defaultTo('')
      table.string('title', 255).notNullable().defaultTo('')
      table.text('keywords').notNullable()
      table.text('description').notNullable()
      table.string('ext', 16).notNullable().defaultTo('')
      table.string('language', 32).notNullable().defaultTo('')
      table.string('uploader', 64).notNullable().defaultTo('')
      table.text('categories_json').notNullable()
      table.text('extra_json').notNullable()
      table.integer('view_count').notNullable().defaultTo(0)
      table.integer('download_count').notNullable().defaultTo(0)
      table.timestamp('item_created_at').notNullable()
      /** Milliseconds of the indexing run that wrote the row: a rebuild drops older ones. */
      table.bigInteger('indexed_at').notNullable().defaultTo(0)
      if (mysql) {
        table.text('tok_title').notNullable()
        table.text('tok_keywords').notNullable()
        table.text('tok_description').notNullable()
        table.specificType('tok_body', 'longtext').notNullable()
        table.text('tok_extra').notNullable()
      }
      table.unique(['kind', 'item_id'])
      table.index(['kind', 'item_created_at'])
      table.index(['kind', 'indexed_at'])
    })
    this.schema.createTable('search_entry_categories', (table) => {
      table.integer('entry_id').unsigned().notNullable().index()
      table.integer('category_id').unsigned().notNullable().index()
      table.string('title', 64).notNullable().defaultTo('')
    })
    if (mysql) {
      this.schema.raw(
        'ALTER TABLE search_entries ADD FULLTEXT INDEX search_entries_fulltext (tok_title, tok_keywords, tok_description, tok_body, tok_extra)'
      )
      this.schema.raw('ALTER TABLE search_entries ADD FULLTEXT INDEX search_entries_title_fulltext (tok_title)')
    } else {
      this.schema.raw(
        "CREATE VIRTUAL TABLE search_fts USING fts5(title, keywords, description, body, extra, tokenize = 'unicode61 remove_diacritics 2')"
      )
    }

    this.schema.createTable('search_rebuilds', (table) => {
      table.string('kind', 32).primary()
      /** Stamp of the run: entries written before it are dropped when it completes. */
      table.bigInteger('stamp').notNullable()
      table.integer('last_id').unsigned().notNullable().defaultTo(0)
      table.integer('done').notNullable().defaultTo(0)
      table.timestamp('finished_at').nullable()
      timestampColumns(table)
    })

    this.schema.createTable('search_records', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().defaultTo(0).index()
      table.string('ip', 64).notNullable().defaultTo('')
      table.integer('type').notNullable().defaultTo(0)
      table.string('keywords', 64).notNullable().defaultTo('').index()
      table.integer('total').notNullable().defaultTo(0)
      table.integer('page').notNullable().defaultTo(1)
      table.string('user_agent', 255).notNullable().defaultTo('')
      /** Seconds. */
      table.float('spend_time').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTableIfExists('search_records')
    this.schema.dropTableIfExists('search_rebuilds')
    this.schema.raw('DROP TABLE IF EXISTS search_fts')
    this.schema.dropTableIfExists('search_entry_categories')
    this.schema.dropTableIfExists('search_entries')
  }
}
