import { categoryTree, type CategoryNode } from '../services/category_tree.js'

/** One category as a Cascader / TreeSelect option. */
export interface CategoryOption {
  value: number
  label: string
  children?: CategoryOption[]
}

function toOption(node: CategoryNode): CategoryOption {
  return {
    value: node.id,
    label: node.enable ? node.title : `${node.title}（已禁用）`,
    ...(node.children.length ? { children: node.children.map(toOption) } : {}),
  }
}

/** A kind's whole category tree, disabled ones too (marked), for the admin's category pickers. */
export async function categoryOptions(type: number): Promise<CategoryOption[]> {
  return (await categoryTree(type)).map(toOption)
}
