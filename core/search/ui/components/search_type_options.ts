import type { TagColor } from '@douyinfe/semi-ui-19/lib/es/tag'
import type { ColumnTag } from '~/components/admin/tag_column'

/** A search type as the search kind that owns it names it (文档, 文章, a plugin's 问候). */
export interface SearchRecordType {
  type: number
  label: string
}

const COLORS: TagColor[] = ['light-blue', 'violet', 'green', 'orange', 'cyan', 'pink', 'amber', 'indigo']

/** The 搜索类型 filter of the search admin pages: every search, or those of one kind. */
export function searchTypeOptions(types: SearchRecordType[]) {
  return [{ value: 'all', label: '全部类型' }, ...types.map(({ type, label }) => ({ value: String(type), label }))]
}

/** The 类型 tag of a record: its kind's name, or the bare number for a kind no loaded plugin registers. */
export function searchTypeTag(types: SearchRecordType[], type: number): ColumnTag {
  const index = types.findIndex((entry) => entry.type === type)
  return index < 0 ? { label: `类型 ${type}` } : { label: types[index].label, color: COLORS[index % COLORS.length] }
}
