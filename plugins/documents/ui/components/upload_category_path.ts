import type { CategoryChoice } from './upload_types'

/** The Cascader path (root → node) of the deepest of these categories found in the tree. */
export function categoryPathOf(tree: CategoryChoice[], ids: number[]): number[] {
  let best: number[] = []
  const visit = (nodes: CategoryChoice[], trail: number[]) => {
    for (const node of nodes) {
      const path = [...trail, node.value]
      if (ids.includes(node.value) && path.length > best.length) best = path
      if (node.children) visit(node.children, path)
    }
  }
  visit(tree, [])
  return best
}
