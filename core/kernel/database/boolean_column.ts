import type { ColumnOptions } from '@adonisjs/lucid/types/model'

/**
 * Options of a boolean column: SQLite and MySQL store booleans as 0/1 and hand them back as
 * numbers, so the model turns them into real booleans. `@column(booleanColumn())`, with any
 * other column option passed through (`booleanColumn({ columnName: 'is_show' })`).
 */
export function booleanColumn(options: Partial<ColumnOptions> = {}): Partial<ColumnOptions> {
  return { ...options, consume: (value: unknown) => Boolean(value) }
}
