import type { Knex } from 'knex'

/**
 * created_at and updated_at as the tables write them (the models' withTimestamps fills them).
 * Existing migrations use it: what it creates must never change.
 */
export function timestampColumns(table: Knex.CreateTableBuilder) {
  table.timestamp('created_at').notNullable()
  table.timestamp('updated_at').notNullable()
}

/** Counters a row keeps (views, favourites, comments...): whole numbers from 0. Same caution as above. */
export function counterColumns(table: Knex.CreateTableBuilder, ...names: string[]) {
  for (const name of names) table.integer(name).notNullable().defaultTo(0)
}
