import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { DriverQuery, DriverResult, Facets, SearchDriver, SearchItem } from '../types.js'
import { acceptedTags } from '../types.js'
import { hitFromRow } from './stored_hit.js'
import { tokenFields } from './index_fields.js'
import type { EntryScope, FullText, Match } from './full_text.js'
import { SqliteFullText } from './sqlite_full_text.js'
import { MysqlFullText } from './mysql_full_text.js'

const WRITE_ATTEMPTS = 5

function isWriteConflict(error: unknown) {
  const code = String((error as { code?: string })?.code ?? '')
  return code === 'ER_DUP_ENTRY' || code === 'ER_LOCK_DEADLOCK' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/**
 * Counting and faceting stop after this many matches: a common word in a large library
 * matches tens of thousands of rows, and visitors page through at most a few hundred.
 */
export const COUNT_CAP = 1000

/**
 * Relevance ranks a window of the newest matches instead of every match: scoring the tens of
 * thousands of documents a common word matches costs seconds, a few hundred milliseconds.
 * Title and keyword matches come first, ranked among themselves, then the body matches; a
 * client paging past the windows gets the remaining matches newest first. For rarer words
 * the windows hold every match and the ranking is exact. The other sorts order the newest
 * SORT_WINDOW matches.
 */
export interface DatabaseDriverOptions {
  titleWindow?: number
  bodyWindow?: number
  sortWindow?: number
  /** MySQL/MariaDB: entries per full-text shard table. */
  textShardSize?: number
}

const SORTS = {
  latest: 'item_created_at DESC, id DESC',
  uses: 'use_count DESC, id DESC',
  views: 'view_count DESC, id DESC',
}

const byScore = (a: Match, b: Match) => (b.score ?? 0) - (a.score ?? 0) || b.id - a.id

export class DatabaseDriver implements SearchDriver {
  readonly name = 'database' as const
  readonly #windows: { title: number; body: number; sort: number }
  readonly #shardSize?: number
  #texts = new Map<string, FullText>()

  constructor(options: DatabaseDriverOptions = {}) {
    this.#windows = { title: options.titleWindow ?? 200, body: options.bodyWindow ?? 500, sort: options.sortWindow ?? 5000 }
    this.#shardSize = options.textShardSize
  }

  #text(): FullText {
    const dialect = db.connection().dialect.name === 'mysql' ? 'mysql' : 'sqlite'
    let text = this.#texts.get(dialect)
    if (!text) {
      text = dialect === 'mysql' ? new MysqlFullText(this.#shardSize) : new SqliteFullText()
      this.#texts.set(dialect, text)
    }
    return text
  }

  async upsert(kind: string, items: SearchItem[], stamp: number) {
    if (items.length === 0) return
    const text = this.#text()
    // A sync job and a rebuild may write the same new item at once (MySQL runs them in
    // parallel): the loser's insert meets the unique key or a deadlock, and its retry, in a
    // new transaction, finds the row and updates it.
    for (let attempt = 1; ; attempt++) {
      try {
        await text.prepare(items.length)
        await db.transaction(async (trx) => {
          for (const item of items) await this.#write(trx, text, kind, item, stamp)
        })
        return
      } catch (error) {
        if (attempt >= WRITE_ATTEMPTS || !(isWriteConflict(error) || (await text.recover(error)))) throw error
      }
    }
  }

  async #write(trx: TransactionClientContract, text: FullText, kind: string, item: SearchItem, stamp: number) {
    const tokens = tokenFields(item)
    const row: Record<string, unknown> = {
      kind,
      item_id: item.id,
      identifier: item.identifier.slice(0, 64),
      url: item.url.slice(0, 255),
      title: item.title.slice(0, 255),
      keywords: item.keywords,
      description: item.description,
      tag: (item.tag ?? '').slice(0, 16),
      language: item.language.slice(0, 32),
      categories_json: JSON.stringify(item.categories),
      extra_json: JSON.stringify(item.extra ?? {}),
      view_count: item.counts?.views ?? 0,
      use_count: item.counts?.uses ?? 0,
      item_created_at: entryTime(item.createdAt),
      indexed_at: stamp,
      ...text.entryColumns(tokens),
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
    await text.write(trx, entryId, tokens)
    await trx.from('search_entry_categories').where('entry_id', entryId).delete()
    if (item.categories.length) {
      await trx
        .table('search_entry_categories')
        .multiInsert(
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
    const text = this.#text()
    // Removing while a sync job writes the same entries can deadlock on MySQL; the loser runs again.
    for (let attempt = 1; ; attempt++) {
      try {
        await db.transaction(async (trx) => {
          await text.drop(trx, entryIds)
          await trx.from('search_entry_categories').whereIn('entry_id', entryIds).delete()
          await trx.from('search_entries').whereIn('id', entryIds).delete()
        })
        return
      } catch (error) {
        if (attempt >= WRITE_ATTEMPTS || !isWriteConflict(error)) throw error
      }
    }
  }

  async count(kind: string) {
    const row = await db.from('search_entries').where('kind', kind).count('* as total').first()
    return Number(row?.total ?? 0)
  }

  async search(query: DriverQuery): Promise<DriverResult> {
    const text = this.#text()
    const expression = text.expression(query.terms, query.mode)
    const filtered = entryScope(query, true)
    const { filters } = query
    const tags = acceptedTags(filters)
    const filtering = Boolean(tags || filters.language || filters.categoryId)

    // The first matches, unfiltered: totals and facets are counted from them.
    const candidates = await text.matches(expression, entryScope(query, false), COUNT_CAP, false)
    const categories = await categoriesOf(candidates.map((candidate) => candidate.id))
    const passes = (candidate: Match, omit?: keyof Facets) =>
      (omit === 'tag' || !tags || tags.includes(candidate.tag)) &&
      (omit === 'language' || !filters.language || candidate.language === filters.language) &&
      (omit === 'category' ||
        !filters.categoryId ||
        (categories.get(candidate.id) ?? []).some((category) => category.id === filters.categoryId))
    let total = candidates.filter((candidate) => passes(candidate)).length
    if (candidates.length === COUNT_CAP && filtering) total = (await text.matches(expression, filtered, COUNT_CAP, false)).length

    const pageIds =
      query.sort === 'relevance'
        ? await this.#rankedPage(text, expression, filtered, query, filtering ? null : candidates)
        : await this.#sortedPage(text, expression, filtered, query)
    const hits = await rowsInOrder(pageIds)
    if (hits.length) total = Math.max(total, query.offset + hits.length)
    return { total, hits: hits.map(hitFromRow), facets: facetsOf(candidates, categories, passes) }
  }

  /** `unfiltered`: the candidates, when no filter applies and they carry scores (MySQL), saving a second walk. */
  async #rankedPage(text: FullText, expression: string, scope: EntryScope, query: DriverQuery, unfiltered: Match[] | null) {
    const windows = this.#windows
    const end = query.offset + query.limit
    const titled = (await text.titleMatches(expression, scope, windows.title)).sort(byScore)
    const seen = new Set(titled.map((match) => match.id))
    const pool =
      unfiltered && unfiltered.length && unfiltered[0].score !== undefined && unfiltered.length >= Math.min(windows.body, COUNT_CAP)
        ? unfiltered.slice(0, windows.body)
        : await text.matches(expression, scope, windows.body, true)
    const bodied = pool.filter((match) => !seen.has(match.id)).sort(byScore)
    const ranked = [...titled, ...bodied].map((match) => match.id)
    if (end > ranked.length && (titled.length === windows.title || pool.length === windows.body)) {
      for (const match of bodied) seen.add(match.id)
      const rest = await text.matches(expression, scope, end + seen.size, false)
      ranked.push(...rest.filter((match) => !seen.has(match.id)).map((match) => match.id))
    }
    return ranked.slice(query.offset, end)
  }

  async #sortedPage(text: FullText, expression: string, scope: EntryScope, query: DriverQuery) {
    const newest = await text.matches(expression, scope, this.#windows.sort, false)
    if (newest.length === 0) return []
    const rows = await db
      .from('search_entries')
      .whereIn(
        'id',
        newest.map((match) => match.id)
      )
      .orderByRaw(SORTS[query.sort as keyof typeof SORTS])
      .offset(query.offset)
      .limit(query.limit)
      .select('id')
    return rows.map((row) => Number(row.id))
  }
}

/** item_created_at as it is written and compared. */
function entryTime(date: Date) {
  return DateTime.fromJSDate(date).toFormat('yyyy-MM-dd HH:mm:ss')
}

/** The conditions on the entry itself: its kind and, when `filtered`, the visitor's filters. */
function entryScope(query: DriverQuery, filtered: boolean): EntryScope {
  const where: string[] = ['e.kind = ?']
  const bindings: unknown[] = [query.kind]
  // A period bounds what is searched, facets and totals included, like the kind.
  const { from, to } = query.filters.created ?? {}
  if (from) {
    where.push('e.item_created_at >= ?')
    bindings.push(entryTime(from))
  }
  if (to) {
    where.push('e.item_created_at <= ?')
    bindings.push(entryTime(to))
  }
  const tags = acceptedTags(query.filters)
  if (filtered && tags) {
    where.push(`e.tag IN (${tags.map(() => '?').join(', ')})`)
    bindings.push(...tags)
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

async function rowsInOrder(ids: number[]) {
  if (ids.length === 0) return []
  const rows = await db.from('search_entries').whereIn('id', ids)
  const position = new Map(ids.map((id, index) => [id, index]))
  return rows.sort((a, b) => position.get(Number(a.id))! - position.get(Number(b.id))!)
}

type Category = { id: number; title: string }

async function categoriesOf(ids: number[]) {
  const byId = new Map<number, Category[]>()
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .from('search_entry_categories')
      .whereIn('entry_id', ids.slice(start, start + 500))
      .select('entry_id', 'category_id', 'title')
    for (const row of rows) {
      const list = byId.get(Number(row.entry_id)) ?? []
      list.push({ id: Number(row.category_id), title: String(row.title) })
      byId.set(Number(row.entry_id), list)
    }
  }
  return byId
}

/** Each facet counts the matches that pass the other facets' filters, so a visitor can switch within one. */
function facetsOf(
  candidates: Match[],
  categories: Map<number, Category[]>,
  passes: (candidate: Match, omit?: keyof Facets) => boolean
): Facets {
  const tally = (values: string[]) => {
    const counts = new Map<string, number>()
    for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
    return [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, 20)
  }
  const byCategory = new Map<number, Category & { count: number }>()
  for (const candidate of candidates) {
    if (!passes(candidate, 'category')) continue
    for (const category of categories.get(candidate.id) ?? []) {
      const entry = byCategory.get(category.id) ?? { ...category, count: 0 }
      entry.count += 1
      byCategory.set(category.id, entry)
    }
  }
  return {
    tag: tally(candidates.filter((candidate) => passes(candidate, 'tag')).map((candidate) => candidate.tag)),
    language: tally(candidates.filter((candidate) => passes(candidate, 'language')).map((candidate) => candidate.language)),
    category: [...byCategory.values()].sort((a, b) => b.count - a.count || a.id - b.id).slice(0, 20),
  }
}
