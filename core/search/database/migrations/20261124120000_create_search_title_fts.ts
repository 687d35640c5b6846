import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * SQLite only: a small FTS5 table of titles and keywords beside search_fts. Ranking every
 * match of a common word by bm25 over the full text costs seconds in a large library; the
 * title tier is cheap to rank and puts title matches first (see DatabaseDriver#sqliteRanked).
 * Filled from search_fts, so existing indexes need no rebuild.
 */
export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name === 'mysql') return
    this.schema.raw("CREATE VIRTUAL TABLE search_fts_title USING fts5(title, keywords, tokenize = 'unicode61 remove_diacritics 2')")
    this.schema.raw('INSERT INTO search_fts_title (rowid, title, keywords) SELECT rowid, title, keywords FROM search_fts')
  }

  async down() {
    if (this.db.dialect.name === 'mysql') return
    this.schema.raw('DROP TABLE IF EXISTS search_fts_title')
  }
}
