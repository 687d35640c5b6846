import { useState } from 'react'
import { Empty, Select, Table, Tag } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { AdminPage } from '~/components/admin/admin_page'
import { formatDateTime } from '~/lib/format'
import { useAdminList } from '../../components/use_admin_list'
import type { UserVipItem } from '../../components/commerce_types'

const KINDS = [
  { value: 0, label: '年度' },
  { value: 1, label: '季度' },
  { value: 2, label: '月度' },
  { value: 3, label: '单日' },
]

type Row = UserVipItem & { username: string }

export default function UserVipList() {
  const [page, setPage] = useState(1)
  const [size, setSize] = useState(10)
  const [types, setTypes] = useState<number[]>([])
  const list = useAdminList<Row>('/api/v1/uservip/list', 'user_vip', { page, size, type: types })
  const now = Date.now()

  return (
    <AdminPage
      title="VIP会员"
      toolbar={
        <Select
          multiple
          placeholder="VIP类型"
          style={{ minWidth: 160 }}
          value={types}
          onChange={(value) => {
            setPage(1)
            setTypes(value as number[])
          }}
          optionList={KINDS}
        />
      }
    >
      <Table<Row>
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        scroll={{ x: 880 }}
        empty={list.loaded ? <Empty image={<IllustrationNoContent style={{ width: 120, height: 120 }} />} title="暂无VIP会员" /> : <span />}
        columns={[
          { title: '用户', dataIndex: 'username', width: 140 },
          { title: '类型', dataIndex: 'type', width: 90, render: (value: number) => KINDS.find((kind) => kind.value === value)?.label ?? '-' },
          { title: '订单号', dataIndex: 'order_no', width: 220 },
          { title: '每天免费下载', dataIndex: 'times', width: 110 },
          { title: '开始时间', dataIndex: 'joined_at', width: 170, render: (value: string) => formatDateTime(value) },
          { title: '到期时间', dataIndex: 'expired_at', width: 170, render: (value: string) => formatDateTime(value) },
          {
            title: '状态',
            dataIndex: 'expired_at',
            key: 'state',
            width: 90,
            render: (value: string, row: Row) =>
              new Date(value).getTime() <= now ? (
                <Tag color="grey">已过期</Tag>
              ) : new Date(row.joined_at ?? value).getTime() > now ? (
                <Tag color="blue">待生效</Tag>
              ) : (
                <Tag color="green">生效中</Tag>
              ),
          },
        ]}
        pagination={{
          currentPage: page,
          pageSize: size,
          total: list.total,
          showSizeChanger: true,
          pageSizeOpts: [10, 20, 50, 100],
          onPageChange: setPage,
          onPageSizeChange: (next: number) => {
            setSize(next)
            setPage(1)
          },
        }}
      />
    </AdminPage>
  )
}
