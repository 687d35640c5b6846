import { Input } from '@douyinfe/semi-ui-19'
import { IconSearch } from '@douyinfe/semi-icons'

/**
 * The keyword box that opens the filter row of an access list: Enter searches with the trimmed
 * keyword, clearing the box searches with none.
 */
export function FilterSearch({
  placeholder,
  label,
  value,
  onChange,
  onSearch,
}: {
  placeholder: string
  /** The box's aria-label. */
  label: string
  value: string
  onChange: (value: string) => void
  onSearch: (keyword: string) => void
}) {
  return (
    <Input
      className="ds-access-filters__search"
      prefix={<IconSearch />}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      onEnterPress={() => onSearch(value.trim())}
      onClear={() => onSearch('')}
      showClear
      aria-label={label}
    />
  )
}
