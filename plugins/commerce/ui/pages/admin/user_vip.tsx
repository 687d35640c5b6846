import { Tag } from '@douyinfe/semi-ui-19'
import { AdminListPage, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { timeColumn } from '~/components/admin/time_column'
import type { UserVipItem } from '../../components/commerce_types'
import { apiUrl } from '~/lib/api_url'

const KINDS = [
  { value: 0, label: '年度' },
  { value: 1, label: '季度' },
  { value: 2, label: '月度' },
  { value: 3, label: '单日' },
]

type Row = UserVipItem & { username: string }

export default function UserVipList() {
  const list = useListQuery<Row, { type: number[] }>({
    endpoint: apiUrl('commerce.admin.vip_list'),
    key: 'user_vip',
    filters: { type: [] },
  })
  const now = Date.now()

  return (
    <AdminListPage<Row>
      title="VIP会员"
      description={`共 ${list.total} 条会员记录`}
      list={list}
      filters={<ListSelect list={list} field="type" placeholder="VIP类型" options={KINDS} multiple />}
      columns={[
        { title: '用户', dataIndex: 'username', width: 140 },
        {
          title: '类型',
          dataIndex: 'type',
          width: 90,
          render: (value: number) => KINDS.find((kind) => kind.value === value)?.label ?? '-',
        },
        { title: '订单号', dataIndex: 'order_no', width: 220 },
        { title: '每天免费下载', dataIndex: 'times', width: 110 },
        timeColumn('开始时间', 'joined_at'),
        timeColumn('到期时间', 'expired_at'),
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
      scrollX={990}
      empty={{ title: '还没有VIP会员', description: '用户购买 VIP 后，会员记录会出现在这里', filteredTitle: '没有符合条件的会员' }}
    />
  )
}
