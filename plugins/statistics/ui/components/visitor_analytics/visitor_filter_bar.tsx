import { NamedSelect } from '~/components/named_select'
import { ListSearch } from '~/components/admin/admin_list_page'
import type { ListQuery } from '~/components/admin/use_list_query'
import type { VisitorFilters, VisitorRow } from './visitor_types'
import './visitor_analytics.css'

const BOT_OPTIONS = [
  { value: 0, label: '真实访客' },
  { value: 1, label: '爬虫' },
]

export function VisitorFilterBar({ list }: { list: ListQuery<VisitorRow, VisitorFilters> }) {
  return (
    <>
      <ListSearch list={list} field="ip" label="按 IP 搜索" placeholder="IP 开头，如 10.1." />
      <NamedSelect
        name="访客类型"
        placeholder="全部访客"
        className="ds-stats-bot-filter"
        value={list.filters.is_bot === undefined ? undefined : list.filters.is_bot ? 1 : 0}
        showClear
        optionList={BOT_OPTIONS}
        onChange={(value) => list.filter({ is_bot: value === undefined ? undefined : Number(value) === 1 })}
      />
    </>
  )
}
