import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestampColumns } from '#core/kernel/database/schema_columns'

/**
 * One row per sitemap build. The files of a build live on the drive under sitemap/<key>/;
 * the newest ready row is the sitemap being served, so marking a build ready is the swap.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('seo_sitemap_builds', (table) => {
      table.increments('id')
      table.string('key', 40).notNullable().unique()
      /** building, ready or failed. */
      table.string('status', 16).notNullable().index()
      table.string('base_url', 255).notNullable().defaultTo('')
      table.integer('url_count').notNullable().defaultTo(0)
      table.integer('file_count').notNullable().defaultTo(0)
      /** JSON: [{ name, urls, lastmod }] in index order. */
      table.text('files').notNullable()
      table.string('error', 500).notNullable().defaultTo('')
      table.timestamp('finished_at').nullable()
      timestampColumns(table)
    })
  }

  async down() {
    this.schema.dropTableIfExists('seo_sitemap_builds')
  }
}
