/** A row of a parent_id tree, with the rows under it. */
export type TreeNode<Row> = Row & { children?: TreeNode<Row>[] }

/**
 * Nests rows by parent_id (0: the top level), keeping their order under each parent. A row
 * whose parent is not among the rows is left out, or put at the top level with `orphansAtTop`;
 * a cycle stops where it comes back.
 */
export function buildTree<Row extends { id: number; parent_id: number }>(rows: Row[], { orphansAtTop = false } = {}): TreeNode<Row>[] {
  const ids = new Set(rows.map((row) => row.id))
  const byParent = new Map<number, Row[]>()
  for (const row of rows) {
    const parent = orphansAtTop && !ids.has(row.parent_id) ? 0 : row.parent_id
    byParent.set(parent, [...(byParent.get(parent) ?? []), row])
  }
  const build = (parentId: number, seen: Set<number>): TreeNode<Row>[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const children = build(row.id, new Set([...seen, row.id]))
        return children.length ? { ...row, children } : { ...row }
      })
  return build(0, new Set())
}
