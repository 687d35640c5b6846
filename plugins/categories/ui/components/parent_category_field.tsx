import type { ComponentProps } from 'react'
import { withField } from '@douyinfe/semi-ui-19'
import { CategoryPathSelect, type CategoryChoice } from '~/components/category_path_select'

type PathInputProps = Omit<ComponentProps<typeof CategoryPathSelect>, 'value' | 'onChange'> & {
  value?: number[]
  onChange?: (path: number[]) => void
}

/** The form owns the value: empty until a path is chosen. */
function PathInput({ value, onChange, ...props }: PathInputProps) {
  return <CategoryPathSelect {...props} value={value ?? []} onChange={(path) => onChange?.(path)} />
}

/** The path select as a form field (a Cascader's options cannot be reached by keyboard). */
const CategoryPathField = withField(PathInput)

/** The 上级分类 picker of the category forms: any level may be chosen, none makes a top-level category. */
export function ParentCategoryField({ options }: { options: CategoryChoice[] }) {
  return (
    <CategoryPathField
      field="parent_path"
      label="上级分类"
      name="上级分类"
      placeholder="不选则为顶级分类"
      categories={options}
      emptyContent="暂无分类"
      className="ds-full-width"
    />
  )
}
