/**
 * Reads a sort string ("col", "col asc", "a desc,b asc"; a bare column sorts descending)
 * against the allowed columns; anything unknown is dropped, and `fallback` keeps the order
 * stable.
 */
export function parseSort(
  input: string | undefined,
  columns: Record<string, string>,
  fallback: { column: string; order: 'asc' | 'desc' } = { column: 'id', order: 'desc' }
) {
  const output: { column: string; order: 'asc' | 'desc' }[] = []
  for (const part of (input ?? '').split(',')) {
    const [name, direction] = part.trim().split(/\s+/)
    const column = columns[name ?? '']
    if (!column || output.some((item) => item.column === column)) continue
    output.push({ column, order: direction?.toLowerCase() === 'asc' ? 'asc' : 'desc' })
  }
  if (!output.some((item) => item.column === fallback.column)) output.push(fallback)
  return output
}
