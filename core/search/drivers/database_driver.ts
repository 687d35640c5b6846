import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { QueryTerm } from '../segmenter.js'
import type { DriverQuery, DriverResult, Facets, SearchDriver, SearchItem } from '../types.js'
import { hitFromRow } from './stored_hit.js'
import { tokenFields } from './index_fields.js'

type Dialect = 'sqlite' | 'mysql'

const WRITE_ATTEMPTS = 5

function isWriteConflict(error: unknown) {
  const code = String((error as { code?: string })?.code ?? '')
  return code === 'ER_DUP_ENTRY' || code === 'ER_LOCK_DEADLOCK' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/**
 * MySQL/MariaDB FULLTEXT drops short words and stopwords (innodb_ft_min_token_size = 3,
 * "the", "and"...): every token is stored and searched with this prefix, so single letters
 * ("c" of "c++"), two-character pairs and short English words count like any other.
 */
const MYSQL_TOKEN_PREFIX = 'xx'

function mysqlTokens(text: string) {
  return text ? text.split(' ').map((token) => MYSQL_TOKEN_PREFIX + token).join(' ') : ''
}

/** Tokens are letters, digits and CJK only, so quoting them can never form query syntax. */
export function ftsExpression(terms: QueryTerm[], mode: 'all' | 'any') {
  const parts = terms.map((term) => (term.prefix ? `"${term.tokens[0]}"*` : `"${term.tokens.join(' ')}"`))
  return parts.join(mode === 'all' ? ' AND ' : ' OR ')
}

export function mysqlExpression(terms: QueryTerm[], mode: 'all' | 'any') {
  const must = mode === 'all' ? '+' : ''
  return terms
    .map((term) =>
      term.prefix ? `${must}${MYSQL_TOKEN_PREFIX}${term.tokens[0]}*` : `${must}"${mysqlTokens(term.tokens.join(' '))}"`
    )
    .join(' ')
}

function rowsOf(result: any): any[] {
  if (Array.isArray(result) && Array.isArray(result[0])) return result[0]
  return Array.isArray(result) ? result : []
}

/**
 * Counting and faceting stop after this many matches: a common word in a large library
 * matches tens of thousands of rows, and visitors page through at most a few hundred.
 */
export const COUNT_CAP = 1000

/**
 * SQLite ranks a window of the newest matches instead of every match: bm25 over the tens of
 * thousands of documents a common word matches costs seconds, over a thousand a few
 * milliseconds. Title and keyword matches (their own small FTS table) come first, ranked
 * among themselves, then the body matches; for rarer words the windows hold every match and
 * the ranking is exact. The other sorts order the newest SORT_WINDOW matches.
 */
const TITLE_WINDOW = 200
const BODY_WINDOW = 500
const SORT_WINDOW = 5000

const SORTS = {
  latest: 'e.item_created_at DESC, e.id DESC',
  downloads: 'e.download_count DESC, e.id DESC',
  views: 'e.view_count DESC, e.id DESC',
}

export class DatabaseDriver implements SearchDriver {
  readonly name = 'database' as const

  #dialect(): Dialect {
    return db.connection().dialect.name === 'mysql' ? 'mysql' : 'sqlite'
  }

  async upsert(kind: string, items: SearchItem[], stamp: number) {
    if (items.length === 0) return
    const dialect = this.#dialect()
    // A sync job and a rebuild may write the same new item at once (MySQL runs them in
    // parallel): the loser's insert meets the unique key or a deadlock, and its retry, in a
    // new transaction, finds the row and updates it.
    for (let attempt = 1; ; attempt++) {
      try {
        await db.transaction(async (trx) => {
          for (const item of items) await this.#write(trx, dialect, kind, item, stamp)
        })
        return
      } catch (error) {
        if (attempt >= WRITE_ATTEMPTS || !isWriteConflict(error)) throw error
      }
    }
  }

  async #write(trx: TransactionClientContract, dialect: Dialect, kind: string, item: SearchItem, stamp: number) {
    const tokens = tokenFields(item)
    const row: Record<string, unknown> = {
      kind,
      item_id: item.id,
      identifier: item.identifier.slice(0, 64),
      url: item.url.slice(0, 255),
      title: item.title.slice(0, 255),
      keywords: item.keywords,
      description: item.description,
      ext: item.ext.slice(0, 16),
      language: item.language.slice(0, 32),
      uploader: item.uploader.slice(0, 64),
      categories_json: JSON.stringify(item.categories),
      extra_json: JSON.stringify(item.extra ?? {}),
      view_count: item.viewCount,
      download_count: item.downloadCount,
      item_created_at: DateTime.fromJSDate(item.createdAt).toFormat('yyyy-MM-dd HH:mm:ss'),
      indexed_at: stamp,
    }
    if (dialect === 'mysql') {
      Object.assign(row, {
        tok_title: mysqlTokens(tokens.title),
        tok_keywords: mysqlTokens(tokens.keywords),
        tok_description: mysqlTokens(tokens.description),
        tok_body: mysqlTokens(tokens.body),
        tok_extra: mysqlTokens(tokens.extra),
      })
    }
    const existing = await trx.from('search_entries').where({ kind, item_id: item.id }).select('id').first()
    let entryId: number
    if (existing) {
      entryId = Number(existing.id)
      await trx.from('search_entries').where('id', entryId).update(row)
    } else {
      const [inserted] = await trx.table('search_entries').insert(row)
      entryId = Number(typeof inserted === 'object' ? (inserted as any).id : inserted)
    }
    if (dialect === 'sqlite') {
      await trx.rawQuery('DELETE FROM search_fts WHERE rowid = ?', [entryId])
      await trx.rawQuery('DELETE FROM search_fts_title WHERE rowid = ?', [entryId])
      await trx.rawQuery(
        'INSERT INTO search_fts (rowid, title, keywords, description, body, extra) VALUES (?, ?, ?, ?, ?, ?)',
        [entryId, tokens.title, tokens.keywords, tokens.description, tokens.body, tokens.extra]
      )
      await trx.rawQuery('INSERT INTO search_fts_title (rowid, title, keywords) VALUES (?, ?, ?)', [entryId, tokens.title, tokens.keywords])
    }
    await trx.from('search_entry_categories').where('entry_id', entryId).delete()
    if (item.categories.length) {
      await trx.table('search_entry_categories').multiInsert(
        item.categories.map((category) => ({ entry_id: entryId, category_id: category.id, title: category.title.slice(0, 64) }))
      )
    }
  }

  async remove(kind: string, ids: number[]) {
    if (ids.length === 0) return
    const entries = await db.from('search_entries').where('kind', kind).whereIn('item_id', ids).select('id')
    await this.#drop(entries.map((entry) => Number(entry.id)))
  }

  async removeStale(kind: string, stamp: number) {
    let removed = 0
    for (;;) {
      const entries = await db.from('search_entries').where('kind', kind).where('indexed_at', '<', stamp).limit(500).select('id')
      if (entries.length === 0) return removed
      await this.#drop(entries.map((entry) => Number(entry.id)))
      removed += entries.length
    }
  }

  async #drop(entryIds: number[]) {
    if (entryIds.length === 0) return
    const dialect = this.#dialect()
    await db.transaction(async (trx) => {
      if (dialect === 'sqlite') {
        const marks = entryIds.map(() => '?').join(',')
        await trx.rawQuery(`DELETE FROM search_fts WHERE rowid IN (${marks})`, entryIds)
        await trx.rawQuery(`DELETE FROM search_fts_title WHERE rowid IN (${marks})`, entryIds)
      }
      await trx.from('search_entry_categories').whereIn('entry_id', entryIds).delete()
      await trx.from('search_entries').whereIn('id', entryIds).delete()
    })
  }

  async count(kind: string) {
    const row = await db.from('search_entries').where('kind', kind).count('* as total').first()
    return Number(row?.total ?? 0)
  }

  async search(query: DriverQuery): Promise<DriverResult> {
    const dialect = this.#dialect()
    const expression = dialect === 'sqlite' ? ftsExpression(query.terms, query.mode) : mysqlExpression(query.terms, query.mode)
    /** The conditions on the entry itself: its kind and the visitor's filters. */
    const entryScope = (filtered: boolean) => {
      const where: string[] = ['e.kind = ?']
      const bindings: unknown[] = [query.kind]
      if (filtered && query.filters.ext) {
        where.push('e.ext = ?')
        bindings.push(query.filters.ext)
      }
      if (filtered && query.filters.language) {
        where.push('e.language = ?')
        bindings.push(query.filters.language)
      }
      if (filtered && query.filters.categoryId) {
        where.push('EXISTS (SELECT 1 FROM search_entry_categories c WHERE c.entry_id = e.id AND c.category_id = ?)')
        bindings.push(query.filters.categoryId)
      }
      return { sql: where.join(' AND '), bindings }
    }
    const scope = (filtered: boolean) => {
      const entry = entryScope(filtered)
      // CROSS JOIN keeps SQLite from walking every entry of the kind and probing the
      // full-text index for each (seconds for a rare word).
      const sql =
        dialect === 'sqlite'
          ? `FROM search_fts CROSS JOIN search_entries e ON e.id = search_fts.rowid WHERE search_fts MATCH ? AND ${entry.sql}`
          : `FROM search_entries e WHERE MATCH (e.tok_title, e.tok_keywords, e.tok_description, e.tok_body, e.tok_extra) AGAINST (? IN BOOLEAN MODE) AND ${entry.sql}`
      return { sql, bindings: [expression, ...entry.bindings] }
    }

    const filteredScope = scope(true)
    const hits =
      dialect === 'sqlite'
        ? await this.#sqliteHits(expression, entryScope(true), query)
        : await this.#mysqlHits(expression, filteredScope, query)

    // One more full-text pass collects the first matches; totals and facets are counted from them.
    const unfiltered = scope(false)
    const candidates = rowsOf(
      await db.rawQuery(`SELECT e.id, e.ext, e.language ${unfiltered.sql} LIMIT ${COUNT_CAP}`, unfiltered.bindings)
    ).map((row) => ({ id: Number(row.id), ext: String(row.ext ?? ''), language: String(row.language ?? ''), categories: [] as { id: number; title: string }[] }))
    await this.#attachCategories(candidates)
    const { filters } = query
    const passes = (candidate: (typeof candidates)[number], omit?: 'ext' | 'language' | 'category') =>
      (omit === 'ext' || !filters.ext || candidate.ext === filters.ext) &&
      (omit === 'language' || !filters.language || candidate.language === filters.language) &&
      (omit === 'category' || !filters.categoryId || candidate.categories.some((category) => category.id === filters.categoryId))

    let total = candidates.filter((candidate) => passes(candidate)).length
    const filtering = Boolean(filters.ext || filters.language || filters.categoryId)
    if (candidates.length === COUNT_CAP && filtering) {
      const row = rowsOf(
        await db.rawQuery(`SELECT COUNT(*) AS total FROM (SELECT 1 ${filteredScope.sql} LIMIT ${COUNT_CAP}) matched`, filteredScope.bindings)
      )[0]
      total = Number(row?.total ?? 0)
    }
    if (hits.length) total = Math.max(total, query.offset + hits.length)
    return { total, hits: hits.map(hitFromRow), facets: facetsOf(candidates, passes) }
  }

  async #mysqlHits(expression: string, scope: { sql: string; bindings: unknown[] }, query: DriverQuery) {
    const rank =
      '-(MATCH (e.tok_title) AGAINST (? IN BOOLEAN MODE) * 3 + MATCH (e.tok_title, e.tok_keywords, e.tok_description, e.tok_body, e.tok_extra) AGAINST (? IN BOOLEAN MODE))'
    const order = query.sort === 'relevance' ? 'rank ASC, e.id DESC' : SORTS[query.sort]
    return rowsOf(
      await db.rawQuery(`SELECT e.*, ${rank} AS rank ${scope.sql} ORDER BY ${order} LIMIT ? OFFSET ?`, [
        expression,
        expression,
        ...scope.bindings,
        query.limit,
        query.offset,
      ])
    )
  }

  /**
   * The page of hits. The site pages through at most 50 × 10 results, inside the ranked
   * windows; an API client paging past them (size 50, page 15 on) gets an empty page.
   */
  async #sqliteHits(expression: string, entry: { sql: string; bindings: unknown[] }, query: DriverQuery): Promise<Record<string, any>[]> {
    if (query.sort !== 'relevance') {
      return rowsOf(
        await db.rawQuery(
          `SELECT e.* FROM (SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC LIMIT ${SORT_WINDOW}) w
           CROSS JOIN search_entries e ON e.id = w.id WHERE ${entry.sql} ORDER BY ${SORTS[query.sort]} LIMIT ? OFFSET ?`,
          [expression, ...entry.bindings, query.limit, query.offset]
        )
      )
    }
    const window = async (table: string, weights: string, size: number) =>
      rowsOf(
        await db.rawQuery(
          `SELECT ${table}.rowid AS id, bm25(${table}, ${weights}) AS rank FROM ${table}
           CROSS JOIN search_entries e ON e.id = ${table}.rowid
           WHERE ${table} MATCH ? AND ${entry.sql} ORDER BY ${table}.rowid DESC LIMIT ${size}`,
          [expression, ...entry.bindings]
        )
      ).map((row) => ({ id: Number(row.id), rank: Number(row.rank) }))
    const byRank = (a: { id: number; rank: number }, b: { id: number; rank: number }) => a.rank - b.rank || b.id - a.id
    const titled = (await window('search_fts_title', '10.0, 6.0', TITLE_WINDOW)).sort(byRank)
    const seen = new Set(titled.map((row) => row.id))
    const bodied = (await window('search_fts', '10.0, 6.0, 3.0, 1.0, 2.0', BODY_WINDOW)).filter((row) => !seen.has(row.id)).sort(byRank)
    const ranked = [...titled, ...bodied]
    const pageIds = ranked.slice(query.offset, query.offset + query.limit).map((row) => row.id)
    if (pageIds.length === 0) return []
    const rows = await db.from('search_entries').whereIn('id', pageIds)
    const position = new Map(pageIds.map((id, index) => [id, index]))
    return rows.sort((a, b) => position.get(Number(a.id))! - position.get(Number(b.id))!)
  }

  async #attachCategories(candidates: { id: number; categories: { id: number; title: string }[] }[]) {
    const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]))
    const ids = [...byId.keys()]
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await db
        .from('search_entry_categories')
        .whereIn('entry_id', ids.slice(start, start + 500))
        .select('entry_id', 'category_id', 'title')
      for (const row of rows) byId.get(Number(row.entry_id))?.categories.push({ id: Number(row.category_id), title: String(row.title) })
    }
  }
}

interface Candidate {
  ext: string
  language: string
  categories: { id: number; title: string }[]
}

/** Each facet counts the matches that pass the other facets' filters, so a visitor can switch within one. */
function facetsOf<C extends Candidate>(candidates: C[], passes: (candidate: C, omit?: 'ext' | 'language' | 'category') => boolean): Facets {
  const tally = (values: string[]) => {
    const counts = new Map<string, number>()
    for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
    return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, 20)
  }
  const categories = new Map<number, { id: number; title: string; count: number }>()
  for (const candidate of candidates) {
    if (!passes(candidate, 'category')) continue
    for (const category of candidate.categories) {
      const entry = categories.get(category.id) ?? { ...category, count: 0 }
      entry.count += 1
      categories.set(category.id, entry)
    }
  }
  return {
    ext: tally(candidates.filter((candidate) => passes(candidate, 'ext')).map((candidate) => candidate.ext)),
    language: tally(candidates.filter((candidate) => passes(candidate, 'language')).map((candidate) => candidate.language)),
    category: [...categories.values()].sort((a, b) => b.count - a.count || a.id - b.id).slice(0, 20),
  }
}
