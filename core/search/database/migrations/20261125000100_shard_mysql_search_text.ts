import { BaseSchema } from '@adonisjs/lucid/schema'
import { TEXT_SHARD_SIZE, createShardSql, existingShards, shardOf, shardTable } from '#core/search/drivers/mysql_text_shards'

/**
 * MySQL/MariaDB only: the full text moves out of search_entries into shard tables (see
 * mysql_text_shards.ts); search_entries keeps the title and keyword tokens under one
 * FULLTEXT index. Existing entries are copied, so no rebuild is needed.
 */
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    if (this.db.dialect.name !== 'mysql') return
    this.defer(async (client) => {
      const row = await client.from('search_entries').max('id as top').first()
      const top = Number(row?.top ?? 0)
      for (let shard = 0; shard <= shardOf(top); shard++) {
        await client.rawQuery(createShardSql(shard))
        await client.rawQuery(
          `INSERT INTO ${shardTable(shard)} (entry_id, tok)
           SELECT id, CONCAT_WS(' ', tok_title, tok_keywords, tok_description, tok_body, tok_extra) FROM search_entries WHERE id >= ? AND id < ?`,
          [shard * TEXT_SHARD_SIZE, (shard + 1) * TEXT_SHARD_SIZE]
        )
      }
      await client.rawQuery(
        `ALTER TABLE search_entries DROP INDEX search_entries_fulltext, DROP INDEX search_entries_title_fulltext,
         DROP COLUMN tok_description, DROP COLUMN tok_body, DROP COLUMN tok_extra`
      )
      await client.rawQuery('ALTER TABLE search_entries ADD FULLTEXT INDEX search_entries_title_fulltext (tok_title, tok_keywords)')
    })
  }

  async down() {
    if (this.db.dialect.name !== 'mysql') return
    this.defer(async (client) => {
      await client.rawQuery(
        `ALTER TABLE search_entries DROP INDEX search_entries_title_fulltext,
         ADD COLUMN tok_description TEXT NOT NULL DEFAULT '', ADD COLUMN tok_body LONGTEXT NOT NULL DEFAULT '', ADD COLUMN tok_extra TEXT NOT NULL DEFAULT ''`
      )
      for (const shard of await existingShards(client)) {
        await client.rawQuery(`UPDATE search_entries e JOIN ${shardTable(shard)} t ON t.entry_id = e.id SET e.tok_body = t.tok`)
        await client.rawQuery(`DROP TABLE ${shardTable(shard)}`)
      }
      await client.rawQuery(
        'ALTER TABLE search_entries ADD FULLTEXT INDEX search_entries_fulltext (tok_title, tok_keywords, tok_description, tok_body, tok_extra)'
      )
      await client.rawQuery('ALTER TABLE search_entries ADD FULLTEXT INDEX search_entries_title_fulltext (tok_title)')
    })
  }
}
