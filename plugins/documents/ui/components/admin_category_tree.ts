import type { CategoryOption } from './admin_types'

export interface TreeNode {
  label: string
  value: number
  key: string
  children?: TreeNode[]
}

/** Category options as Semi TreeSelect / Cascader data (both read label, value, key, children). */
export function categoryTreeData(options: CategoryOption[]): TreeNode[] {
  return options.map((option) => ({
    label: option.label,
    value: option.value,
    key: String(option.value),
    ...(option.children?.length ? { children: categoryTreeData(option.children) } : {}),
  }))
}
