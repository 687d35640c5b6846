import { Form } from '@douyinfe/semi-ui-19'
import type { CascaderOption } from './category_types'

/** The 上级分类 picker of the category forms: any level may be chosen, none makes a top-level category. */
export function ParentCategoryField({ options }: { options: CascaderOption[] }) {
  return (
    <Form.Cascader
      field="parent_path"
      label="上级分类"
      placeholder="不选则为顶级分类"
      treeData={options}
      changeOnSelect
      showClear
      filterTreeNode
      className="ds-full-width"
    />
  )
}
