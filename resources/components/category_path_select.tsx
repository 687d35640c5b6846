import { useMemo } from 'react'
import { NamedSelect } from '~/components/named_select'

/** A category of the tree as the pickers receive it. */
export interface CategoryChoice {
  label: string
  value: number
  children?: CategoryChoice[]
}

interface PathOption {
  value: number
  label: string
  path: number[]
}

/** Every category of the tree, parents too, each labelled with its whole path: 计算机 / 编程. */
function pathOptions(choices: CategoryChoice[], parent: PathOption | null = null): PathOption[] {
  return choices.flatMap((choice) => {
    const option = {
      value: choice.value,
      label: parent ? `${parent.label} / ${choice.label}` : choice.label,
      path: [...(parent?.path ?? []), choice.value],
    }
    return [option, ...pathOptions(choice.children ?? [], option)]
  })
}

/**
 * Chooses a category of the tree as its path from the root. A select of whole paths rather than
 * Semi's Cascader, whose options cannot be reached by keyboard; typing narrows the list.
 */
export function CategoryPathSelect({
  name,
  categories,
  value,
  onChange,
  className,
  placeholder,
  disabled,
  validateStatus,
  emptyContent = '暂无可选分类',
}: {
  name: string
  categories: CategoryChoice[]
  /** Root → chosen category. */
  value: number[]
  onChange: (path: number[]) => void
  className?: string
  placeholder: string
  disabled?: boolean
  validateStatus?: 'error' | 'default'
  emptyContent?: string
}) {
  const options = useMemo(() => pathOptions(categories), [categories])
  return (
    <NamedSelect
      name={name}
      className={className}
      optionList={options.map(({ value: id, label }) => ({ value: id, label }))}
      value={value.at(-1)}
      filter
      showClear
      disabled={disabled}
      placeholder={placeholder}
      validateStatus={validateStatus}
      emptyContent={emptyContent}
      onChange={(id) => onChange(options.find((option) => option.value === id)?.path ?? [])}
    />
  )
}
