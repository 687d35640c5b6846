/** A datetime column of a raw db.from() row: a Date on MySQL, 'YYYY-MM-DD HH:MM:SS' text on SQLite. */
export function rowDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value).replace(' ', 'T'))
}
