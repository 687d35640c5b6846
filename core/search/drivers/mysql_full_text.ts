import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { QueryTerm } from '../segmenter.js'
import { type EntryScope, type FullText, type Match, type Tokens, matchOf, rowsOf } from './full_text.js'
import { TEXT_SHARD_SIZE, createShardSql, isMissingTable, shardOf, shardTable } from './mysql_text_shards.js'

/**
 * MySQL/MariaDB FULLTEXT drops short words and stopwords (innodb_ft_min_token_size = 3,
 * "the", "and"...): every token is stored and searched with this prefix, so single letters
 * ("c" of "c++"), two-character pairs and short English words count like any other.
 */
const TOKEN_PREFIX = 'xx'

export function mysqlTokens(text: string) {
  return text
    ? text
        .split(' ')
        .map((token) => TOKEN_PREFIX + token)
        .join(' ')
    : ''
}

export function mysqlExpression(terms: QueryTerm[], mode: 'all' | 'any') {
  const must = mode === 'all' ? '+' : ''
  return terms
    .map((term) => (term.prefix ? `${must}${TOKEN_PREFIX}${term.tokens[0]}*` : `${must}"${mysqlTokens(term.tokens.join(' '))}"`))
    .join(' ')
}

/**
 * MySQL/MariaDB: titles and keywords in search_entries under one FULLTEXT index, the whole
 * text in the shard tables (see mysql_text_shards.ts). A search walks the shards newest
 * first; within one, `WHERE MATCH ... LIMIT n` without ORDER BY hands back its best matches
 * first and stops after n, where ORDER BY would read every match.
 */
export class MysqlFullText implements FullText {
  expression = mysqlExpression
  /** Shards this process has created or written to. */
  #known = new Set<number>()

  constructor(readonly shardSize = TEXT_SHARD_SIZE) {}

  entryColumns(tokens: Tokens) {
    return { tok_title: mysqlTokens(tokens.title), tok_keywords: mysqlTokens(tokens.keywords) }
  }

  /**
   * CREATE TABLE commits any open transaction, so the shards new rows will need are made
   * first, from the table's next auto-increment id (ids of deleted rows are not reused).
   */
  async prepare(count: number) {
    const next = Math.max(await this.#nextId(), (await this.#topId()) + 1)
    for (let shard = shardOf(next, this.shardSize); shard <= shardOf(next + count, this.shardSize); shard++) await this.#ensure(shard)
  }

  /** An id beyond what prepare foresaw (MySQL 8 caches the counter it reads): make its shard and retry. */
  async recover(error: unknown) {
    if (!isMissingTable(error)) return false
    const shard = /search_text_(\d+)/.exec(String((error as Error).message))?.[1]
    if (shard === undefined) return false
    this.#known.delete(Number(shard))
    await this.#ensure(Number(shard))
    return true
  }

  async write(trx: TransactionClientContract, entryId: number, tokens: Tokens) {
    const text = [tokens.title, tokens.keywords, tokens.description, tokens.body, tokens.extra].filter(Boolean).join(' ')
    await trx.rawQuery(
      `INSERT INTO ${shardTable(shardOf(entryId, this.shardSize))} (entry_id, tok) VALUES (?, ?) ON DUPLICATE KEY UPDATE tok = VALUES(tok)`,
      [entryId, mysqlTokens(text)]
    )
  }

  async drop(trx: TransactionClientContract, entryIds: number[]) {
    const byShard = Map.groupBy(entryIds, (id) => shardOf(id, this.shardSize))
    for (const [shard, ids] of byShard) {
      try {
        await trx.rawQuery(`DELETE FROM ${shardTable(shard)} WHERE entry_id IN (${ids.map(() => '?').join(',')})`, ids)
      } catch (error) {
        if (!isMissingTable(error)) throw error
      }
    }
  }

  async titleMatches(expression: string, scope: EntryScope, limit: number) {
    const match = 'MATCH (e.tok_title, e.tok_keywords) AGAINST (? IN BOOLEAN MODE)'
    const rows = rowsOf(
      await db.rawQuery(
        `SELECT e.id, ${match} AS score, e.tag, e.language FROM search_entries e WHERE ${match} AND ${scope.sql} LIMIT ${Math.floor(limit)}`,
        [expression, expression, ...scope.bindings]
      )
    )
    return rows.map(matchOf)
  }

  async matches(expression: string, scope: EntryScope, limit: number) {
    const found: Match[] = []
    for (let shard = shardOf(await this.#topId(), this.shardSize); shard >= 0 && found.length < limit; shard--) {
      const match = 'MATCH (t.tok) AGAINST (? IN BOOLEAN MODE)'
      try {
        const rows = rowsOf(
          await db.rawQuery(
            `SELECT STRAIGHT_JOIN t.entry_id AS id, ${match} AS score, e.tag, e.language FROM ${shardTable(shard)} t
             JOIN search_entries e ON e.id = t.entry_id WHERE ${match} AND ${scope.sql} LIMIT ${Math.floor(limit - found.length)}`,
            [expression, expression, ...scope.bindings]
          )
        )
        found.push(...rows.map(matchOf))
      } catch (error) {
        if (!isMissingTable(error)) throw error
      }
    }
    return found
  }

  async #topId() {
    const row = await db.from('search_entries').max('id as top').first()
    return Number(row?.top ?? 0)
  }

  async #nextId() {
    const [row] = rowsOf(
      await db.rawQuery(
        "SELECT AUTO_INCREMENT AS next FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'search_entries'"
      )
    )
    return Number(row?.next ?? 0)
  }

  async #ensure(shard: number) {
    if (this.#known.has(shard)) return
    await db.rawQuery(createShardSql(shard))
    this.#known.add(shard)
  }
}
