import { BaseSchema } from '@adonisjs/lucid/schema'
import { counterColumns } from '#core/kernel/database/schema_columns'

/**
 * Raw events (page views, document accesses) are written in batches and kept for
 * statistics.retention_days; the rollup job folds them into the daily tables, which the
 * dashboards read and which are kept for good. Timestamps and days are local wall-clock
 * text (services/clock.ts). No foreign keys: users and documents live in other modules.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('statistics_page_views', (table) => {
      table.bigIncrements('id')
      table.string('visitor_id', 64).notNullable()
      table.integer('user_id').unsigned().notNullable().defaultTo(0)
      table.string('url', 512).notNullable()
      table.string('page_type', 16).notNullable()
      table.integer('item_id').unsigned().notNullable().defaultTo(0)
      table.string('referer', 512).notNullable().defaultTo('')
      table.string('ip', 64).notNullable().defaultTo('')
      table.string('user_agent', 512).notNullable().defaultTo('')
      table.boolean('is_bot').notNullable().defaultTo(false)
      table.string('day', 10).notNullable()
      table.dateTime('created_at').notNullable().index()
      table.index(['visitor_id', 'id'])
      table.index(['user_id', 'id'])
    })

    this.schema.createTable('statistics_document_events', (table) => {
      table.bigIncrements('id')
      table.integer('document_id').unsigned().notNullable()
      // 1 view, 2 download (enums/page_types.ts DocumentAction)
      table.tinyint('action').notNullable()
      table.string('visitor_id', 64).notNullable().defaultTo('')
      table.integer('user_id').unsigned().notNullable().defaultTo(0)
      table.string('ip', 64).notNullable().defaultTo('')
      table.boolean('is_bot').notNullable().defaultTo(false)
      table.string('day', 10).notNullable()
      table.dateTime('created_at').notNullable().index()
    })

    // One row per day: the dashboards' trends and totals read a year in 365 rows.
    this.schema.createTable('statistics_daily', (table) => {
      table.string('day', 10).primary()
      table.integer('page_views').notNullable().defaultTo(0)
      table.integer('bot_views').notNullable().defaultTo(0)
      // Distinct visitors of the day, those seen for the first time, and those signed in.
      counterColumns(table, 'visitors', 'new_visitors', 'user_visitors')
      // Visitors whose latest visit falls on this day: the visitors of "the last N days" sum these.
      counterColumns(table, 'last_seen_visitors', 'document_views', 'document_downloads')
    })

    this.schema.createTable('statistics_daily_page_types', (table) => {
      table.string('day', 10).notNullable()
      table.string('page_type', 16).notNullable()
      table.integer('views').notNullable().defaultTo(0)
      table.primary(['day', 'page_type'])
    })

    this.schema.createTable('statistics_daily_documents', (table) => {
      table.string('day', 10).notNullable()
      table.integer('document_id').unsigned().notNullable()
      table.integer('views').notNullable().defaultTo(0)
      table.integer('downloads').notNullable().defaultTo(0)
      table.primary(['day', 'document_id'])
    })

    // Each document's views and downloads in the quick ranges ending today (1, 7, 31, 92, 183
    // and 365 days), kept up to date by the rollup: the top lists read 10 rows, not a year of days.
    this.schema.createTable('statistics_document_windows', (table) => {
      table.smallint('window_days').notNullable()
      table.integer('document_id').unsigned().notNullable()
      table.integer('views').notNullable().defaultTo(0)
      table.integer('downloads').notNullable().defaultTo(0)
      table.primary(['window_days', 'document_id'])
      table.index(['window_days', 'views'])
      table.index(['window_days', 'downloads'])
    })

    // Breakdowns: browser, os and device per visitor and day; source per page view.
    this.schema.createTable('statistics_daily_dimensions', (table) => {
      table.string('day', 10).notNullable()
      table.string('dimension', 16).notNullable()
      table.string('value', 191).notNullable()
      table.integer('count').notNullable().defaultTo(0)
      table.primary(['day', 'dimension', 'value'])
    })

    this.schema.createTable('statistics_visitors', (table) => {
      table.increments('id')
      table.string('visitor_id', 64).notNullable().unique()
      table.integer('user_id').unsigned().notNullable().defaultTo(0)
      table.string('ip', 64).notNullable().defaultTo('')
      table.string('user_agent', 512).notNullable().defaultTo('')
      table.string('browser', 32).notNullable().defaultTo('')
      table.string('os', 32).notNullable().defaultTo('')
      table.string('device', 16).notNullable().defaultTo('')
      table.boolean('is_bot').notNullable().defaultTo(false)
      table.integer('page_views').notNullable().defaultTo(0)
      table.string('last_url', 512).notNullable().defaultTo('')
      table.dateTime('first_seen_at').notNullable()
      table.dateTime('last_seen_at').notNullable().index()
      table.index(['user_id'])
      table.index(['ip'])
      table.index(['is_bot', 'last_seen_at'])
    })

    // How far the rollup has read each raw table, and the day the document windows end on.
    this.schema.createTable('statistics_rollup_state', (table) => {
      table.string('name', 64).primary()
      table.bigInteger('last_id').notNullable().defaultTo(0)
      table.string('day', 10).nullable()
      table.dateTime('rolled_at').nullable()
    })
  }

  async down() {
    for (const name of [
      'statistics_rollup_state',
      'statistics_visitors',
      'statistics_daily_dimensions',
      'statistics_document_windows',
      'statistics_daily_documents',
      'statistics_daily_page_types',
      'statistics_daily',
      'statistics_document_events',
      'statistics_page_views',
    ]) {
      this.schema.dropTable(name)
    }
  }
}
