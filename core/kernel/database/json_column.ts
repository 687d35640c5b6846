import type { ColumnOptions } from '@adonisjs/lucid/types/model'

/**
 * Options of a JSON column: neither SQLite nor MySQL parses JSON for Lucid, so the model
 * writes text and reads it back as a value; `empty` stands for a missing value both ways
 * (`@column(jsonColumn([])) declare files: SitemapFile[]`, `jsonColumn(null)` keeps SQL NULL).
 */
export function jsonColumn<T>(empty: T, options: Partial<ColumnOptions> = {}): Partial<ColumnOptions> {
  return {
    ...options,
    prepare: (value: unknown) => {
      const stored = value ?? empty
      return stored === null ? null : JSON.stringify(stored)
    },
    consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? empty)),
  }
}
