import { useId } from 'react'
import { Select } from '@douyinfe/semi-ui-19'
import type { SelectProps } from '@douyinfe/semi-ui-19/lib/es/select'

/**
 * A Select with no visible label, named for screen readers: Semi drops `aria-label` and names
 * its combobox by `aria-labelledby` only, so the name is a visually hidden text beside it.
 */
export function NamedSelect({ name, ...props }: SelectProps & { name: string }) {
  const labelId = useId()
  return (
    <>
      <span id={labelId} className="ds-visually-hidden">
        {name}
      </span>
      <Select {...props} aria-labelledby={labelId} />
    </>
  )
}
