import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { QueryTerm } from '../segmenter.js'
import { type EntryScope, type FullText, type Tokens, matchOf, rowsOf } from './full_text.js'

/** Tokens are letters, digits and CJK only, so quoting them can never form query syntax. */
export function ftsExpression(terms: QueryTerm[], mode: 'all' | 'any') {
  const parts = terms.map((term) => (term.prefix ? `"${term.tokens[0]}"*` : `"${term.tokens.join(' ')}"`))
  return parts.join(mode === 'all' ? ' AND ' : ' OR ')
}

/**
 * SQLite: the tokens in FTS5 tables keyed by the entry id, search_fts over every field and
 * search_fts_title over titles and keywords. Newest first is rowid order, which FTS5 walks
 * backwards without sorting. CROSS JOIN keeps SQLite from walking every entry of the kind
 * and probing the full-text index for each (seconds for a rare word).
 */
export class SqliteFullText implements FullText {
  expression = ftsExpression

  entryColumns() {
    return {}
  }

  async prepare() {}

  async recover() {
    return false
  }

  async write(trx: TransactionClientContract, entryId: number, tokens: Tokens) {
    await trx.rawQuery('DELETE FROM search_fts WHERE rowid = ?', [entryId])
    await trx.rawQuery('DELETE FROM search_fts_title WHERE rowid = ?', [entryId])
    await trx.rawQuery('INSERT INTO search_fts (rowid, title, keywords, description, body, extra) VALUES (?, ?, ?, ?, ?, ?)', [
      entryId,
      tokens.title,
      tokens.keywords,
      tokens.description,
      tokens.body,
      tokens.extra,
    ])
    await trx.rawQuery('INSERT INTO search_fts_title (rowid, title, keywords) VALUES (?, ?, ?)', [entryId, tokens.title, tokens.keywords])
  }

  async drop(trx: TransactionClientContract, entryIds: number[]) {
    const marks = entryIds.map(() => '?').join(',')
    await trx.rawQuery(`DELETE FROM search_fts WHERE rowid IN (${marks})`, entryIds)
    await trx.rawQuery(`DELETE FROM search_fts_title WHERE rowid IN (${marks})`, entryIds)
  }

  titleMatches(expression: string, scope: EntryScope, limit: number) {
    return this.#newest('search_fts_title', '-bm25(search_fts_title, 10.0, 6.0)', expression, scope, limit)
  }

  matches(expression: string, scope: EntryScope, limit: number, scored: boolean) {
    return this.#newest('search_fts', scored ? '-bm25(search_fts, 10.0, 6.0, 3.0, 1.0, 2.0)' : null, expression, scope, limit)
  }

  async #newest(table: string, score: string | null, expression: string, scope: EntryScope, limit: number) {
    const rows = rowsOf(
      await db.rawQuery(
        `SELECT ${table}.rowid AS id, ${score ? `${score} AS score, ` : ''}e.tag, e.language FROM ${table}
         CROSS JOIN search_entries e ON e.id = ${table}.rowid
         WHERE ${table} MATCH ? AND ${scope.sql} ORDER BY ${table}.rowid DESC LIMIT ${Math.floor(limit)}`,
        [expression, ...scope.bindings]
      )
    )
    return rows.map(matchOf)
  }
}
