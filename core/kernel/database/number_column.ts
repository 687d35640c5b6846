import type { ColumnOptions } from '@adonisjs/lucid/types/model'

/**
 * Options of a BIGINT column the model reads as a number: mysql2 hands BIGINT back as a
 * string, SQLite as a number. `@column(numberColumn()) declare size: number`.
 */
export function numberColumn(options: Partial<ColumnOptions> = {}): Partial<ColumnOptions> {
  return { ...options, consume: (value: unknown) => Number(value) }
}
