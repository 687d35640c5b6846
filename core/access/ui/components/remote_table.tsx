import type { ReactNode } from 'react'
import { Table } from '@douyinfe/semi-ui-19'
import type { TableProps } from '@douyinfe/semi-ui-19/lib/es/table'
import type { useRemoteList } from './use_remote_list'

type RemoteList<Row> = ReturnType<typeof useRemoteList<Row>>

/**
 * The table of an access list page over a useRemoteList: rows keyed by id, compact on narrow
 * screens, the empty state once the first load is done, and paging that goes back to page 1
 * when the page size changes. onPaging runs before any page or size change.
 */
export function RemoteTable<Row extends { id: number }>({
  list,
  narrow,
  columns,
  scrollX,
  empty,
  pageSizeOpts,
  rowSelection,
  showTotal,
  onPaging,
}: {
  list: RemoteList<Row>
  narrow: boolean
  columns: TableProps<Row>['columns']
  scrollX: number
  empty: ReactNode
  pageSizeOpts: number[]
  rowSelection?: TableProps<Row>['rowSelection']
  showTotal?: boolean
  onPaging?: () => void
}) {
  return (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={list.rows}
      loading={list.loading}
      scroll={{ x: scrollX }}
      size={narrow ? 'small' : 'default'}
      rowSelection={rowSelection}
      empty={list.loaded ? empty : <span />}
      pagination={{
        currentPage: list.page,
        pageSize: list.size,
        total: list.total,
        showSizeChanger: !narrow,
        ...(showTotal === undefined ? {} : { showTotal }),
        pageSizeOpts,
        size: narrow ? 'small' : 'default',
        onPageChange: (page: number) => {
          onPaging?.()
          list.setPage(page)
        },
        onPageSizeChange: (size: number) => {
          onPaging?.()
          list.setSize(size)
          list.setPage(1)
        },
      }}
    />
  )
}
