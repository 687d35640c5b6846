import { NamedSelect } from '~/components/named_select'
import { ScrollTable } from '~/components/scroll_table'
import { useState, type ReactNode } from 'react'
import { Button, Empty, Input } from '@douyinfe/semi-ui-19'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'
import { IconFilter, IconPlus, IconRefresh, IconSearch } from '@douyinfe/semi-icons'
import { IllustrationNoContent, IllustrationNoResult } from '@douyinfe/semi-illustrations'
import { useMediaQuery } from '~/hooks/use_media_query'
import { useElementWidth } from '~/hooks/use_element_width'
import { fitColumns } from './fit_columns'
import { AdminPage } from './admin_page'
import type { FilterValue, ListQuery } from './use_list_query'

export interface AdminListEmpty {
  /** What the list holds once there is something, said when there is nothing yet. */
  title: string
  description?: ReactNode
  /** A button that makes the first row, for instance. */
  action?: ReactNode
  /** When the filters are why nothing shows (default: some filter holds a value). */
  filtered?: boolean
  filteredTitle?: string
}

/**
 * A keyword box of the filter bar, bound to a text filter of the list: typing edits the
 * draft, Enter applies it, clearing the box searches with none.
 */
export function ListSearch({
  list,
  field,
  label,
  placeholder,
  icon = <IconSearch />,
  wide = true,
}: {
  list: ListQuery
  field: string
  /** The box's aria-label. */
  label: string
  placeholder: string
  icon?: ReactNode
  /** The main keyword box is wider than the other filters. */
  wide?: boolean
}) {
  return (
    <Input
      className={wide ? 'ds-admin-list__search' : undefined}
      prefix={icon}
      placeholder={placeholder}
      aria-label={label}
      value={(list.draft[field] as string) ?? ''}
      showClear
      onChange={(value) => list.setDraft({ [field]: value })}
      onEnterPress={list.search}
      onClear={() => list.filter({ [field]: '' })}
    />
  )
}

/**
 * A select of the filter bar, bound to a filter of the list: choosing applies it at once, and
 * clearing it (when it may be cleared) shows everything.
 */
export function ListSelect({
  list,
  field,
  placeholder,
  label = placeholder,
  options,
  multiple,
  searchable,
  clearable = true,
}: {
  list: ListQuery
  field: string
  placeholder: string
  /** What a screen reader announces, when the placeholder does not say it (按位置筛选). */
  label?: string
  options: { value: string | number; label: string }[]
  multiple?: boolean
  /** Long option lists can be narrowed by typing. */
  searchable?: boolean
  clearable?: boolean
}) {
  return (
    <NamedSelect
      name={label}
      placeholder={placeholder}
      value={list.filters[field] as any}
      optionList={options}
      multiple={multiple}
      filter={searchable}
      maxTagCount={multiple ? 1 : undefined}
      showClear={clearable}
      onChange={(value) =>
        list.filter({ [field]: multiple ? ((value as (string | number)[] | undefined) ?? []) : ((value as FilterValue) ?? undefined) })
      }
    />
  )
}

/**
 * A select between the two states of a true/false field ('true' and 'false' in the address),
 * each named by `labels`, in the order they are given there.
 */
export function ListBooleanSelect(props: { list: ListQuery; field: string; placeholder: string; labels: { true: string; false: string } }) {
  const { labels, ...select } = props
  return <ListSelect {...select} options={Object.entries(labels).map(([value, label]) => ({ value, label }))} />
}

/** The value of an enable filter: everything, or only the enabled or disabled rows. */
export type EnableFilter = 'all' | 'true' | 'false'

/** The 全部状态 / 已启用 / 已禁用 select, bound to the list's `enable` filter. */
export function ListEnableSelect({ list }: { list: ListQuery }) {
  return (
    <ListSelect
      list={list}
      field="enable"
      placeholder="启用状态"
      clearable={false}
      options={[
        { value: 'all', label: '全部状态' },
        { value: 'true', label: '已启用' },
        { value: 'false', label: '已禁用' },
      ]}
    />
  )
}

/**
 * An admin list page over a useListQuery: the frame (title, summary, buttons and a refresh
 * button), a notice, the filter bar (with 搜索 for typed filters, 清除筛选 once they differ
 * from the opening ones, and the less used filters folded away on a phone), the batch bar
 * while rows are selected, then the table: row selection when there are batch actions,
 * loading, a real empty state and paging with the total. On a phone the columns lose their
 * fixed sides and the table scrolls sideways inside the panel, never the page.
 */
export function AdminListPage<Row extends { id: number }>({
  title,
  description,
  actions,
  create,
  notice,
  filters,
  moreFilters,
  batch,
  unit = '项',
  selectable,
  list,
  rows,
  columns,
  scrollX,
  empty,
  pageSizes = [10, 20, 50, 100],
  expandAll,
  modals,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  /** The 新增 button, in the header and in the empty state (leave it out for who may not create). */
  create?: { label: string; onClick: () => void }
  notice?: ReactNode
  filters?: ReactNode
  /** Filters folded behind 更多筛选 on a phone. */
  moreFilters?: ReactNode
  /** The buttons of the batch bar; without them rows cannot be selected. */
  batch?: ReactNode
  /** What a selected row is counted in: 已选择 3 篇. */
  unit?: string
  /** Rows that may be selected (all of them by default). */
  selectable?: (row: Row) => boolean
  list: ListQuery<Row>
  /** The rows to show when they are not the list's own (a tree built from them). */
  rows?: Row[]
  columns: ColumnProps<Row>[]
  /** The table's width: it scrolls sideways inside the panel when the screen is narrower. */
  scrollX: number
  empty: AdminListEmpty
  pageSizes?: number[]
  /** A tree whose rows all start open. */
  expandAll?: boolean
  modals?: ReactNode
  children?: never
}) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [showMore, setShowMore] = useState(false)
  const filtered = empty.filtered ?? list.filtered
  const [tableWidth, tableRef] = useElementWidth<HTMLDivElement>()
  const fitted = narrow ? null : fitColumns(columns, scrollX, tableWidth, Boolean(batch))
  const emptyAction =
    empty.action ??
    (create && (
      <Button icon={<IconPlus />} onClick={create.onClick}>
        {create.label}
      </Button>
    ))

  return (
    <AdminPage
      title={title}
      description={description}
      actions={
        <>
          {actions}
          {create && (
            <Button type="primary" theme="solid" icon={<IconPlus />} onClick={create.onClick}>
              {create.label}
            </Button>
          )}
          <Button icon={<IconRefresh />} theme="borderless" onClick={() => list.reload()} aria-label="刷新列表" />
        </>
      }
      modals={modals}
    >
      {notice && <div className="ds-admin-list__notice">{notice}</div>}
      {(filters || moreFilters) && (
        <div className="ds-admin-list__filters">
          {filters}
          {narrow && moreFilters && (
            <Button icon={<IconFilter />} onClick={() => setShowMore(!showMore)} aria-expanded={showMore}>
              {showMore ? '收起筛选' : list.changed ? '筛选（已启用）' : '更多筛选'}
            </Button>
          )}
          {(!narrow || showMore) && moreFilters}
          {list.text.length > 0 && (
            <Button type="primary" onClick={list.search}>
              搜索
            </Button>
          )}
          {list.changed && (
            <Button theme="borderless" onClick={list.clear}>
              清除筛选
            </Button>
          )}
        </div>
      )}
      {batch && list.selected.length > 0 && (
        <div className="ds-admin-list__batch" role="toolbar" aria-label="批量操作">
          <span className="ds-admin-list__batch-count">
            已选择 {list.selected.length} {unit}
          </span>
          {batch}
          <Button size="small" theme="borderless" onClick={() => list.setSelected([])}>
            取消选择
          </Button>
        </div>
      )}
      <div ref={tableRef}>
        <ScrollTable<Row>
          name={`${title}表格`}
          key={expandAll ? String(list.loading) : undefined}
          rowKey="id"
          columns={fitted ? fitted.columns : columns.map((column) => ({ ...column, fixed: undefined }))}
          dataSource={rows ?? list.rows}
          loading={list.loading}
          defaultExpandAllRows={expandAll}
          scroll={{ x: fitted && tableWidth ? fitted.width : scrollX }}
          size={narrow ? 'small' : 'default'}
          rowSelection={
            batch
              ? {
                  selectedRowKeys: list.selected,
                  onChange: (keys) => list.setSelected((keys ?? []).map(Number)),
                  ...(selectable ? { getCheckboxProps: (row: Row) => ({ disabled: !selectable(row) }) } : {}),
                }
              : undefined
          }
          empty={
            list.loaded ? (
              <div className="ds-admin-list__empty">
                <Empty
                  image={
                    filtered ? <IllustrationNoResult className="ds-empty-image" /> : <IllustrationNoContent className="ds-empty-image" />
                  }
                  title={filtered ? (empty.filteredTitle ?? '没有符合条件的结果') : empty.title}
                  description={filtered ? '换个关键词或清除筛选条件试试' : empty.description}
                >
                  {!filtered && emptyAction}
                </Empty>
              </div>
            ) : (
              <div className="ds-admin-list__placeholder" />
            )
          }
          pagination={
            list.paged
              ? {
                  currentPage: list.page,
                  pageSize: list.size,
                  total: list.total,
                  // The table's own line "显示第 1 条-第 10 条，共 N 条", shortened on a phone.
                  formatPageText: narrow ? (info) => `共 ${info?.total ?? 0} 条` : true,
                  showSizeChanger: !narrow,
                  pageSizeOpts: pageSizes,
                  size: narrow ? 'small' : 'default',
                  onPageChange: list.setPage,
                  onPageSizeChange: list.setSize,
                }
              : false
          }
        />
      </div>
    </AdminPage>
  )
}
