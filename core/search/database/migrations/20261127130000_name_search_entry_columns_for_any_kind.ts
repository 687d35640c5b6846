import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * search_entries serves every search kind: the document-named columns take the names of what
 * they hold for any kind (a kind's own filter value, how often an item was taken), and the
 * uploader leaves (a kind shows it from its card data and indexes it as a word).
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => {
      await client.rawQuery('ALTER TABLE search_entries RENAME COLUMN ext TO tag')
      await client.rawQuery('ALTER TABLE search_entries RENAME COLUMN download_count TO use_count')
      await client.rawQuery('ALTER TABLE search_entries DROP COLUMN uploader')
    })
  }

  async down() {
    this.defer(async (client) => {
      await client.rawQuery('ALTER TABLE search_entries RENAME COLUMN tag TO ext')
      await client.rawQuery('ALTER TABLE search_entries RENAME COLUMN use_count TO download_count')
      await client.rawQuery("ALTER TABLE search_entries ADD COLUMN uploader VARCHAR(64) NOT NULL DEFAULT ''")
    })
  }
}
