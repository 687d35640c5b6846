const READ_TABLES = /\b(?:from|join)\s+[`"]?([A-Za-z_][A-Za-z0-9_]*)/gi
const WRITTEN_TABLE =
  /^\s*(?:insert\s+(?:or\s+\w+\s+)?(?:ignore\s+)?into|replace\s+into|update|delete\s+from)\s+[`"]?([A-Za-z_][A-Za-z0-9_]*)/i

/** Tables a statement reads from (FROM and JOIN clauses, subqueries included). */
export function tablesRead(sql: string): string[] {
  const tables: string[] = []
  for (const match of sql.matchAll(READ_TABLES)) tables.push(match[1].toLowerCase())
  return tables
}

/** The table an INSERT, UPDATE, DELETE or REPLACE writes, or null for any other statement. */
export function tableWritten(sql: string): string | null {
  const match = WRITTEN_TABLE.exec(sql)
  return match ? match[1].toLowerCase() : null
}
