import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

/**
 * Advertisements (HTML for a position of the site, live between optional start and end
 * times) and banners (images of the home-page carousel and the apps).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('ads_advertisements', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().defaultTo(0)
      table.string('position', 32).notNullable()
      table.string('title', 128).notNullable().defaultTo('')
      table.text('content').notNullable()
      table.boolean('enable').notNullable().defaultTo(true)
      // Null: no limit on that side. DATETIME, as a campaign may well end after 2038.
      table.dateTime('start_time').nullable()
      table.dateTime('end_time').nullable()
      table.integer('sort').notNullable().defaultTo(0)
      table.string('remark', 255).notNullable().defaultTo('')
      timestampColumns(table)
      table.index(['position', 'enable'])
    })

    this.schema.createTable('ads_banners', (table) => {
      table.increments('id')
      table.string('title', 128).notNullable()
      // The image, a path below /uploads or an http(s) URL.
      table.string('path', 255).notNullable()
      // Where a click goes; empty for no link.
      table.string('url', 255).notNullable().defaultTo('')
      table.string('description', 255).notNullable().defaultTo('')
      table.tinyint('type').notNullable().defaultTo(0)
      table.integer('sort').notNullable().defaultTo(0)
      table.boolean('enable').notNullable().defaultTo(true)
      timestampColumns(table)
      table.index(['type', 'enable'])
    })
  }

  async down() {
    this.schema.dropTable('ads_banners')
    this.schema.dropTable('ads_advertisements')
  }
}
