import type { ComponentProps } from 'react'
import { withField } from '@douyinfe/semi-ui-19'
import { CategoryPathSelect, type CategoryChoice } from '~/components/category_path_select'

type PathInputProps = Omit<ComponentProps<typeof CategoryPathSelect>, 'value' | 'onChange'> & {
  value?: number[]
  onChange?: (path: number[]) => void
}

function PathInput({ value, onChange, ...props }: PathInputProps) {
  return <CategoryPathSelect {...props} value={value ?? []} onChange={(path) => onChange?.(path)} />
}

const CategoryPathField = withField(PathInput)

/** 分类 of the spider's forms: the document category tree by name (no page shows category ids), as a path. */
export function SpiderCategoryField({ categories, placeholder }: { categories: CategoryChoice[]; placeholder: string }) {
  return (
    <CategoryPathField
      field="category_id"
      label="分类"
      name="分类"
      placeholder={placeholder}
      categories={categories}
      emptyContent="暂无文档分类"
      className="ds-full-width"
    />
  )
}
