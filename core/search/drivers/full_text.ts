import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { QueryTerm } from '../segmenter.js'
import type { tokenFields } from './index_fields.js'

export type Tokens = ReturnType<typeof tokenFields>

/** Conditions on the entry row, aliased `e`: its kind and the visitor's filters. */
export interface EntryScope {
  sql: string
  bindings: unknown[]
}

export interface Match {
  id: number
  /** Higher is better. Absent when the caller did not ask for scores and they cost extra. */
  score?: number
  tag: string
  language: string
}

/**
 * The dialect's half of the database driver: where the tokens live and how they are matched.
 * Both halves answer "the newest matches first" cheaply, whatever the library's size, and
 * the driver ranks and pages from that.
 */
export interface FullText {
  expression(terms: QueryTerm[], mode: 'all' | 'any'): string
  /** Columns of search_entries written with the row. */
  entryColumns(tokens: Tokens): Record<string, unknown>
  /** Runs before a write transaction of `count` items, outside it. */
  prepare(count: number): Promise<void>
  write(trx: TransactionClientContract, entryId: number, tokens: Tokens): Promise<void>
  drop(trx: TransactionClientContract, entryIds: number[]): Promise<void>
  /** A write failed with `error`: true when this repaired its cause and a retry can succeed. */
  recover(error: unknown): Promise<boolean>
  /** Title and keyword matches, at most `limit`, each scored. */
  titleMatches(expression: string, scope: EntryScope, limit: number): Promise<Match[]>
  /**
   * Matches of the whole text, newest first, at most `limit`: a longer call returns the same
   * matches first, so a client paging past a short call sees no item twice.
   */
  matches(expression: string, scope: EntryScope, limit: number, scored: boolean): Promise<Match[]>
}

export function rowsOf(result: any): any[] {
  if (Array.isArray(result) && Array.isArray(result[0])) return result[0]
  return Array.isArray(result) ? result : []
}

export function matchOf(row: Record<string, unknown>): Match {
  return {
    id: Number(row.id),
    score: row.score === undefined || row.score === null ? undefined : Number(row.score),
    tag: String(row.tag ?? ''),
    language: String(row.language ?? ''),
  }
}
