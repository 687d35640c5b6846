/**
 * How many rows an update, increment or delete changed. The result's shape depends on the
 * layer and the dialect: knex answers a number, Lucid's model query builder a one-item array,
 * and a raw MySQL/MariaDB statement a result header (`affectedRows`, also inside an array).
 */
export function affectedRows(result: unknown): number {
  const value = Array.isArray(result) ? result[0] : result
  if (value !== null && typeof value === 'object' && 'affectedRows' in value) return Number(value.affectedRows) || 0
  return Number(value) || 0
}
