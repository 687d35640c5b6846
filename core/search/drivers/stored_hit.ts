import { DateTime } from 'luxon'
import type { StoredHit } from '../types.js'

function parsed<T>(json: unknown, fallback: T): T {
  try {
    return typeof json === 'string' && json ? (JSON.parse(json) as T) : fallback
  } catch {
    return fallback
  }
}

/** A search_entries row as the search service hands it on. */
export function hitFromRow(row: Record<string, any>): StoredHit {
  return {
    kind: String(row.kind),
    id: Number(row.item_id),
    identifier: String(row.identifier),
    url: String(row.url),
    title: String(row.title),
    keywords: String(row.keywords ?? ''),
    description: String(row.description ?? ''),
    tag: String(row.tag ?? ''),
    language: String(row.language ?? ''),
    categories: parsed(row.categories_json, []),
    createdAt: createdAtOf(row.item_created_at),
    extra: parsed(row.extra_json, {}),
  }
}

function createdAtOf(value: unknown) {
  if (value instanceof Date) return value
  if (typeof value === 'number') return new Date(value)
  const date = DateTime.fromSQL(String(value))
  return date.isValid ? date.toJSDate() : new Date(String(value))
}
