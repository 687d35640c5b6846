import { CATEGORY_TYPE, categoryTree, type CategoryNode } from '#plugins/categories/contracts'

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

/** The document category tree (disabled ones marked), for the 分类 picker of the spider's forms. */
export async function documentCategoryChoices(): Promise<CategoryOption[]> {
  return (await categoryTree(CATEGORY_TYPE.Document)).map(toOption)
}
