/**
 * "Any of these columns contains the text", the same on SQLite and MySQL: the user's % and _
 * match themselves, and the escape character is one that neither dialect treats specially
 * inside a string literal.
 */
const ESCAPE = '!'

export function containsPattern(text: string) {
  return `%${text.replace(/[!%_]/g, (char) => ESCAPE + char)}%`
}

export function whereContains<Query extends { where(callback: (inner: any) => void): any }>(
  query: Query,
  columns: string[],
  text: string
): Query {
  const pattern = containsPattern(text)
  query.where((inner: any) => {
    for (const column of columns) inner.orWhereRaw(`?? LIKE ? ESCAPE '${ESCAPE}'`, [column, pattern])
  })
  return query
}
