import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'

/** What MOREDOC rows are called in the map: one name per table copied. */
export type ImportKind =
  | 'group'
  | 'user'
  | 'user_group'
  | 'category'
  | 'document'
  | 'document_category'
  | 'article'
  | 'comment'
  | 'favorite'
  | 'download'
  | 'navigation'
  | 'friendlink'
  | 'setting'
  | 'banner'
  | 'avatar'
  | 'document_score'
  | 'sign'
  | 'report'
  | 'punishment'
  | 'language'
  | 'advertisement'
  | 'group_permission'

/** MOREDOC id → id here for one kind, as copied by earlier runs and this one. */
export async function mappedIds(kind: ImportKind) {
  const rows = await db.from('moredoc_import_map').where('kind', kind).select('source_id', 'target_id')
  return new Map<number, number>(rows.map((row) => [Number(row.source_id), Number(row.target_id)]))
}

/** Recorded inside the transaction that wrote the row: both land, or neither does. */
export async function remember(kind: ImportKind, sourceId: number, targetId: number, trx: TransactionClientContract) {
  await trx
    .insertQuery()
    .table('moredoc_import_map')
    .insert({
      kind,
      source_id: sourceId,
      target_id: targetId,
      created_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss'),
    })
}

/** The id of the row an insert created (mysql2 and better-sqlite3 both answer [id]). */
export function insertedId(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result)
}

/** MOREDOC's DATETIME text (or nothing) as the column value here. */
export function timestamp(value: unknown, fallback = DateTime.now()) {
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : ''
  const parsed = text && !text.startsWith('0000') ? DateTime.fromSQL(text) : null
  return (parsed?.isValid ? parsed : fallback).toFormat('yyyy-MM-dd HH:mm:ss')
}

/** MOREDOC's DATETIME text as a DateTime, or null for none (or MySQL's zero date). */
export function dateTimeOf(value: unknown) {
  const parsed = typeof value === 'string' && !value.startsWith('0000') ? DateTime.fromSQL(value) : null
  return parsed?.isValid ? parsed : null
}
