import { describe, expect, it } from 'vitest'
import { buildTree } from '../lib/tree'

const row = (id: number, parent_id: number) => ({ id, parent_id, title: `#${id}` })

describe('buildTree', () => {
  it('nests rows under their parents and keeps their order', () => {
    const tree = buildTree([row(1, 0), row(2, 1), row(3, 0), row(4, 1)])
    expect(tree.map((node) => node.id)).toEqual([1, 3])
    expect(tree[0].children?.map((node) => node.id)).toEqual([2, 4])
    expect(tree[1].children).toBeUndefined()
  })

  it('leaves out a row whose parent is missing, or puts it at the top with orphansAtTop', () => {
    const rows = [row(1, 0), row(5, 99)]
    expect(buildTree(rows).map((node) => node.id)).toEqual([1])
    expect(buildTree(rows, { orphansAtTop: true }).map((node) => node.id)).toEqual([1, 5])
  })

  it('stops a cycle where it comes back', () => {
    const tree = buildTree([row(1, 0), row(2, 1), row(1, 2)])
    expect(tree[0].children?.[0].id).toBe(2)
    expect(tree[0].children?.[0].children).toBeUndefined()
  })
})
