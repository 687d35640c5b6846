import type { ReactNode } from 'react'
import { Card } from '@douyinfe/semi-ui-19'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'
import { ScrollTable } from '~/components/scroll_table'

/**
 * A card of the search analytics page with one row per keyword. On a phone its table scrolls
 * sideways in a named region the keyboard can reach; `notice` goes above the table.
 */
export function KeywordTableCard<Row extends { keywords: string }>({
  title,
  name,
  rows,
  columns,
  empty,
  notice,
}: {
  title: string
  /** The table region's accessible name. */
  name: string
  rows: Row[]
  columns: ColumnProps<Row>[]
  empty?: ReactNode
  notice?: ReactNode
}) {
  return (
    <Card bordered title={title} headerStyle={{ padding: '12px 16px' }} bodyStyle={{ padding: 0 }}>
      {notice}
      <ScrollTable<Row>
        name={name}
        scroll={{ x: 440 }}
        size="small"
        rowKey="keywords"
        pagination={false}
        dataSource={rows}
        empty={empty}
        columns={columns}
      />
    </Card>
  )
}
