import Language from '../models/language.js'
import { categoryTree, type CategoryNode } from '#plugins/categories/contracts'

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

/** The document category tree (type 0, disabled ones too) as Cascader/TreeSelect options. */
export async function documentCategoryOptions(): Promise<CategoryOption[]> {
  return (await categoryTree(0)).map(toOption)
}

/** Every language, enabled ones first, for selects. */
export async function languageOptions() {
  const rows = await Language.query().orderBy('enable', 'desc').orderBy('sort', 'desc').orderBy('id', 'asc')
  return rows.map((row) => ({ value: row.code, label: row.enable ? row.language : `${row.language}（已禁用）` }))
}
